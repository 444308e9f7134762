import { AsyncLocalStorage } from 'node:async_hooks';
import type { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';

export type TransactItem = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];

/** Builds the marker's write for the table a transaction writes to. */
export type CommitMarker = (tableName: string) => TransactItem;

const markerOfWork = new AsyncLocalStorage<CommitMarker>();

/**
 * Runs `work` so that every transaction it commits also writes `marker`: the
 * marker is written if and only if the work's change is (a keyed request's
 * idempotency record, shared/http/idempotency/fence.ts). The data layer knows
 * the marker only as one more item of the transaction.
 */
export function withCommitMarker<T>(marker: CommitMarker, work: () => Promise<T>): Promise<T> {
  return markerOfWork.run(marker, work);
}

/** The marker's write for a transaction on `tableName`, when work runs under one. */
export function commitMarkerItems(tableName: string): TransactItem[] {
  const marker = markerOfWork.getStore();
  return marker === undefined ? [] : [marker(tableName)];
}
