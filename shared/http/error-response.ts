import { STATUS_CODES } from 'node:http';
import { isDependencyUnavailable } from '#shared/aws/dependency-unavailable';
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
