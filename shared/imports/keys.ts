import type { ItemKey } from '#shared/data/item';
import { joinKey } from '#shared/data/keys';

/** The `entity` attribute of each of the imports' item types; their keys start with it too. */
export const IMPORT_ENTITIES = {
  import: 'IMPORT',
  refusal: 'IMPORTREFUSAL',
} as const;

const importPartition = (id: string) => joinKey(IMPORT_ENTITIES.import, id);

/** One import: its file, status, counts and checkpoint. */
export function importKey(id: string): ItemKey {
  return { pk: importPartition(id), sk: IMPORT_ENTITIES.import };
}

/** Width of a refusal's position in its sort key, so that refusals sort in file order. */
const POSITION_DIGITS = 6;

/** One refused record of an import, in its partition, at the record's position in the file. */
export function refusalKey(importId: string, position: number): ItemKey {
  return {
    pk: importPartition(importId),
    sk: joinKey(IMPORT_ENTITIES.refusal, String(position).padStart(POSITION_DIGITS, '0')),
  };
}

/** What the sort key of every refusal of an import starts with. */
export const REFUSAL_SORT_PREFIX = joinKey(IMPORT_ENTITIES.refusal, '');

/** The imports' item types, as docs/data-model.md describes them. */
export function importItemTypes() {
  return {
    import: {
      entity: IMPORT_ENTITIES.import,
      pk: importPartition('<importId>'),
      sk: IMPORT_ENTITIES.import,
      data: '`ImportRecord`: bucket, file key, status, reason, counts per kind, the checkpoint (`position`: records done)',
    },
    importRefusal: {
      entity: IMPORT_ENTITIES.refusal,
      pk: importPartition('<importId>'),
      sk: joinKey(IMPORT_ENTITIES.refusal, '<position, 6 digits>'),
      data: '`{ kind, id, path, reason }` of one refused record (the first 1,000 of an import)',
    },
  } as const;
}
