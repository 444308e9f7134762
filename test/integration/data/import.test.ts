import { readFile } from 'node:fs/promises';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { s3 } from '#shared/aws/s3';
import type { StoredItem } from '#shared/data/item';
import { getCurrentDocument, listDocumentTypesOfShipment } from '#shared/documents/store';
import type { DataSet } from '#shared/domain/types';
import { getNonShipmentEvent } from '#shared/non-shipment/store';
import { getItineraryVersion } from '#shared/shipments/store/history';
import { listDriverPlan } from '#shared/shipments/store/plan-entries';
import { getShipment } from '#shared/shipments/store/shipments';
import { importDataSet } from '#tools/data-file/import';
import { parseDataFile } from '#tools/data-file/parse';
import { createTestBuckets, createTestTable } from '../../support/table';

const FIXTURE = new URL('./fixtures/data-set.json', import.meta.url);
const everything = { startDate: '2000-01-01' };

let target: { tableName: string; documentsBucket: string };
let dataSet: DataSet;

async function readFixture(): Promise<DataSet> {
  const parsed = parseDataFile(JSON.parse(await readFile(FIXTURE, 'utf8')));
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.dataSet;
}

/** The whole table in key order: tests may Scan, request paths never do. */
async function scanTable(): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new ScanCommand({ TableName: target.tableName, ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const order = (item: StoredItem) => `${item.pk}\u0000${item.sk}`;
  return items.sort((a, b) => order(a).localeCompare(order(b)));
}

beforeAll(async () => {
  target = {
    tableName: await createTestTable(),
    documentsBucket: (await createTestBuckets()).documentsBucket,
  };
  dataSet = await readFixture();
});

test('importing the same data set twice leaves the same state', async () => {
  const progress: string[] = [];
  const first = await importDataSet(dataSet, { ...target, onProgress: (line) => progress.push(line) });
  const afterFirst = await scanTable();
  const second = await importDataSet(await readFixture(), target);

  expect(await scanTable()).toEqual(afterFirst);
  expect(second).toEqual(first);
  expect(first.counts).toMatchObject({
    customers: 1,
    drivers: 2,
    shipments: 2,
    nonShipmentMoves: 1,
    planEntries: 2,
    documents: 1,
    documentPages: 2,
    itemsDeleted: 0,
  });
  expect(progress.at(-1)).toBe(`Wrote ${first.counts.itemsWritten}/${first.counts.itemsWritten} items`);
});

test('derived values are derived, the rest is kept as it stands', async () => {
  const record = await getShipment('1001');
  const [driverMove, carrierMove] = record?.shipment.itinerary.moves ?? [];
  expect(record?.version).toBe(1);
  expect(driverMove?.events[0]).toMatchObject({ departed: '2026-11-23T08:40:00', completed: true });
  expect(driverMove?.status).toBe('progress');
  expect(carrierMove?.status).toBe('accepted');
  expect(carrierMove?.powerUnit).toEqual({ id: '' });
});

test('documents go to the documents bucket, named by the current-document item', async () => {
  const document = await getCurrentDocument('1001', 'BOL');
  expect(document?.bucket).toBe(target.documentsBucket);
  expect(document?.fileKeys).toEqual([
    `documents/1001/BOL/${document?.submissionId}/1`,
    `documents/1001/BOL/${document?.submissionId}/2`,
  ]);
  const pages = await Promise.all(
    (document?.fileKeys ?? []).map(async (key) => {
      const object = await s3.send(new GetObjectCommand({ Bucket: target.documentsBucket, Key: key }));
      return {
        content: Buffer.from(await object.Body!.transformToByteArray()),
        contentType: object.ContentType,
      };
    }),
  );
  expect(pages).toEqual(
    dataSet.documents[0]?.pages.map((page) => ({
      content: Buffer.from(page.content),
      contentType: page.contentType,
    })),
  );
  expect(await listDocumentTypesOfShipment('1001')).toEqual(['BOL']);
});

test('a changed data set replaces what its shipments and drivers no longer imply', async () => {
  const changed = await readFixture();
  const shipment = changed.shipments[0]!;
  shipment.itinerary.moves[0]!.driver = { type: 'driver', id: 'D-2' };
  changed.nonShipmentMoves = [];

  const summary = await importDataSet(changed, target);

  expect((await listDriverPlan('D-1', everything)).map((entry) => entry.kind)).toEqual([]);
  expect(await listDriverPlan('D-2', everything)).toEqual([
    expect.objectContaining({ kind: 'shipment-move', shipment: { id: '1001', orderNumber: 'ORD-1001' } }),
  ]);
  expect(await getNonShipmentEvent('D-1', 'NS-1')).toBeUndefined();
  expect((await getShipment('1001'))?.version).toBe(2);
  expect((await getShipment('1002'))?.version).toBe(1);
  // The changed itinerary is a version of its own, written with it; the unchanged one has none.
  expect(await getItineraryVersion('1001', 2)).toMatchObject({
    source: 'import',
    changedBy: { role: 'import', id: '' },
    changes: [{ path: 'moves[0].driver.id', from: 'D-1', to: 'D-2' }],
    itinerary: (await getShipment('1001'))?.shipment.itinerary,
  });
  expect(await getItineraryVersion('1002', 2)).toBeUndefined();
  // The old plan entry, the non-shipment move with its two event pointers and its tractor use.
  expect(summary.counts.itemsDeleted).toBe(5);
  const sortKeys = (await scanTable()).map((item) => String(item.sk));
  expect(sortKeys.filter((sk) => sk.startsWith('NSEVENT#'))).toEqual([]);
  expect(sortKeys.filter((sk) => sk.startsWith('PLAN#'))).toHaveLength(1);
});
