import { createHash } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { rankKey } from '#shared/data/collection-ranks';
import { commitMarkerItems, type TransactItem } from '#shared/data/commit-marker';
import { ConcurrentUpdateError } from '#shared/data/errors';
import { dataOf, type Item, type StoredItem } from '#shared/data/item';
import {
  markedCreation,
  type RankedCreation,
  writtenByOf,
  writtenCreation,
} from '#shared/data/marked-creations';
import { transactAtNextRanks } from '#shared/data/rank-counter';
import { memberRankOf } from '#shared/data/ranked-collection';
import { masterCollectionPartition, masterRecordKey } from './keys';
import { type MasterKind, type MasterRecords, masterRecordToItem } from './store';

/**
 * Master records written through the API (PUT /customers/{id}, ...): a new
 * record takes the next rank of its kind's collection, after every record
 * there, so no other record moves; a replaced one keeps its rank. Each write
 * is one transaction, guarded on what was read.
 */

/** A master record as stored: its value, its entity tag, and what guards a write over it. */
export interface StoredMasterRecord<K extends MasterKind> {
  record: MasterRecords[K];
  etag: string;
  /** The optimistic-concurrency counter (absent on records only ever loaded from a data file). */
  version: number | undefined;
  /** Its position in its kind's collection. */
  rank: number;
  /** The bulk write (an import's record) that created it, while no other write replaced it. */
  writtenBy: string | undefined;
}

/** Sorted keys all the way down: the same record hashes the same whatever order DynamoDB hands its map back in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A record's entity tag: a hash of its content, so a load that changes a record changes its tag too. */
export function masterRecordTag(record: object): string {
  return `"${createHash('sha256').update(canonicalJson(record)).digest('base64url').slice(0, 22)}"`;
}

/** Whether two records hold the same content. */
export const sameMasterContent = (a: object, b: object): boolean => canonicalJson(a) === canonicalJson(b);

function storedRecordOf<K extends MasterKind>(item: StoredItem): StoredMasterRecord<K> {
  const record = dataOf<MasterRecords[K]>(item);
  return {
    record,
    etag: masterRecordTag(record),
    version: typeof item.version === 'number' ? item.version : undefined,
    rank: memberRankOf(item),
    writtenBy: writtenByOf(item),
  };
}

/** One record read strongly consistent, as a write bases itself on it; undefined when there is none. */
export async function readMasterRecordToChange<K extends MasterKind>(
  kind: K,
  id: string,
): Promise<StoredMasterRecord<K> | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: config.tableName, Key: masterRecordKey(kind, id), ConsistentRead: true }),
  );
  return Item === undefined ? undefined : storedRecordOf<K>(Item);
}

/**
 * The item of a record as the API writes it: its version and commit time
 * beside the record's shape. The fixture loader writes a record's first
 * version with it too, so a seeded table holds what the service would.
 */
export function writtenMasterItem<K extends MasterKind>(
  kind: K,
  record: MasterRecords[K],
  rank: number,
  version: number,
  changedAt: string,
): Item<MasterRecords[K]> {
  return { ...masterRecordToItem(kind, record, rank), version, changedAt };
}

/**
 * Creates a record at the next rank of its kind's collection. Fails with
 * ConcurrentUpdateError, writing nothing, when another writer created it first.
 */
export async function createMasterRecord<K extends MasterKind>(
  kind: K,
  record: MasterRecords[K],
  changedAt: string,
): Promise<void> {
  const TableName = config.tableName;
  const created = await transactAtNextRanks([masterCollectionPartition(kind)], ([rank]) => [
    {
      Put: {
        TableName,
        Item: writtenMasterItem(kind, record, rank!, 1, changedAt),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...commitMarkerItems(TableName),
  ]);
  if (!created) throw new ConcurrentUpdateError(`${kind} ${record.id} was created meanwhile.`);
}

/**
 * Replaces a stored record at its rank, on condition that it is still the
 * version read and at the rank read (a load may move it). Fails with
 * ConcurrentUpdateError, writing nothing, otherwise.
 */
export async function replaceMasterRecord<K extends MasterKind>(
  kind: K,
  stored: StoredMasterRecord<K>,
  record: MasterRecords[K],
  changedAt: string,
): Promise<void> {
  const TableName = config.tableName;
  const sameVersion = stored.version === undefined ? 'attribute_not_exists(#version)' : '#version = :version';
  const put: TransactItem = {
    Put: {
      TableName,
      Item: writtenMasterItem(kind, record, stored.rank, (stored.version ?? 0) + 1, changedAt),
      ConditionExpression: `${sameVersion} AND gsi1sk = :rank`,
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: {
        ':rank': rankKey(stored.rank),
        ...(stored.version !== undefined && { ':version': stored.version }),
      },
    },
  };
  try {
    await documentClient.send(
      new TransactWriteCommand({ TransactItems: [put, ...commitMarkerItems(TableName)] }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      throw new ConcurrentUpdateError(`${kind} ${record.id} changed since it was read.`);
    }
    throw error;
  }
}

/**
 * A new record of an import, written with a plain put marked `mark` at the
 * rank its claim hands out, claimed with others (shared/data/marked-creations.ts).
 */
export function markedMasterCreation<K extends MasterKind>(
  kind: K,
  record: MasterRecords[K],
  changedAt: string,
  mark: string,
): RankedCreation {
  return markedCreation(masterCollectionPartition(kind), mark, (rank) =>
    writtenMasterItem(kind, record, rank, 1, changedAt),
  );
}

/** The record an earlier run of the import marked `writtenBy` wrote, still to claim its rank. */
export function writtenMasterCreation<K extends MasterKind>(
  kind: K,
  stored: StoredMasterRecord<K>,
): RankedCreation {
  return writtenCreation(
    masterCollectionPartition(kind),
    masterRecordKey(kind, stored.record.id),
    stored.rank,
    stored.writtenBy ?? '',
  );
}
