import { readFile } from 'node:fs/promises';
import type { DataSet } from '#shared/domain/types';
import { importDataSet } from '#tools/data-file/import';
import { parseDataFile } from '#tools/data-file/parse';
import { createTestBuckets, createTestTable, type TestTableOptions } from './table';

/** A data file, parsed; fails the test loudly when the file itself is invalid. */
async function dataSetFromFile(path: string): Promise<DataSet> {
  const parsed = parseDataFile(JSON.parse(await readFile(path, 'utf8')));
  if (!parsed.ok) throw new Error(`${path} is invalid:\n${parsed.errors.join('\n')}`);
  return parsed.dataSet;
}

/** A fixture data file of test/fixtures, parsed. */
export const fixtureDataSet = (name: string): Promise<DataSet> => dataSetFromFile(`test/fixtures/${name}`);

/** A fresh table and buckets for this test file, loaded with a data file through the real importer. */
export async function seededStoreFromFile(path: string, table: TestTableOptions = {}): Promise<DataSet> {
  const tableName = await createTestTable(table);
  const { documentsBucket } = await createTestBuckets();
  const dataSet = await dataSetFromFile(path);
  await importDataSet(dataSet, { tableName, documentsBucket });
  return dataSet;
}

/** `seededStoreFromFile` with a fixture of test/fixtures. */
export const seededStore = (name: string, table: TestTableOptions = {}): Promise<DataSet> =>
  seededStoreFromFile(`test/fixtures/${name}`, table);
