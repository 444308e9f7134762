import { randomUUID } from 'node:crypto';
import type { ImportResult } from '#tools/data-file/import-client';
import { describeZoneReport } from '#tools/data-file/location-zones';
import { readDataFile } from '#tools/data-file/parse';
import { isStoreUnreachable } from '#tools/local-stack/store-retry';

export interface LoadTarget {
  tableName: string;
  /** Where the file's documents go; may be empty only when the file has none. */
  documentsBucket: string;
}

/** A data file validated whole: its data set, or false once every bad value is printed. */
async function validated(file: string) {
  const parsed = await readDataFile(file);
  if (!parsed.ok) {
    console.error(
      `${file} was refused; nothing was written:\n${parsed.errors.map((e) => `  - ${e}`).join('\n')}`,
    );
    return false;
  }
  return parsed;
}

/** A table of the import's counts per kind, then its refusals: what an operator reads after a load. */
export function describeImport(result: ImportResult): string[] {
  const kinds = Object.entries(result.counts);
  const width = Math.max(4, ...kinds.map(([kind]) => kind.length));
  const columns = ['created', 'updated', 'unchanged', 'refused'] as const;
  const lines = [
    `  ${'kind'.padEnd(width)}  ${columns.map((column) => column.padStart(9)).join(' ')}`,
    ...kinds.map(
      ([kind, counts]) =>
        `  ${kind.padEnd(width)}  ${columns.map((column) => String(counts?.[column] ?? 0).padStart(9)).join(' ')}`,
    ),
  ];
  if (result.status === 'failed') lines.push(`The import failed: ${result.reason}`);
  if (result.refusals.length > 0) {
    lines.push(`Refused (${result.refusals.length}); the other records were applied:`);
    lines.push(...result.refusals.map((refusal) => `  - ${refusal.path}: ${refusal.reason}`));
  }
  return lines;
}

/** An import that applied every record. */
const whole = (result: ImportResult) => result.status === 'completed' && result.refusals.length === 0;

/**
 * Validates a data file whole, then loads it: a bad file is refused with the
 * path of every bad value and nothing is written. Master data and shipments
 * go through the bulk import, run in this process against the environment's
 * table and drop bucket (TABLE_NAME, DROP_BUCKET): the API's write path,
 * with its checks, versions and events. What no API write creates (settings,
 * non-shipment moves, documents) is stored first, by the load itself.
 * Prints a summary per kind and returns whether every record was applied.
 */
export async function loadDataFile(
  file: string,
  target: LoadTarget,
  /** A store that cannot be reached is thrown, for a caller that waits for it to come back (npm start). */
  { throwUnreachable = false } = {},
): Promise<boolean> {
  const parsed = await validated(file);
  if (parsed === false) return false;
  if (parsed.dataSet.documents.length > 0 && target.documentsBucket === '') {
    console.error(`${file} has documents: name their bucket with --documents-bucket or DOCUMENTS_BUCKET.`);
    return false;
  }
  // Loaded after validation: the clients read their endpoints from the environment when first imported.
  const { storeLoadOnlyLists } = await import('#tools/data-file/load-only-lists');
  const { importFileText } = await import('#tools/data-file/import-file');
  const { importInProcess } = await import('#tools/data-file/import-client');
  // On a terminal the progress line is rewritten in place; in a log, only the summary is printed.
  const progress = (line: string) => {
    if (process.stdout.isTTY) process.stdout.write(`\r${line}\u001b[K`);
  };
  try {
    const loadOnly = await storeLoadOnlyLists(parsed.dataSet, { ...target, onProgress: progress });
    const { text, records } = importFileText(parsed.file);
    const result = await importInProcess(text, {
      // Where issued uploads go: the drop bucket expires them.
      fileKey: `uploads/imports/${randomUUID()}.json`,
      onApplied: (applied) => progress(`Applied ${applied}/${records} records`),
    });
    if (process.stdout.isTTY) process.stdout.write('\n');
    console.log(`Loaded ${file} into ${target.tableName}:`);
    for (const line of describeImport(result)) console.log(line);
    for (const [kind, count] of Object.entries(loadOnly))
      console.log(`  ${kind}: ${count} (stored by the load)`);
    for (const line of describeZoneReport(parsed.timeZones, parsed.dataSet.settings.timeZone))
      console.log(line);
    return whole(result);
  } catch (error) {
    if (throwUnreachable && isStoreUnreachable(error)) throw error;
    console.error(
      `\nThe load into ${target.tableName} failed: ${(error as Error).message}\nLoading the file again completes it.`,
    );
    return false;
  }
}

/**
 * Validates a data file whole, then imports it into a deployed stage through
 * its API (POST /imports): master data and shipments, with every check of the
 * API. Settings, non-shipment moves and documents are not sent: no API write
 * creates them. Returns whether every record was applied.
 */
export async function importDataFileThroughApi(
  file: string,
  api: { apiUrl: string; token: string },
): Promise<boolean> {
  const parsed = await validated(file);
  if (parsed === false) return false;
  const { importFileText, LOAD_ONLY_LISTS } = await import('#tools/data-file/import-file');
  const { importThroughApi } = await import('#tools/data-file/import-client');
  const skipped = ['settings', ...LOAD_ONLY_LISTS].filter((list) => parsed.file[list] !== undefined);
  if (skipped.length > 0)
    console.log(
      `Not sent (no API write creates them; a load into a table stores them): ${skipped.join(', ')}`,
    );
  try {
    const result = await importThroughApi(importFileText(parsed.file).text, {
      ...api,
      onStatus: (status) => process.stdout.isTTY && process.stdout.write(`\rImport ${status}\u001b[K`),
    });
    if (process.stdout.isTTY) process.stdout.write('\n');
    console.log(`Imported ${file} through ${api.apiUrl} (${result.self}):`);
    for (const line of describeImport(result)) console.log(line);
    return whole(result);
  } catch (error) {
    console.error(`The import through ${api.apiUrl} failed: ${(error as Error).message}`);
    return false;
  }
}
