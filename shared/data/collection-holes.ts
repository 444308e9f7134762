import { config } from '#shared/config';
import { rankAtPosition, rankKey } from './collection-ranks';
import type { Item, StoredItem } from './item';
import { COLLECTION_ENTITIES, collectionHoleKey } from './keys';
import type { Page, PageRequest } from './pagination';
import { queryAll } from './query';
import { collectionPage } from './ranked-collection';

/**
 * A ranked collection whose members can be deleted: ranks are handed out at
 * creation by the count item (rank-counter.ts) and never reused, and a
 * deleted member leaves a hole item beside the count item, in the same
 * transaction as the delete. One Query of that partition reads the count and
 * every hole; the rank of any position follows from them.
 */
/** Marks `rank` of `partition` as the rank of a deleted member. */
export function holeItem(partition: string, rank: number): Item<{ rank: number }> {
  return { ...collectionHoleKey(partition, rank), entity: COLLECTION_ENTITIES.hole, data: { rank } };
}

/** How many ranks the collection handed out, and the holes among them, ascending. */
async function ranksHandedOut(partition: string): Promise<{ count: number; holes: number[] }> {
  const items = await queryAll({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :collection',
    ExpressionAttributeValues: { ':collection': partition },
  });
  const holes: number[] = [];
  let count = 0;
  for (const item of items) {
    if (item.entity === COLLECTION_ENTITIES.hole) holes.push((item.data as { rank: number }).rank);
    else count = (item.data as { count?: number } | undefined)?.count ?? 0;
  }
  return { count, holes };
}

/** How many members the collection has: ranks handed out less holes. */
export async function collectionSize(partition: string): Promise<number> {
  const { count, holes } = await ranksHandedOut(partition);
  return count - holes.length;
}

/**
 * The page at `offset` in rank order, past the holes: one Query for the count
 * and the holes, then one Query from the rank of `offset` up to the last rank
 * handed out. Its cost does not depend on the offset; it grows by 0.5 RCU for
 * about every 65 holes (a hole item is about 60 bytes).
 */
export async function pageInRankOrderPastHoles(
  partition: string,
  { offset, limit }: PageRequest,
): Promise<Page<StoredItem>> {
  const { count, holes } = await ranksHandedOut(partition);
  if (offset >= count - holes.length) return { items: [], hasMore: false };
  return collectionPage(
    partition,
    { from: rankKey(rankAtPosition(offset, holes)), to: rankKey(count - 1) },
    limit,
  );
}
