import { creationOrderKey } from '#shared/data/keys';
import { RECORD_LISTS, type RecordKind } from '#shared/imports/data-file-records';

/** The lists an import refuses (no API write creates their records): a load stores them itself. */
export const LOAD_ONLY_LISTS: readonly RecordKind[] = ['nonShipmentMoves', 'documents'];

type FileRecord = { id: string; createdAt?: string };

const byKey = (key: (record: FileRecord) => string) => (a: FileRecord, b: FileRecord) =>
  key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;

/**
 * The data file an import applies for a load: the lists of `file` (a data
 * file validated whole) that an import takes, in the order a first load ranks
 * them. An import adds each new record at the next position of its
 * collection, so master records go in id order and shipments oldest first
 * (`/shipments` lists the newest first), as a load of the file always listed them.
 */
export function importFileText(file: Record<string, unknown>): { text: string; records: number } {
  const lists: Record<string, FileRecord[]> = {};
  let records = 0;
  for (const kind of RECORD_LISTS) {
    const list = file[kind] as FileRecord[] | undefined;
    if (list === undefined || LOAD_ONLY_LISTS.includes(kind)) continue;
    const order =
      kind === 'shipments'
        ? byKey((record) => creationOrderKey({ createdAt: record.createdAt ?? '', id: record.id }))
        : byKey((record) => record.id);
    lists[kind] = [...list].sort(order);
    records += list.length;
  }
  return { text: JSON.stringify(lists), records };
}
