import { readFile } from 'node:fs/promises';
import { importDataSet } from '#shared/data/import';
import { parseDataFile } from '#shared/data-file/parse';
import type { DataSet } from '#shared/domain/types';
import { createTestBuckets, createTestTable } from './table';

/** A fixture data file, parsed; fails the test loudly when the fixture itself is invalid. */
export async function fixtureDataSet(name: string): Promise<DataSet> {
  const parsed = parseDataFile(JSON.parse(await readFile(`test/fixtures/${name}`, 'utf8')));
  if (!parsed.ok) throw new Error(`Fixture ${name} is invalid:\n${parsed.errors.join('\n')}`);
  return parsed.dataSet;
}

/** A fresh table and buckets for this test file, loaded with a fixture through the real importer. */
export async function seededStore(name: string): Promise<DataSet> {
  const tableName = await createTestTable();
  const { documentsBucket } = await createTestBuckets();
  const dataSet = await fixtureDataSet(name);
  await importDataSet(dataSet, { tableName, documentsBucket });
  return dataSet;
}
