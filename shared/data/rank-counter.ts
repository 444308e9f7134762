import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { Busy } from '#shared/domain/errors';
import type { TransactItem } from './commit-marker';
import { collectionCountKey } from './keys';
import { collectionCountItem } from './ranked-collection';

/** A write at the next rank retries this often when another writer took the rank first. */
const RANK_ATTEMPTS = 20;

/**
 * The next rank of a collection whose count item hands out ranks (read
 * consistently), and the Put that moves the counter past it (past `count`
 * ranks from it) on condition that it still holds what was read.
 */
export async function nextRank(
  TableName: string,
  partition: string,
  count = 1,
): Promise<{ rank: number; claim: TransactItem }> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName, Key: collectionCountKey(partition), ConsistentRead: true }),
  );
  const read = (Item?.data as { count: number } | undefined)?.count ?? 0;
  const unchanged =
    Item === undefined
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : {
          ConditionExpression: '#data.#count = :read',
          ExpressionAttributeNames: { '#data': 'data', '#count': 'count' },
          ExpressionAttributeValues: { ':read': read },
        };
  return {
    rank: read,
    claim: { Put: { TableName, Item: collectionCountItem(partition, read + count), ...unchanged } },
  };
}

/**
 * Runs `write` with the next rank of each collection of `partitions` and the
 * claims that move their counters on, which `write` puts first in its
 * transaction, in the same order: ranks then have no gap and no duplicate.
 * When another writer took one of the ranks (a claim's condition failed, or
 * the transaction conflicted), reads the counters again and retries, after a
 * short random wait so that writers that collided do not collide again;
 * Busy when it lost RANK_ATTEMPTS times.
 */
export async function writeAtNextRanks<T>(
  partitions: readonly string[],
  write: (ranks: number[], claims: TransactItem[]) => Promise<T>,
  TableName = config.tableName,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const next = await Promise.all(partitions.map((partition) => nextRank(TableName, partition)));
    try {
      return await write(
        next.map(({ rank }) => rank),
        next.map(({ claim }) => claim),
      );
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const overtaken =
        reasons.slice(0, partitions.length).some((reason) => reason.Code === 'ConditionalCheckFailed') ||
        reasons.some((reason) => reason.Code === 'TransactionConflict');
      if (!overtaken) throw error;
      // So many writers at once that this one lost every time: a 503 to retry, not a 500.
      if (attempt >= RANK_ATTEMPTS)
        throw new Busy('Too many records are being added to this collection at once; retry.');
      await sleep(Math.random() * 10 * attempt);
    }
  }
}

/**
 * Writes `itemsAt(ranks)` in one transaction at the next ranks of `partitions`
 * (writeAtNextRanks). Resolves false, writing nothing, when the condition of
 * its first item failed (what it guards was already there, or changed).
 */
export function transactAtNextRanks(
  partitions: readonly string[],
  itemsAt: (ranks: number[]) => TransactItem[],
  TableName = config.tableName,
): Promise<boolean> {
  return writeAtNextRanks(
    partitions,
    async (ranks, claims) => {
      try {
        await documentClient.send(
          new TransactWriteCommand({ TransactItems: [...claims, ...itemsAt(ranks)] }),
        );
        return true;
      } catch (error) {
        const firstItemFailed =
          error instanceof TransactionCanceledException &&
          error.CancellationReasons?.[claims.length]?.Code === 'ConditionalCheckFailed';
        if (firstItemFailed) return false;
        throw error;
      }
    },
    TableName,
  );
}
