/** A request is tried at most three times, so a failing dependency surfaces quickly. */
export const BOUNDED_RETRIES = { maxAttempts: 3 } as const;

/**
 * No request hangs: a connection must open within 1 s and a DynamoDB request
 * complete within 3 s (its requests are small).
 */
export const SHORT_TIMEOUTS = {
  connectionTimeout: 1_000,
  requestTimeout: 3_000,
  throwOnRequestTimeout: true,
} as const;

/**
 * DynamoDB Local's: it answers one request at a time (one SQLite queue), so on
 * a loaded machine a 100-item transaction waits seconds behind others where
 * DynamoDB answers in milliseconds, and a JVM short of CPU accepts connections
 * late. Still a bound: a stopped store refuses at once, and a hung one is
 * found out after `requestTimeout` (DYNAMODB_LOCAL_TIMEOUT_MS).
 */
export const localStoreTimeouts = (requestTimeout: number) =>
  ({ ...SHORT_TIMEOUTS, connectionTimeout: 5_000, requestTimeout }) as const;
