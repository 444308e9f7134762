import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { commitMarkerItems, type TransactItem } from './commit-marker';
import { ConcurrentUpdateError } from './errors';
import { changesBetween, type Item, type ItemKey, keyId } from './item';
import { assertWithinWriteLimits } from './write-limits';

/** A condition the guarded item must also meet, beside its version: its expression, names and values. */
export interface ExtraGuard {
  expression: string;
  names: Record<string, string>;
  values?: Record<string, unknown>;
}

/** Cancellation reasons that mean another writer got there first. */
const LOST_RACE = new Set(['ConditionalCheckFailed', 'TransactionConflict']);

/**
 * Applies `changes` in one transaction, on condition that the entity item at
 * `guarded` still has `expectedVersion` (and that no item of `creates` exists
 * yet): all of the changes or none, and none when someone else updated the
 * entity since it was read. Fails with
 * StorageLimitError, before sending anything, when DynamoDB would refuse the
 * transaction for its size.
 */
export async function writeIfVersionUnchanged(
  guarded: ItemKey,
  expectedVersion: number,
  changes: { puts: readonly Item[]; deletes: readonly ItemKey[]; creates?: readonly Item[] },
  expectedIndexKey?: { gsi1sk: string | undefined },
  extraGuard?: ExtraGuard,
): Promise<void> {
  const TableName = config.tableName;
  // A ranked entity is also guarded on its rank: a load that moved it meanwhile is a lost race too.
  const indexCondition =
    expectedIndexKey === undefined
      ? ''
      : expectedIndexKey.gsi1sk === undefined
        ? ' AND attribute_not_exists(gsi1sk)'
        : ' AND gsi1sk = :indexKey';
  const guard = {
    ConditionExpression: `#version = :expected${indexCondition}${extraGuard === undefined ? '' : ` AND ${extraGuard.expression}`}`,
    ExpressionAttributeNames: { '#version': 'version', ...extraGuard?.names },
    ExpressionAttributeValues: {
      ':expected': expectedVersion,
      ...(expectedIndexKey?.gsi1sk !== undefined && { ':indexKey': expectedIndexKey.gsi1sk }),
      ...extraGuard?.values,
    },
  };
  const isGuarded = (key: ItemKey) => keyId(key) === keyId(guarded);
  const creates = changes.creates ?? [];
  const transactItems: TransactItem[] = [
    ...changes.puts.map((item) => ({ Put: { TableName, Item: item, ...(isGuarded(item) && guard) } })),
    ...changes.deletes.map((key) => ({ Delete: { TableName, Key: key, ...(isGuarded(key) && guard) } })),
    ...creates.map((item) => ({
      Put: { TableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
    })),
  ];
  if (![...changes.puts, ...changes.deletes].some(isGuarded)) {
    transactItems.push({ ConditionCheck: { TableName, Key: guarded, ...guard } });
  }
  // A keyed request's change and its idempotency record agree whatever happens after the commit.
  transactItems.push(...commitMarkerItems(TableName));
  assertWithinWriteLimits(transactItems.length, [...changes.puts, ...creates]);

  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: transactItems }));
  } catch (error) {
    if (
      error instanceof TransactionCanceledException &&
      error.CancellationReasons?.some((reason) => LOST_RACE.has(reason.Code ?? ''))
    ) {
      throw new ConcurrentUpdateError('The item changed since it was read.');
    }
    throw error;
  }
}

/**
 * Stores `next`, the version after `previous`, with every item it consists of
 * (`itemsOf`): what changed between the two, and the new items `creates` (a
 * version record), are written in one transaction that fails with
 * ConcurrentUpdateError when the record moved on since `previous` was read.
 */
export async function writeNextVersion<R extends { version: number }>(
  guarded: ItemKey,
  previous: R,
  next: R,
  itemsOf: (record: R) => Item[],
  creates: readonly Item[] = [],
  expectedIndexKey?: { gsi1sk: string | undefined },
): Promise<R> {
  await writeIfVersionUnchanged(
    guarded,
    previous.version,
    { ...changesBetween(itemsOf(previous), itemsOf(next)), creates },
    expectedIndexKey,
  );
  return next;
}
