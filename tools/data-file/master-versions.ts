import { batchGetItems } from '#shared/data/batch-get';
import { dataOf, type Item, type StoredItem } from '#shared/data/item';
import type { DataSet } from '#shared/domain/types';
import { masterRecordKey } from '#shared/master-data/keys';
import { sameMasterContent, writtenMasterItem } from '#shared/master-data/record-store';
import { MASTER_KINDS, type MasterKind, type MasterRecords } from '#shared/master-data/store';

/** The master records of a data set already in the table, by partition key. */
export async function readStoredMasterRecords(
  tableName: string,
  dataSet: DataSet,
): Promise<Map<string, StoredItem>> {
  const keys = (Object.keys(MASTER_KINDS) as MasterKind[]).flatMap((kind) =>
    dataSet[MASTER_KINDS[kind].dataSetList].map((record) => masterRecordKey(kind, record.id)),
  );
  const items = await batchGetItems(tableName, keys);
  return new Map(items.map((item) => [String(item.pk), item]));
}

/**
 * A loaded master record's item as the API would leave it: a new record at
 * version 1, a changed one at the next version, each stamped `loadedAt`; an
 * unchanged one keeps its version and time, so loading again writes the same item.
 */
export function loadedMasterItem<K extends MasterKind>(
  kind: K,
  record: MasterRecords[K],
  rank: number,
  stored: StoredItem | undefined,
  loadedAt: string,
): Item<MasterRecords[K]> {
  const storedVersion = typeof stored?.version === 'number' ? stored.version : undefined;
  if (stored !== undefined && storedVersion !== undefined && sameMasterContent(dataOf(stored), record)) {
    return writtenMasterItem(kind, record, rank, storedVersion, String(stored.changedAt));
  }
  return writtenMasterItem(kind, record, rank, (storedVersion ?? 0) + 1, loadedAt);
}
