import { STATUS_CODES } from 'node:http';
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

function isDependencyUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  return UNAVAILABLE_ERRORS.has(error.name) || (code !== undefined && UNAVAILABLE_ERRORS.has(code));
}

/**
 * Maps any thrown value to a typed HttpError: the single place where failures
 * become statuses. Unknown faults become a bare 500 whose body says nothing
 * about internals.
 */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (isDependencyUnavailable(error)) return new ServiceUnavailableError();
  return new HttpError(500, 'An unexpected error occurred.');
}
