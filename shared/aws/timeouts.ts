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
