import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import type { CommitMarker } from '#shared/data/commit-marker';
import { getItem } from '#shared/data/get-item';
import { dataOf, type Item } from '#shared/data/item';
import { queryUpTo } from '#shared/data/query';
import type { Actor } from '#shared/domain/principal';
import type { RecordKind } from './data-file-records';
import { IMPORT_ENTITIES, importKey, REFUSAL_SORT_PREFIX, refusalKey } from './keys';

export type ImportStatus = 'pending' | 'running' | 'completed' | 'failed';
export type RecordOutcome = 'created' | 'updated' | 'unchanged' | 'refused';
export type KindCounts = Record<RecordOutcome, number>;

/** A refused record: its kind, its declared id, where it is in the file, and why. */
export interface Refusal {
  kind: RecordKind;
  id: string;
  path: string;
  reason: string;
}

/** The refusals an import keeps (the decisions' "Bulk"). */
export const MAX_REFUSALS = 1_000;

export interface ImportRecord {
  id: string;
  bucket: string;
  fileKey: string;
  status: ImportStatus;
  /** Why a failed import failed; '' otherwise. */
  reason: string;
  counts: Partial<Record<RecordKind, KindCounts>>;
  /** The checkpoint: how many of the file's records are done (applied, unchanged or refused). */
  position: number;
  /** Who asked: a caller of POST /imports, the drop folder, or the data file loader (npm run import). */
  requestedBy: Actor | { role: 'drop-folder' } | { role: 'loader' };
  createdAt: string;
  completedAt: string;
}

export const emptyCounts = (): KindCounts => ({ created: 0, updated: 0, unchanged: 0, refused: 0 });

export async function putNewImport(record: ImportRecord): Promise<void> {
  const item: Item<ImportRecord> = { ...importKey(record.id), entity: IMPORT_ENTITIES.import, data: record };
  await documentClient.send(
    new PutCommand({
      TableName: config.tableName,
      Item: item,
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getImport(id: string): Promise<ImportRecord | undefined> {
  const item = await getItem(importKey(id));
  return item === undefined ? undefined : dataOf<ImportRecord>(item);
}

/** What a checkpoint moves an import to, from the position it was read at. */
export interface Checkpoint {
  from: number;
  to: Pick<ImportRecord, 'status' | 'reason' | 'counts' | 'position' | 'completedAt'>;
}

/**
 * The update that moves an import's checkpoint on, on condition that no other
 * worker moved it since it was read: two deliveries of one import never both
 * apply a record.
 */
function checkpointUpdate(TableName: string, id: string, { from, to }: Checkpoint) {
  return {
    TableName,
    Key: importKey(id),
    UpdateExpression:
      'SET #data.#status = :status, #data.#reason = :reason, #data.#counts = :counts, #data.#position = :position, #data.#completedAt = :completedAt',
    ConditionExpression: '#data.#position = :from',
    ExpressionAttributeNames: {
      '#data': 'data',
      '#status': 'status',
      '#reason': 'reason',
      '#counts': 'counts',
      '#position': 'position',
      '#completedAt': 'completedAt',
    },
    ExpressionAttributeValues: {
      ':status': to.status,
      ':reason': to.reason,
      ':counts': to.counts,
      ':position': to.position,
      ':completedAt': to.completedAt,
      ':from': from,
    },
  };
}

/** Stores a checkpoint; throws ConditionalCheckFailedException when another worker moved the import on. */
export async function saveCheckpoint(id: string, checkpoint: Checkpoint): Promise<void> {
  await documentClient.send(new UpdateCommand(checkpointUpdate(config.tableName, id, checkpoint)));
}

/** The checkpoint as one more item of the transaction that applies a record: both commit, or neither. */
export const checkpointMarker =
  (id: string, checkpoint: Checkpoint): CommitMarker =>
  (tableName) => ({ Update: checkpointUpdate(tableName, id, checkpoint) });

/** Records a refusal at its record's position: recording it again (a resumed import) writes the same item. */
export async function putRefusal(importId: string, position: number, refusal: Refusal): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: config.tableName,
      Item: { ...refusalKey(importId, position), entity: IMPORT_ENTITIES.refusal, data: refusal },
    }),
  );
}

/** An import's refusals in file order, the first MAX_REFUSALS. */
export async function listRefusals(importId: string): Promise<Refusal[]> {
  const { pk } = importKey(importId);
  const items = await queryUpTo(
    {
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': REFUSAL_SORT_PREFIX },
    },
    MAX_REFUSALS,
  );
  return items.map((item) => dataOf<Refusal>(item));
}
