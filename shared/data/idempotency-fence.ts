import { AsyncLocalStorage } from 'node:async_hooks';
import type { ItemKey } from './item';

/**
 * The fence of a keyed request (docs/api-behaviour.md, Safe retries): the
 * transaction that commits its change also marks its idempotency record. Apart
 * from the record store (`idempotency-records.ts`) so that a write function
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
} as const;

/** Powertools' status of a claimed record. */
const IN_PROGRESS = 'INPROGRESS';

/** The record a keyed request runs under, for the transaction that commits its change. */
const fenceOfRequest = new AsyncLocalStorage<ItemKey>();

/** Runs `work` so that the change it commits also marks `record` as committed, in the same transaction. */
export function withIdempotencyFence<T>(record: ItemKey, work: () => Promise<T>): Promise<T> {
  return fenceOfRequest.run(record, work);
}

/**
 * The fence's part of a transaction, when a keyed request runs: the record is
 * still in progress and not yet committed (a request that lost its claim to a
 * retry cannot commit too), and is marked committed; its in-progress lease is
 * stretched to its expiry, so no retry can claim it while the answer is saved.
 */
export function idempotencyFenceUpdate(tableName: string) {
  const record = fenceOfRequest.getStore();
  if (record === undefined) return undefined;
  const now = Date.now();
  return {
    Update: {
      TableName: tableName,
      Key: record,
      UpdateExpression: 'SET #committedAt = :now, #inProgressExpiry = :leaseEnd',
      ConditionExpression: '#status = :inProgress AND attribute_not_exists(#committedAt)',
      ExpressionAttributeNames: {
        '#committedAt': IDEMPOTENCY_ATTRIBUTES.committedAt,
        '#inProgressExpiry': IDEMPOTENCY_ATTRIBUTES.inProgressExpiry,
        '#status': IDEMPOTENCY_ATTRIBUTES.status,
      },
      ExpressionAttributeValues: {
        ':now': new Date(now).toISOString(),
        ':leaseEnd': now + IDEMPOTENCY_RETENTION_SECONDS * 1000,
        ':inProgress': IN_PROGRESS,
      },
    },
  };
}
