/**
 * A data file (data-format.md) read as a bulk import reads it: the records of
 * its lists, in the order they are applied, or why the file is not one an
 * import takes. Pure: the worker reads the bytes, this reads the text.
 */

/** What one import takes at most (the decisions' "Bulk"). */
export const IMPORT_LIMITS = { maxBytes: 100 * 1024 * 1024, maxRecords: 100_000 } as const;

/**
 * The lists of a data file whose items are records, in the order an import
 * applies them: master data first, so that the shipments after them find what
 * they refer to.
 */
export const RECORD_LISTS = [
  'customers',
  'sites',
  'yards',
  'crossDocks',
  'drivers',
  'carriers',
  'tractors',
  'chassis',
  'containers',
  'trailers',
  'shipments',
  'nonShipmentMoves',
  'documents',
] as const;
export type RecordKind = (typeof RECORD_LISTS)[number];

/** The other top-level keys a data file may have. */
const OTHER_SECTIONS = ['settings', '$schema'];

/** One record of the file: its list, its index there (its JSON path is `kind[index]`) and its value as written. */
export interface FileRecord {
  kind: RecordKind;
  index: number;
  value: unknown;
}

export type FileRecords = { ok: true; records: FileRecord[] } | { ok: false; reason: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The records of a data file's text, or why it is not a data file an import takes. */
export function recordsOfDataFile(text: string): FileRecords {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `The file is not JSON: ${(error as Error).message}` };
  }
  if (!isObject(root)) {
    return {
      ok: false,
      reason: 'The file is not a data file: expected a JSON object of lists such as customers.',
    };
  }
  const known = new Set<string>([...RECORD_LISTS, ...OTHER_SECTIONS]);
  if (!Object.keys(root).some((key) => known.has(key))) {
    return { ok: false, reason: 'The file is not a data file: it has none of the lists of data-format.md.' };
  }
  const records: FileRecord[] = [];
  for (const kind of RECORD_LISTS) {
    const list = root[kind];
    if (list === undefined) continue;
    if (!Array.isArray(list))
      return { ok: false, reason: `The file is not a data file: ${kind} is not a list.` };
    if (records.length + list.length > IMPORT_LIMITS.maxRecords) {
      return { ok: false, reason: `The file has more than ${IMPORT_LIMITS.maxRecords} records.` };
    }
    for (const [index, value] of list.entries()) records.push({ kind, index, value });
  }
  return { ok: true, records };
}

/** The `id` a record declares, as far as it declares one (a refusal names it). */
export const declaredId = (value: unknown): string =>
  isObject(value) && typeof value.id === 'string' ? value.id : '';
