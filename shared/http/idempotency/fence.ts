import { withCommitMarker } from '#shared/data/commit-marker';
import type { ItemKey } from '#shared/data/item';
import { ownClaim } from './claim';

/**
 * The fence of a keyed request (docs/api-behaviour.md, Safe retries): the
 * transaction that commits its change also marks its idempotency record. Apart
 * from the record store (`records.ts`) so that a write function
 * bundles Powertools only when it is idempotent.
 */

/** How long a key's record answers replays. */
export const IDEMPOTENCY_RETENTION_SECONDS = 24 * 60 * 60;

/** The attributes of an idempotency record (Powertools' names, set to the table's). */
export const IDEMPOTENCY_ATTRIBUTES = {
  status: 'status',
  expiry: 'expiresAtEpoch',
  inProgressExpiry: 'inProgressExpiresAt',
  data: 'data',
  validation: 'payloadHash',
  committedAt: 'committedAt',
  /** The token of the request holding the claim (./claim.ts). */
  claim: 'claimToken',
} as const;

/** Powertools' status of a claimed record. */
const IN_PROGRESS = 'INPROGRESS';

/** Runs `work` so that the change it commits also marks `record` as committed, in the same transaction. */
export function withIdempotencyFence<T>(record: ItemKey, work: () => Promise<T>): Promise<T> {
  const claim = ownClaim();
  return withCommitMarker((tableName) => fenceUpdate(tableName, record, claim), work);
}

/**
 * The fence's part of a transaction: the record is
 * still in progress, claimed by this request and not yet committed (a request
 * that lost its claim to a retry cannot commit too), and is marked committed; its in-progress lease is
 * stretched to its expiry, so no retry can claim it while the answer is saved.
 */
function fenceUpdate(tableName: string, record: ItemKey, claim: string) {
  const now = Date.now();
  return {
    Update: {
      TableName: tableName,
      Key: record,
      UpdateExpression: 'SET #committedAt = :now, #inProgressExpiry = :leaseEnd',
      ConditionExpression: '#status = :inProgress AND #claim = :claim AND attribute_not_exists(#committedAt)',
      ExpressionAttributeNames: {
        '#committedAt': IDEMPOTENCY_ATTRIBUTES.committedAt,
        '#inProgressExpiry': IDEMPOTENCY_ATTRIBUTES.inProgressExpiry,
        '#status': IDEMPOTENCY_ATTRIBUTES.status,
        '#claim': IDEMPOTENCY_ATTRIBUTES.claim,
      },
      ExpressionAttributeValues: {
        ':now': new Date(now).toISOString(),
        ':leaseEnd': now + IDEMPOTENCY_RETENTION_SECONDS * 1000,
        ':inProgress': IN_PROGRESS,
        ':claim': claim,
      },
    },
  };
}
