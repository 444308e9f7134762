import { isDeepStrictEqual } from 'node:util';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { commitMarkerItems } from '#shared/data/commit-marker';
import { getItem } from '#shared/data/get-item';
import { dataOf, type StoredItem } from '#shared/data/item';
import { transactAtNextRanks } from '#shared/data/rank-counter';
import { ChangedMeanwhile } from '#shared/domain/errors';
import { masterCollectionPartition, masterRecordKey } from '#shared/master-data/keys';
import {
  carrierSchema,
  customerSchema,
  driverSchema,
  equipmentSchema,
  locationSchema,
} from '#shared/master-data/record-schemas';
import { type MasterKind, masterRecordToItem } from '#shared/master-data/store';
import { formatPath } from '#shared/schemas/issue-path';
import type * as z from '#shared/schemas/zod';
import type { RecordKind } from './data-file-records';

/** What applying one record did; a refusal's `path` is within the record (`name`, '' for the record itself). */
export type ApplyOutcome =
  | { outcome: 'created' | 'updated' | 'unchanged' }
  | { outcome: 'refused'; path: string; reason: string };

/** The file's master-data lists: each one's kind and the schema of its records. */
const MASTER_LISTS: Partial<Record<RecordKind, { kind: MasterKind; schema: z.ZodMiniType<{ id: string }> }>> =
  {
    customers: { kind: 'customer', schema: customerSchema },
    sites: { kind: 'site', schema: locationSchema },
    yards: { kind: 'yard', schema: locationSchema },
    crossDocks: { kind: 'crossDock', schema: locationSchema },
    drivers: { kind: 'driver', schema: driverSchema },
    carriers: { kind: 'carrier', schema: carrierSchema },
    tractors: { kind: 'tractor', schema: equipmentSchema },
    chassis: { kind: 'chassis', schema: equipmentSchema },
    containers: { kind: 'container', schema: equipmentSchema },
    trailers: { kind: 'trailer', schema: equipmentSchema },
  };

/** A record checked against its kind's schema: the domain record, or the first problem and where it is. */
function checked(kind: RecordKind, value: unknown) {
  const list = MASTER_LISTS[kind];
  if (list === undefined) {
    return {
      refused: {
        outcome: 'refused' as const,
        path: '',
        reason: `${kind} are not applied by an import yet: they enter through the data file loader.`,
      },
    };
  }
  const parsed = list.schema.safeParse(value);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return {
      refused: {
        outcome: 'refused' as const,
        path: formatPath(issue?.path ?? []),
        reason: issue?.message ?? '',
      },
    };
  }
  return { kind: list.kind, record: parsed.data };
}

/** The stored item of a record, or undefined when the record is new (or refused: it is never written). */
export async function storedItemOf(kind: RecordKind, value: unknown): Promise<StoredItem | undefined> {
  const result = checked(kind, value);
  return result.refused === undefined ? getItem(masterRecordKey(result.kind, result.record.id)) : undefined;
}

/**
 * Applies one record of a data file as its PUT would: the same checks, and
 * compare-before-write: a record equal to what is stored writes nothing. Every
 * write is a transaction, and carries the commit marker the caller runs it
 * under (shared/data/commit-marker.ts): an import's checkpoint commits with
 * the record, so a record is never applied twice. The one place an import
 * writes records.
 */
export async function applyRecord(kind: RecordKind, value: unknown): Promise<ApplyOutcome> {
  const result = checked(kind, value);
  if (result.refused !== undefined) return result.refused;
  const { kind: masterKind, record } = result;
  const stored = await getItem(masterRecordKey(masterKind, record.id));
  if (stored !== undefined && isDeepStrictEqual(dataOf(stored), record)) return { outcome: 'unchanged' };
  const TableName = config.tableName;
  if (stored === undefined) {
    // A new record takes the next rank of its kind's collection, as a live creation does.
    const written = await transactAtNextRanks([masterCollectionPartition(masterKind)], ([rank = 0]) => [
      {
        Put: {
          TableName,
          Item: masterRecordToItem(masterKind, record as never, rank),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...commitMarkerItems(TableName),
    ]);
    if (!written) throw new ChangedMeanwhile(`${kind} ${record.id} was created meanwhile.`);
    return { outcome: 'created' };
  }
  // A changed record keeps its place in the collection.
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName,
            Item: { ...stored, data: record },
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        ...commitMarkerItems(TableName),
      ],
    }),
  );
  return { outcome: 'updated' };
}
