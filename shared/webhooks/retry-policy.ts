/**
 * When a delivery is tried again. In AWS, SQS holds the message out of sight
 * for the delay (its visibility), the schedule Standard Webhooks recommends:
 * 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, about 17.6 hours in all. Locally, the
 * first retries come within seconds.
 */
export const AWS_RETRY_DELAYS_SECONDS = [5, 300, 1_800, 7_200, 18_000, 36_000] as const;

/** Attempts of a delivery in AWS: the first and one per delay. */
export const AWS_ATTEMPTS = AWS_RETRY_DELAYS_SECONDS.length + 1;

/** Seconds before attempt `failedAttempt + 1` in AWS. */
export function awsRetryDelaySeconds(failedAttempt: number): number {
  const index = Math.min(Math.max(failedAttempt, 1), AWS_RETRY_DELAYS_SECONDS.length) - 1;
  return AWS_RETRY_DELAYS_SECONDS[index]!;
}

/** Local waits double from `firstMs` and stop growing after three doublings (1, 2, 4, 8, 8 s by default). */
const LOCAL_DOUBLINGS = 3;

/** Milliseconds before attempt `failedAttempt + 1` locally. */
export function localRetryDelayMs(failedAttempt: number, firstMs: number): number {
  return firstMs * 2 ** Math.min(Math.max(failedAttempt - 1, 0), LOCAL_DOUBLINGS);
}
