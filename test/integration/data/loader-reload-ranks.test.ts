import { readFile } from 'node:fs/promises';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, dynamodb } from '#shared/aws/dynamodb';
import { COLLECTION_ENTITIES } from '#shared/data/keys';
import type { DataSet, StoredShipment } from '#shared/domain/types';
import { masterCollectionPartition } from '#shared/master-data/keys';
import { MASTER_KINDS, type MasterKind } from '#shared/master-data/store';
import { SHIPMENT_COLLECTION } from '#shared/shipments/store/partition';
import { importDataSet } from '#tools/data-file/import';
import { parseDataFile } from '#tools/data-file/parse';
import { createTestBuckets, createTestTable } from '../../support/table';
import { snapshotTable } from '../../support/table-snapshot';

/*
 * A load of shipments that are all stored already (the itinerary-edits bench
 * reloads one before every edit) ranks them without reading their
 * collections, whose every member it would otherwise read: each keeps its
 * rank. A shipment that is new, or whose creation time changed, still ranks
 * among every stored one, as a load of the whole data set would rank it.
 */

let documentsBucket: string;
let demo: DataSet;

beforeAll(async () => {
  ({ documentsBucket } = await createTestBuckets());
  const parsed = parseDataFile(JSON.parse(await readFile('data/demo.json', 'utf8')));
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  demo = parsed.dataSet;
});

const RELOADED = '1004';

/** A table loaded with `dataSet`. */
async function loadedTable(dataSet: DataSet): Promise<string> {
  const tableName = await createTestTable();
  await importDataSet(dataSet, { tableName, documentsBucket });
  return tableName;
}

/**
 * `shipments` with what the bench reloads beside them: the settings and the
 * locations their zones come from, and no other list.
 */
const reloadOf = (shipments: StoredShipment[]): DataSet => ({
  ...demo,
  ...Object.fromEntries(Object.values(MASTER_KINDS).map(({ dataSetList }) => [dataSetList, []])),
  sites: demo.sites,
  yards: demo.yards,
  crossDocks: demo.crossDocks,
  shipments,
  nonShipmentMoves: [],
  documents: [],
});

const demoShipment = (id: string) => demo.shipments.find((shipment) => shipment.id === id)!;

/** An attribute as the document client sends it: plain until it marshals it, typed after. */
type Attribute = string | { S?: string } | undefined;
const textOf = (value: Attribute) => (typeof value === 'string' ? value : (value?.S ?? ''));

/** What `work` asked of the ranked collections: the index partitions it queried, the counts it put, the members it moved. */
async function collectionCalls(work: () => Promise<unknown>) {
  const calls = { queried: [] as string[], countsPut: 0, ranksSet: 0 };
  const name = 'recordCollectionCalls';
  dynamodb.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as {
        IndexName?: string;
        ExpressionAttributeValues?: Record<string, Attribute>;
        Item?: { entity?: Attribute };
        UpdateExpression?: string;
      };
      if (context.commandName === 'QueryCommand' && input.IndexName === 'gsi1')
        calls.queried.push(textOf(input.ExpressionAttributeValues?.[':collection']));
      if (
        context.commandName === 'PutItemCommand' &&
        textOf(input.Item?.entity) === COLLECTION_ENTITIES.count
      )
        calls.countsPut += 1;
      if (context.commandName === 'UpdateItemCommand' && input.UpdateExpression === 'SET gsi1sk = :rank')
        calls.ranksSet += 1;
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    await work();
    return calls;
  } finally {
    dynamodb.middlewareStack.remove(name);
  }
}

const COLLECTIONS = [
  ...(Object.keys(MASTER_KINDS) as MasterKind[]).map(masterCollectionPartition),
  SHIPMENT_COLLECTION,
];

/** Every member's rank in every collection, and each collection's count, as stored. */
async function ranksOf(tableName: string) {
  const collections = await Promise.all(
    COLLECTIONS.map(async (partition) => {
      const members = await documentClient.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :collection',
          ExpressionAttributeValues: { ':collection': partition },
        }),
      );
      const count = await documentClient.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :collection',
          ExpressionAttributeValues: { ':collection': partition },
        }),
      );
      return [
        partition,
        {
          members: (members.Items ?? []).map(({ pk, gsi1sk }) => `${String(pk)} at ${String(gsi1sk)}`),
          count: count.Items?.map((item) => item.data),
        },
      ];
    }),
  );
  return Object.fromEntries(collections);
}

test('reloading a stored shipment as it stands reads no collection and leaves every item as it was', async () => {
  const tableName = await loadedTable(demo);
  const before = await snapshotTable(tableName);

  const calls = await collectionCalls(() =>
    importDataSet(reloadOf([demoShipment(RELOADED)]), { tableName, documentsBucket }),
  );

  // What loading the same records again through a read of every collection left: every item as it was.
  expect(await snapshotTable(tableName)).toEqual(before);
  expect(calls).toEqual({ queried: [], countsPut: 0, ranksSet: 0 });
});

test('a reloaded shipment created at another time ranks among every stored one, as a whole load ranks it', async () => {
  const earliest = { ...demoShipment(RELOADED), createdAt: '2020-01-01T00:00:00Z' };
  const tableName = await loadedTable(demo);

  const calls = await collectionCalls(() =>
    importDataSet(reloadOf([earliest]), { tableName, documentsBucket }),
  );

  const whole = await loadedTable({
    ...demo,
    shipments: demo.shipments.map((shipment) => (shipment.id === RELOADED ? earliest : shipment)),
  });
  expect(await ranksOf(tableName)).toEqual(await ranksOf(whole));
  // Only the shipments: the locations it brings are all stored where they were.
  expect(calls.queried).toEqual([SHIPMENT_COLLECTION]);
  expect(calls.ranksSet).toBeGreaterThan(0);
  expect(calls.countsPut).toBe(1);
});

test('a new shipment loaded beside a stored one ranks among every stored one, as a whole load ranks it', async () => {
  const added = {
    ...demoShipment(RELOADED),
    id: '9001',
    orderNumber: 'ORD-9001',
    createdAt: '2026-01-01T00:00:00Z',
  };
  const tableName = await loadedTable(demo);

  const calls = await collectionCalls(() =>
    importDataSet(reloadOf([demoShipment(RELOADED), added]), { tableName, documentsBucket }),
  );

  const whole = await loadedTable({ ...demo, shipments: [...demo.shipments, added] });
  expect(await ranksOf(tableName)).toEqual(await ranksOf(whole));
  expect(calls.queried).toEqual([SHIPMENT_COLLECTION]);
  expect(calls.countsPut).toBe(1);
});
