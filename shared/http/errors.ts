/**
 * The one error hierarchy of the service. Every failure a handler can meet is
 * one of these; `error-response.ts` maps them to the spec's error body.
 */
import { bytesInWords } from '#shared/domain/itinerary-bounds';

export type ErrorData = Record<string, unknown>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message?: string,
    readonly data: ErrorData = {},
    /** Headers the answer needs besides the common ones (`Allow`, `Retry-After`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? '');
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message?: string, data: ErrorData = {}) {
    super(400, message, data);
  }
}

/** A request property is missing or invalid: the spec's `object_name` / `prop_name` body. */
export class InvalidPropertyError extends BadRequestError {
  constructor(
    objectName: string,
    propName: string,
    message: string,
    issues: { path: string; message: string }[] = [],
  ) {
    super(message, { object_name: objectName, prop_name: propName, ...(issues.length ? { issues } : {}) });
  }
}

/** Business-rule violations: every failure message at once, as the spec's itinerary errors. */
export class RuleViolationError extends HttpError {
  constructor(failureMessages: string[], status: 400 | 422 = 400, message?: string) {
    const count = failureMessages.length;
    super(
      status,
      message ?? `There ${count === 1 ? 'was' : 'were'} ${count} validation error${count === 1 ? '' : 's'}.`,
      {
        failure_messages: failureMessages,
      },
    );
  }
}

/**
 * No token, or one refused (RFC 6750, 3): `WWW-Authenticate: Bearer`, with
 * `error="invalid_token"` when a token was sent. A function only ever sees
 * requests that carried a token the authorizer let through.
 */
export class UnauthorizedError extends HttpError {
  constructor(message = 'A valid bearer token is required.', tokenSent = true) {
    super(401, message, {}, { 'www-authenticate': tokenSent ? 'Bearer error="invalid_token"' : 'Bearer' });
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'This token does not allow this request.') {
    super(403, message);
  }
}

/** A machine client's token without the scope the route needs (RFC 6750, 3.1). */
export class InsufficientScopeError extends HttpError {
  constructor(scope: string) {
    super(
      403,
      `This token lacks the scope ${scope}.`,
      { scope },
      { 'www-authenticate': `Bearer error="insufficient_scope", scope="${scope}"` },
    );
  }
}

export class NotFoundError extends HttpError {
  constructor(message?: string, data: ErrorData = {}) {
    super(404, message, data);
  }
}

/** What was asked for is no longer kept (an event feed cursor older than retention). */
export class GoneError extends HttpError {
  constructor(message: string, data: ErrorData = {}) {
    super(410, message, data);
  }
}

export class MethodNotAllowedError extends HttpError {
  constructor(readonly allowed: string[]) {
    super(405, `Allowed methods: ${allowed.join(', ')}.`, { allowed }, { allow: allowed.join(', ') });
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, data: ErrorData = {}, headers: Record<string, string> = {}) {
    super(409, message, data, headers);
  }
}

export class PreconditionFailedError extends HttpError {
  constructor(message = 'The resource has changed since the ETag given in If-Match.') {
    super(412, message);
  }
}

/** Well-formed, but not a request the service can take in its state (an idempotency key reused with another body). */
export class UnprocessableContentError extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}

/** A body over its route's limit (`limit`, in UTF-8 bytes), named in the message. */
export class PayloadTooLargeError extends HttpError {
  constructor(limitBytes: number) {
    super(413, `The request body exceeds ${limitBytes} bytes (${bytesInWords(limitBytes)}).`, {
      limit: limitBytes,
    });
  }
}

/** A well-formed request whose result is larger than the store can hold in one update. */
export class TooLargeToStoreError extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(contentType: string | undefined) {
    super(
      415,
      contentType === undefined
        ? 'Request bodies must be application/json; this one has no Content-Type.'
        : `Request bodies must be application/json (UTF-8), not ${contentType}.`,
    );
  }
}

export class RequestHeaderFieldsTooLargeError extends HttpError {
  constructor() {
    super(431, 'The request headers are too large.');
  }
}

/**
 * Seconds a client should wait before retrying after a 503. The SDK has
 * already spent its own quick retries, so the dependency has been failing for
 * a moment; a second keeps a short blip short without hammering a longer outage.
 */
export const RETRY_AFTER_SECONDS = 1;

export class ServiceUnavailableError extends HttpError {
  constructor(message = 'The service is temporarily unavailable. Retry later.') {
    super(503, message, {}, { 'retry-after': String(RETRY_AFTER_SECONDS) });
  }
}

/** A caller over its request budget (docs/integrations.md, "Request budgets"). */
export class TooManyRequestsError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(
      429,
      `This caller's request budget is spent. Retry after ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
      { retry_after: retryAfterSeconds },
      { 'retry-after': String(retryAfterSeconds) },
    );
  }
}
