import { describeZoneReport } from '#tools/data-file/location-zones';
import { readDataFile } from '#tools/data-file/parse';
import { isStoreUnreachable } from '#tools/local-stack/store-retry';

export interface LoadTarget {
  tableName: string;
  /** Where the file's documents go; may be empty only when the file has none. */
  documentsBucket: string;
}

/**
 * Validates a data file whole, then imports it, printing progress and a
 * summary per kind: a bad file is refused with the path of every bad value
 * and nothing is written. Returns whether it loaded.
 */
export async function loadDataFile(
  file: string,
  target: LoadTarget,
  /** A store that cannot be reached is thrown, for a caller that waits for it to come back (npm start). */
  { throwUnreachable = false } = {},
): Promise<boolean> {
  const parsed = await readDataFile(file);
  if (!parsed.ok) {
    console.error(
      `${file} was refused; nothing was written:\n${parsed.errors.map((e) => `  - ${e}`).join('\n')}`,
    );
    return false;
  }
  if (parsed.dataSet.documents.length > 0 && target.documentsBucket === '') {
    console.error(`${file} has documents: name their bucket with --documents-bucket or DOCUMENTS_BUCKET.`);
    return false;
  }
  // Loaded after validation: the clients read their endpoints from the environment when first imported.
  const { importDataSet } = await import('#tools/data-file/import');
  // On a terminal the progress line is rewritten in place; in a log, only the summary is printed.
  const showProgress = (line: string) => process.stdout.write(`\r${line}\u001b[K`);
  try {
    const { counts } = await importDataSet(parsed.dataSet, {
      ...target,
      ...(process.stdout.isTTY && { onProgress: showProgress }),
    });
    if (process.stdout.isTTY) process.stdout.write('\n');
    const width = Math.max(...Object.keys(counts).map((kind) => kind.length));
    console.log(`Loaded ${file} into ${target.tableName}:`);
    for (const [kind, count] of Object.entries(counts)) console.log(`  ${kind.padEnd(width)}  ${count}`);
    for (const line of describeZoneReport(parsed.timeZones, parsed.dataSet.settings.timeZone))
      console.log(line);
    return true;
  } catch (error) {
    if (throwUnreachable && isStoreUnreachable(error)) throw error;
    console.error(
      `\nThe load into ${target.tableName} failed: ${(error as Error).message}\nLoading the file again completes it.`,
    );
    return false;
  }
}
