/**
 * Failures the use cases and rules report in their own terms. They know
 * nothing of HTTP: shared/http/domain-errors.ts, at the edge, turns each into
 * its status and the spec's error body.
 */
export abstract class DomainError extends Error {}

/** Something the request names does not exist. `uri`: the resource's path, when the answer names it. */
export class NotFound extends DomainError {
  override readonly name = 'NotFound';

  constructor(
    message: string,
    readonly uri?: string,
  ) {
    super(message);
  }
}

/** A resource named by its path that does not exist: "Resource at <path> not found". */
export const resourceNotFound = (uri: string): NotFound => new NotFound(`Resource at ${uri} not found`, uri);

/** The caller may not do this to this resource. */
export class AccessDenied extends DomainError {
  override readonly name = 'AccessDenied';
}

/** A value the request carries, well-formed but not acceptable (an unknown type, a bucket not allowed). */
export class InvalidValue extends DomainError {
  override readonly name = 'InvalidValue';

  constructor(
    readonly objectName: string,
    readonly propName: string,
    message: string,
  ) {
    super(message);
  }
}

/** A value the request names may be used once, and was used already (an upload's key, by an earlier submission). */
export class AlreadyUsed extends DomainError {
  override readonly name = 'AlreadyUsed';

  constructor(
    readonly objectName: string,
    readonly propName: string,
    message: string,
  ) {
    super(message);
  }
}

/** The rules refused the change: every failure at once; `byStatus` when the shipment's status refuses any update. */
export class RulesRefused extends DomainError {
  override readonly name = 'RulesRefused';

  constructor(
    readonly failures: string[],
    readonly byStatus = false,
  ) {
    super(failures.join(' | '));
  }
}

/** Another request changed the resource meanwhile, and retrying on fresh reads did not get through. */
export class ChangedMeanwhile extends DomainError {
  override readonly name = 'ChangedMeanwhile';
}

/**
 * Another write of the resource is under way (or stopped part way and not
 * taken over yet): the client's version may still be current, and the same
 * request gets through once `retryAfterSeconds` have passed, or sooner.
 */
export class BeingChanged extends DomainError {
  override readonly name = 'BeingChanged';

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The version the client based its change on (If-Match) is no longer the stored one. */
export class VersionMismatch extends DomainError {
  override readonly name = 'VersionMismatch';
}

/** The change is valid but larger than the store holds in one update. */
export class TooLargeToStore extends DomainError {
  override readonly name = 'TooLargeToStore';
}

/**
 * What the request reads kept changing under it (a shipment's itinerary pages
 * caught mid-write, read after read), or what it writes kept being taken first
 * (a collection's next rank): retrying in a moment gets through.
 */
export class Busy extends DomainError {
  override readonly name = 'Busy';
}

/** What was asked for is no longer kept: an event feed cursor older than retention (`data` says where to resume). */
export class NoLongerKept extends DomainError {
  override readonly name = 'NoLongerKept';

  constructor(
    message: string,
    readonly data: Record<string, unknown>,
  ) {
    super(message);
  }
}
