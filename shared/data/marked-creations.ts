import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { Busy } from '#shared/domain/errors';
import { rankKey } from './collection-ranks';
import type { CommitMarker, TransactItem } from './commit-marker';
import { conditionalWrite } from './conditional-write';
import { type Item, type ItemKey, keyOf, type StoredItem } from './item';
import { nextRank } from './rank-counter';
import { rankOfItem } from './ranked-collection';

/**
 * Creations a bulk writer (an import) makes with plain writes, many at a
 * time, instead of one transaction each. Each written item carries the
 * writer's mark (`writtenBy`: the import and the record's position in its
 * file), and is put only where no item is, so a write is idempotent by
 * itself: found again with the same mark, it is this writer's own, written
 * by an earlier run. A creation's items that are reached only through its
 * main item (a shipment's pages and first version) are written first, the
 * main item last: a creation stopped half way shows nothing.
 *
 * A ranked creation (a member of a collection listed by rank) is written at
 * the rank its collection's counter is about to hand out; then one
 * transaction claims the ranks (moves the counter past them, on condition
 * that it still holds what was read), moves any creation an earlier run wrote
 * at other ranks, and commits the writer's checkpoint (its commit marker).
 * Until that transaction, the creations are not counted: the newest-first
 * listing does not reach them, and a crash leaves them to the writer's next
 * run, which finds them by their mark and claims them then.
 */

/** The attribute that names the writer of an item and the record it came from. */
export const WRITTEN_BY = 'writtenBy';

/** The mark of an item written for the record at `position` of the bulk write `writer`. */
export const writtenByMark = (writer: string, position: number): string => `${writer}/${position}`;

/** The mark a stored item carries, if a bulk write wrote it and no other write replaced it since. */
export const writtenByOf = (item: StoredItem): string | undefined =>
  typeof item[WRITTEN_BY] === 'string' ? item[WRITTEN_BY] : undefined;

/** A creation of a bulk write, to be written at a rank of `collection` and claimed with others. */
export interface RankedCreation {
  /** The index partition whose counter hands out its rank. */
  collection: string;
  /** The rank an earlier run of the same writer wrote it at; undefined when it is not written yet. */
  writtenAt: number | undefined;
  /** Writes it at `rank`; false when another writer created the record first (nothing of it was written). */
  write: (rank: number) => Promise<boolean>;
  /** Moves it, once written, to `rank`: one more item of the claim's transaction. */
  rerank: (tableName: string, rank: number) => TransactItem;
}

/**
 * Puts `item` with `mark` where no item is. True when it did, or when the
 * item there is this mark's (an earlier run's: left as it is) and, for the
 * ranked item, at `rank`; false when it is another writer's.
 */
async function putMarked(item: Item, mark: string, rank?: number): Promise<boolean> {
  const TableName = config.tableName;
  const put = new PutCommand({
    TableName,
    Item: { ...item, [WRITTEN_BY]: mark },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
  if (await conditionalWrite(documentClient.send(put))) return true;
  const { Item: stored } = await documentClient.send(
    new GetCommand({ TableName, Key: keyOf(item), ConsistentRead: true }),
  );
  return (
    stored !== undefined &&
    writtenByOf(stored) === mark &&
    (rank === undefined || rankOfItem(stored) === rank)
  );
}

/** The Update that moves the member at `key` to `rank`, on condition that it is still `mark`'s. */
function rerankMarked(tableName: string, key: ItemKey, mark: string, rank: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keyOf(key),
      UpdateExpression: 'SET gsi1sk = :rank',
      ConditionExpression: '#writtenBy = :mark',
      ExpressionAttributeNames: { '#writtenBy': WRITTEN_BY },
      ExpressionAttributeValues: { ':rank': rankKey(rank), ':mark': mark },
    },
  };
}

/**
 * A creation not written yet: `dependents` (reached only through the main
 * item) first, then the main item at its rank, each marked with `mark`.
 */
export function markedCreation(
  collection: string,
  mark: string,
  mainAt: (rank: number) => Item,
  dependents: readonly Item[] = [],
): RankedCreation {
  const main = mainAt(0);
  return {
    collection,
    writtenAt: undefined,
    write: async (rank) => {
      const written = await Promise.all(dependents.map((item) => putMarked(item, mark)));
      return written.every(Boolean) && putMarked(mainAt(rank), mark, rank);
    },
    rerank: (tableName, rank) => rerankMarked(tableName, main, mark, rank),
  };
}

/** A creation an earlier run of the same writer wrote: its main item at `key`, found with `mark` at `rank`. */
export function writtenCreation(
  collection: string,
  key: ItemKey,
  rank: number,
  mark: string,
): RankedCreation {
  return {
    collection,
    writtenAt: rank,
    write: async () => true,
    rerank: (tableName, to) => rerankMarked(tableName, key, mark, to),
  };
}

/** How a claim ended: `lost` when another writer has one of the records (claim nothing: plan again). */
export type ClaimOutcome = 'claimed' | 'lost';

/** Writes in flight at once: fast without throttling itself. */
const WRITES_IN_FLIGHT = 16;
/** A claim retries this often when another writer took the ranks it read first. */
const CLAIM_ATTEMPTS = 20;

/**
 * Writes `creations` (all of one collection) at the next ranks of their
 * collection, in order, and claims those ranks in one transaction with
 * `marker` (the writer's checkpoint). Throws the transaction's
 * TransactionCanceledException when the marker's condition failed (another
 * run of the writer moved on).
 */
export async function writeAndClaim(
  creations: readonly RankedCreation[],
  marker: CommitMarker,
): Promise<ClaimOutcome> {
  const TableName = config.tableName;
  const [first] = creations;
  if (first === undefined) throw new Error('A claim needs a creation.');
  const writtenAt = creations.map((creation) => creation.writtenAt);
  for (let attempt = 1; ; attempt++) {
    const { rank: count, claim } = await nextRank(TableName, first.collection, creations.length);
    for (let start = 0; start < creations.length; start += WRITES_IN_FLIGHT) {
      const wave = creations.slice(start, start + WRITES_IN_FLIGHT);
      const written = await Promise.all(
        wave.map(async (creation, offset) => {
          const index = start + offset;
          if (writtenAt[index] !== undefined) return true;
          if (!(await creation.write(count + index))) return false;
          writtenAt[index] = count + index;
          return true;
        }),
      );
      if (!written.every(Boolean)) return 'lost';
    }
    const moves = creations.flatMap((creation, index) =>
      writtenAt[index] === count + index ? [] : [creation.rerank(TableName, count + index)],
    );
    try {
      await documentClient.send(
        new TransactWriteCommand({ TransactItems: [claim, ...moves, marker(TableName)] }),
      );
      return 'claimed';
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = (error.CancellationReasons ?? []).map((reason) => reason.Code);
      if (reasons[moves.length + 1] === 'ConditionalCheckFailed') throw error;
      // A creation another writer replaced since it was written: plan it again.
      if (reasons.slice(1, moves.length + 1).includes('ConditionalCheckFailed')) return 'lost';
      // So many writers at once that this one lost every time: delivered again, the import resumes.
      if (attempt >= CLAIM_ATTEMPTS)
        throw new Busy('Too many records are being added to this collection at once.');
      // Another writer took the ranks read (or the transaction conflicted): read the counter again,
      // after a short random wait so that writers that collided do not collide again.
      await sleep(Math.random() * 10 * attempt);
    }
  }
}
