/**
 * A versioned entity changed between the read a write was based on and the
 * write: the caller re-reads and retries, or reports 412 when the client
 * named the version it expected.
 */
export class ConcurrentUpdateError extends Error {
  override readonly name = 'ConcurrentUpdateError';
}
