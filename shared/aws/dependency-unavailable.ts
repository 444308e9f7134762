/** Names of AWS SDK / network failures that mean a dependency is down, not that the request is bad. */
const UNAVAILABLE_ERRORS = new Set([
  'TimeoutError',
  'RequestTimeout',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ServiceUnavailable',
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
]);

/**
 * An AWS SDK call that ended, retries spent, without any HTTP answer (the
 * retry middleware records attempts, a response would have recorded its
 * status), or with a 5xx of the service itself. Whatever the socket error was
 * called (the SDK even hides its code when it cannot recognise it as an Error,
 * as under a test runner's separate JavaScript realm), the dependency did not serve.
 */
function dependencyDidNotServe(error: Error): boolean {
  const metadata = (error as { $metadata?: { attempts?: number; httpStatusCode?: number } }).$metadata;
  if (metadata?.attempts === undefined) return false;
  return metadata.httpStatusCode === undefined || metadata.httpStatusCode >= 500;
}

/** Whether `error` says a dependency did not serve (a 503 at the edge; a bulk tool sends again), not that the request is bad. */
export function isDependencyUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  return (
    UNAVAILABLE_ERRORS.has(error.name) ||
    (code !== undefined && UNAVAILABLE_ERRORS.has(code)) ||
    dependencyDidNotServe(error)
  );
}
