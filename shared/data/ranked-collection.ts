import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { rankKey, rankOfKey, type StoredMember } from './collection-ranks';
import { conditionalWrite } from './conditional-write';
import { getItem } from './get-item';
import type { ItemKey, StoredItem } from './item';
import { COLLECTION_ENTITIES, collectionCountKey } from './keys';
import type { Page, PageRequest } from './pagination';
import { type KeyQuery, queryAll, queryUpTo } from './query';

/**
 * A collection listed through `gsi1`: its members carry `gsi1pk = <partition>`
 * and `gsi1sk = <rank>`, and one item holds how many there are.
 */
export function collectionCountItem(partition: string, count: number) {
  return { ...collectionCountKey(partition), entity: COLLECTION_ENTITIES.count, data: { count } };
}

/** The index keys of the member at `rank`. */
export function rankedIndexKeys(partition: string, rank: number): { gsi1pk: string; gsi1sk: string } {
  return { gsi1pk: partition, gsi1sk: rankKey(rank) };
}

/** The rank a stored item carries, or undefined when it is listed in no collection. */
export function rankOfItem(item: StoredItem): number | undefined {
  return rankOfKey(item.gsi1sk);
}

/** The rank of an item read from a collection: every member is listed at one. */
export function memberRankOf(item: StoredItem): number {
  const rank = rankOfItem(item);
  if (rank === undefined)
    throw new Error(`${String(item.pk)} is listed in ${String(item.gsi1pk)} without a rank.`);
  return rank;
}

/** How many members the collection has (0 before anything was loaded). */
export async function collectionCount(partition: string): Promise<number> {
  const item = await getItem(collectionCountKey(partition));
  return (item?.data as { count?: number } | undefined)?.count ?? 0;
}

/** A range of a collection's index sort keys, either end open, in either direction. */
export interface CollectionRange {
  from?: string;
  to?: string;
  /** Highest key first when false. */
  forwards?: boolean;
}

/**
 * The one `gsi1` Query every collection is read through: the members of
 * `partition` whose index sort key lies in `range`, in key order.
 */
export function collectionQuery(
  partition: string,
  { from, to, forwards = true }: CollectionRange = {},
): KeyQuery {
  const condition =
    from !== undefined && to !== undefined
      ? ' AND gsi1sk BETWEEN :from AND :to'
      : from !== undefined
        ? ' AND gsi1sk >= :from'
        : to !== undefined
          ? ' AND gsi1sk <= :to'
          : '';
  return {
    TableName: config.tableName,
    IndexName: 'gsi1',
    KeyConditionExpression: `gsi1pk = :collection${condition}`,
    ExpressionAttributeValues: {
      ':collection': partition,
      ...(from !== undefined && { ':from': from }),
      ...(to !== undefined && { ':to': to }),
    },
    ScanIndexForward: forwards,
  };
}

/**
 * The page every collection answers: `limit` members of `range` in key order,
 * read with one more that tells whether a next page exists.
 */
export async function collectionPage(
  partition: string,
  range: CollectionRange,
  limit: number,
): Promise<Page<StoredItem>> {
  const items = await queryUpTo(collectionQuery(partition, range), limit + 1);
  return { items: items.slice(0, limit), hasMore: items.length > limit };
}

/**
 * The page at `offset` in rank order: one Query from the member at rank
 * `offset`, of `limit` members and one more that tells whether a next page
 * exists. Its cost does not depend on the offset.
 */
export function pageInRankOrder(
  partition: string,
  { offset, limit }: PageRequest,
): Promise<Page<StoredItem>> {
  return collectionPage(partition, { from: rankKey(offset) }, limit);
}

/**
 * The page at `offset` newest (highest rank) first: the count, then one Query
 * backwards from rank count - 1 - offset. Members missing at the low end
 * (expired) shorten the last page and move no position.
 */
export async function pageInReverseRankOrder(
  partition: string,
  { offset, limit }: PageRequest,
  count?: number,
): Promise<Page<StoredItem>> {
  const newest = (count ?? (await collectionCount(partition))) - 1 - offset;
  if (newest < 0) return { items: [], hasMore: false };
  return collectionPage(partition, { to: rankKey(newest), forwards: false }, limit);
}

/**
 * Every stored member of a collection (bulk loads only): its partition key,
 * rank and order key, reading only those attributes of each item.
 */
export async function readCollectionMembers(
  tableName: string,
  partition: string,
  orderKeyOf: (item: StoredItem) => string,
  orderAttributes: readonly string[],
): Promise<StoredMember[]> {
  const names = Object.fromEntries(orderAttributes.map((name, index) => [`#o${index}`, name]));
  const items = await queryAll({
    ...collectionQuery(partition),
    TableName: tableName,
    ExpressionAttributeNames: { '#data': 'data', ...names },
    ProjectionExpression: ['pk', 'sk', 'gsi1sk', ...Object.keys(names).map((name) => `#data.${name}`)].join(
      ', ',
    ),
  });
  return items.map((item) => ({
    pk: item.pk as string,
    sk: item.sk as string,
    rank: memberRankOf(item),
    orderKey: orderKeyOf(item),
  }));
}

/** Moves a stored member to `rank` (bulk loads only); a member deleted meanwhile stays deleted. */
export async function setMemberRank(tableName: string, key: ItemKey, rank: number): Promise<void> {
  await conditionalWrite(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET gsi1sk = :rank',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':rank': rankKey(rank) },
      }),
    ),
  );
}

/** Stores a collection's count (bulk loads only). */
export async function putCollectionCount(tableName: string, partition: string, count: number): Promise<void> {
  await documentClient.send(
    new PutCommand({ TableName: tableName, Item: collectionCountItem(partition, count) }),
  );
}
