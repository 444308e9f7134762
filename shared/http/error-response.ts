import { STATUS_CODES } from 'node:http';
import { DomainError } from '#shared/domain/errors';
import { httpErrorOf } from './domain-errors';
import { HttpError, ServiceUnavailableError } from './errors';

/** The spec's error body: `status`, `description`, `data`, and `message` when there is one. */
export interface ErrorBody {
  status: number;
  description: string;
  data: Record<string, unknown>;
  message?: string;
}

export const statusText = (status: number): string => STATUS_CODES[status] ?? 'Error';

export function errorBody(
  status: number,
  message: string | undefined,
  data: Record<string, unknown> = {},
): ErrorBody {
  return { status, description: statusText(status), data, ...(message ? { message } : {}) };
}

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

function isDependencyUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  return (
    UNAVAILABLE_ERRORS.has(error.name) ||
    (code !== undefined && UNAVAILABLE_ERRORS.has(code)) ||
    dependencyDidNotServe(error)
  );
}

/**
 * Maps any thrown value to a typed HttpError: the single place where failures
 * become statuses. Unknown faults become a bare 500 whose body says nothing
 * about internals; so does a value that cannot even be looked at (a throwing
 * getter, a Proxy that throws on every trap), rather than failing the mapping.
 */
export function toHttpError(error: unknown): HttpError {
  try {
    if (error instanceof HttpError) return error;
    if (error instanceof DomainError) {
      const mapped = httpErrorOf(error);
      if (mapped !== undefined) return mapped;
    }
    if (isDependencyUnavailable(error)) return new ServiceUnavailableError();
  } catch {
    // Unreadable: a fault like any other.
  }
  return new HttpError(500, 'An unexpected error occurred.');
}
