import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, dynamodb } from '#shared/aws/dynamodb';
import { decompressJson } from '#shared/data/compressed-json';
import { IMPORT_ENTITIES } from '#shared/imports/keys';
import { runImport } from '#shared/imports/run-import';
import { MASTER_PREFIXES } from '#shared/master-data/keys';
import { importDataSet } from '#tools/data-file/import';
import { importFileText, LOAD_ONLY_LISTS } from '#tools/data-file/import-file';
import { storeLoadOnlyLists } from '#tools/data-file/load-only-lists';
import { parseDataFile } from '#tools/data-file/parse';
import { ensureTable } from '#tools/local-stack/provision';
import { createTestBuckets, createTestTable } from '../../support/table';
import { dropFile, settledImport, startImport } from '../imports/support';

/*
 * The fixture loader (`importDataSet`) seeds test and bench tables with
 * batched writes; the service and operators write through the import. This
 * file loads one data file both ways, each into a table of its own, and
 * compares every item: the loader may be faster, never different.
 */

type StoredItem = Record<string, unknown>;

let importTable: string;
let loaderTable: string;
let documentsBucket: string;

beforeAll(async () => {
  // The import writes to the configured table; the loader is told its own, as the benches do.
  importTable = await createTestTable();
  ({ documentsBucket } = await createTestBuckets());
  loaderTable = `test-loader-${randomUUID()}`;
  await ensureTable(dynamodb, loaderTable, { stream: false });
});
afterAll(async () => {
  await dynamodb.send(new DeleteTableCommand({ TableName: loaderTable }));
});

/**
 * The demo data file with every record kind an import applies, and one more
 * shipment, without moves (the demo's all have some). The lists an import
 * refuses by design (non-shipment moves, documents: no API write creates
 * them, a load stores them itself) are left out: the import never writes them.
 */
async function everyImportedKind(): Promise<Record<string, unknown>> {
  const demo = JSON.parse(await readFile('data/demo.json', 'utf8')) as Record<string, unknown>;
  const file = Object.fromEntries(
    Object.entries(demo).filter(([list]) => !(LOAD_ONLY_LISTS as readonly string[]).includes(list)),
  );
  const shipments = file.shipments as Record<string, unknown>[];
  const withoutMoves = { ...shipments[0], id: '9001', orderNumber: 'ORD-9001', moves: [] };
  return { ...file, shipments: [...shipments, withoutMoves] };
}

async function scanAll(tableName: string): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new ScanCommand({ TableName: tableName, ConsistentRead: true, ExclusiveStartKey }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey !== undefined);
  const key = (item: StoredItem) => `${String(item.pk)} | ${String(item.sk)}`;
  return items.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

const importEntities = new Set<unknown>(Object.values(IMPORT_ENTITIES));
const masterEntities = new Set<string>(Object.values(MASTER_PREFIXES));

/**
 * An item with only the fields that must differ between two writes of the
 * same file removed, each for its reason; everything else is compared as stored.
 */
function comparable(item: StoredItem): StoredItem {
  // The import's mark of the creation it wrote (import id and position): the loader writes for no import.
  const { writtenBy: _writtenBy, ...rest } = item;
  // A master record's `changedAt` is the time of its write: each side wrote at its own time.
  if (masterEntities.has(String(rest.entity))) {
    const { changedAt: _changedAt, ...record } = rest;
    return record;
  }
  if (rest.payload !== undefined) {
    // A version record's summary holds the time of its write (`changedAt`). Its payload (gzip) is
    // compared whole, as the JSON it holds, so that a difference reads as the change it is.
    const { changedAt: _changedAt, ...summary } = rest.data as StoredItem;
    return { ...rest, data: summary, payload: decompressJson(rest.payload) };
  }
  return rest;
}

/**
 * The items the data file led to: all but the import's own records (the
 * import, whose item is its checkpoint, and its refusals), which a load has no reason to write.
 */
const dataItems = (items: readonly StoredItem[]) =>
  items.filter((item) => !importEntities.has(item.entity)).map(comparable);

const countsByEntity = (items: readonly StoredItem[]) =>
  Object.fromEntries(
    [...new Set(items.map((item) => String(item.entity)))]
      .sort()
      .map((entity) => [entity, items.filter((item) => item.entity === entity).length]),
  );

test('the fixture loader writes every item the import writes for the same data file, equal but for write times and the import marks', async () => {
  const file = await everyImportedKind();
  const parsed = parseDataFile(file);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));

  await importDataSet(parsed.dataSet, { tableName: loaderTable, documentsBucket });

  // As `npm run import` does: what no API write creates (settings, the schema mark) first, then the import.
  await storeLoadOnlyLists(parsed.dataSet, { tableName: importTable, documentsBucket });
  await dropFile('sync/equivalence.json', importFileText(file).text);
  const importId = await startImport('sync/equivalence.json');
  while ((await runImport(importId)) === 'continue') {}
  expect(await settledImport(importId)).toMatchObject({ status: 'completed', refusals: [] });

  const loaded = dataItems(await scanAll(loaderTable));
  const imported = dataItems(await scanAll(importTable));
  // Every kind the import applies, and what shipments imply, is there to compare.
  expect(Object.keys(countsByEntity(loaded))).toEqual(
    expect.arrayContaining([
      ...masterEntities,
      'SHIPMENT',
      'ITINERARY_PAGE',
      'ITINERARY_VERSION',
      'PLAN',
      'USE',
      'COUNT',
    ]),
  );
  expect(countsByEntity(imported)).toEqual(countsByEntity(loaded));
  expect(imported).toEqual(loaded);
});
