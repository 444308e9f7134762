/**
 * A versioned entity changed between the read a write was based on and the
 * write: the caller re-reads and retries, or reports 412 when the client
 * named the version it expected.
 */
export class ConcurrentUpdateError extends Error {
  override readonly name: string = 'ConcurrentUpdateError';
}

/**
 * Another write holds the entity's lock (a staged write under way, or one
 * whose process died): no re-read helps until it ends or `retryAfterMs` pass,
 * when the lock can be taken over.
 */
export class WriteUnderWay extends ConcurrentUpdateError {
  override readonly name = 'WriteUnderWay';

  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}

/**
 * A write that DynamoDB would refuse for its size: an item over 400 KB, or a
 * transaction over 100 items or 4 MB. Retrying cannot help; only a smaller
 * change can. `reason` says which limit, in words fit for a client.
 */
export class StorageLimitError extends Error {
  override readonly name = 'StorageLimitError';

  constructor(readonly reason: string) {
    super(reason);
  }
}
