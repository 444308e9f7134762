import {
  AccessDenied,
  AlreadyUsed,
  BeingChanged,
  Busy,
  ChangedMeanwhile,
  type DomainError,
  InvalidValue,
  NoLongerKept,
  NotFound,
  RulesRefused,
  TooLargeToStore,
  VersionMismatch,
} from '#shared/domain/errors';
import {
  ConflictError,
  ForbiddenError,
  GoneError,
  type HttpError,
  InvalidPropertyError,
  NotFoundError,
  PreconditionFailedError,
  RuleViolationError,
  ServiceUnavailableError,
  TooLargeToStoreError,
} from './errors';

/** The status and error body of each domain failure (docs/api-behaviour.md, Requests and errors). */
export function httpErrorOf(error: DomainError): HttpError | undefined {
  if (error instanceof NotFound)
    return new NotFoundError(error.message, error.uri === undefined ? {} : { uri: error.uri });
  if (error instanceof AccessDenied) return new ForbiddenError(error.message || undefined);
  if (error instanceof InvalidValue)
    return new InvalidPropertyError(error.objectName, error.propName, error.message);
  if (error instanceof RulesRefused) {
    return error.byStatus
      ? new RuleViolationError(error.failures, 422, error.failures[0])
      : new RuleViolationError(error.failures);
  }
  if (error instanceof ChangedMeanwhile) return new ConflictError(error.message);
  if (error instanceof BeingChanged) {
    return new ConflictError(error.message, {}, { 'retry-after': String(error.retryAfterSeconds) });
  }
  if (error instanceof AlreadyUsed) {
    return new ConflictError(error.message, { object_name: error.objectName, prop_name: error.propName });
  }
  if (error instanceof VersionMismatch) return new PreconditionFailedError();
  if (error instanceof Busy) return new ServiceUnavailableError();
  if (error instanceof NoLongerKept) return new GoneError(error.message, error.data);
  if (error instanceof TooLargeToStore) return new TooLargeToStoreError(error.message);
  return undefined;
}
