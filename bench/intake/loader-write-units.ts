import { randomUUID } from 'node:crypto';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { dynamodb } from '#shared/aws/dynamodb';
import { importDataSet } from '#tools/data-file/import';
import { parseDataFile } from '#tools/data-file/parse';
import { ensureTable } from '#tools/local-stack/provision';
import { measureClientUsage } from '../support/client-meter';
import type { DataFile } from './import-file';

/** The prefix of the tables the loader is measured in. */
export const LOADER_TABLE_PREFIX = 'bench-loader-';

/** What the loader writes loading `file` into a table of its own, and how long it takes. */
export async function loaderWriteUnits(
  file: DataFile,
  documentsBucket: string,
): Promise<{ writeUnits: number; wallMs: number }> {
  const parsed = parseDataFile(file);
  if (!parsed.ok) throw new Error(`The loader's file is invalid: ${parsed.errors.slice(0, 3).join('; ')}`);
  const tableName = `${LOADER_TABLE_PREFIX}${randomUUID()}`;
  // No stream: DynamoDB Local keeps a deleted table's stream records, and every later write to a
  // table with a stream (the events sections') slows down with them.
  await ensureTable(dynamodb, tableName, { stream: false });
  try {
    const startedAt = performance.now();
    const { usage } = await measureClientUsage(() =>
      importDataSet(parsed.dataSet, { tableName, documentsBucket }),
    );
    return { writeUnits: usage.writeUnits, wallMs: performance.now() - startedAt };
  } finally {
    await dynamodb.send(new DeleteTableCommand({ TableName: tableName }));
  }
}
