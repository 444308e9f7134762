import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { documentClient } from '#shared/aws/dynamodb';
import { measureDynamoDbUsage } from '#shared/aws/dynamodb-usage';
import { keyOf } from '#shared/data/item';
import { type DataSet, DEFAULT_SETTINGS } from '#shared/domain/types';
import { listMasterRecordsInIdOrder } from '#shared/master-data/store';
import { listShipmentsNewestFirst } from '#shared/shipments/store/shipments';
import {
  deleteSubscription,
  listSubscriptions,
  putNewSubscription,
  type SubscriptionOwner,
  type SubscriptionRecord,
} from '#shared/webhooks/store';
import { batchWriteItems } from '#tools/data-file/batch-write';
import { importDataSet } from '#tools/data-file/import';
import { createTestTable } from '../../support/table';
import { shipment } from './fixtures';

/**
 * Pages are positions in the plain ordered list, whatever sequence of loads
 * built the collection: loads add members at the end, in the middle and at the
 * start, and move shipments by changing their creation time. Loads never remove
 * a shipment or a master record, so these collections have no deletions.
 * Webhook subscriptions are created and deleted one by one (or several at
 * once): their lists, every one and a client's own, have holes where deleted
 * ones were.
 */

let tableName: string;
beforeAll(async () => {
  tableName = await createTestTable();
});

const CUSTOMER_IDS = Array.from({ length: 30 }, (_, index) => `C-${String(index).padStart(2, '0')}`);
const SHIPMENT_IDS = Array.from({ length: 30 }, (_, index) => `S-${String(index).padStart(2, '0')}`);
// Few distinct times: ties between shipments are common, and the id breaks them.
const CREATION_TIMES = ['2026-01-01T10:00:00Z', '2026-01-02T10:00:00Z', '2026-01-03T10:00:00Z'];

const emptyDataSet = (): DataSet => ({
  settings: DEFAULT_SETTINGS,
  customers: [],
  sites: [],
  yards: [],
  crossDocks: [],
  drivers: [],
  carriers: [],
  tractors: [],
  chassis: [],
  containers: [],
  trailers: [],
  shipments: [],
  nonShipmentMoves: [],
  documents: [],
});

interface Load {
  customers: number[];
  shipments: { id: number; createdAt: number }[];
}

const load: fc.Arbitrary<Load> = fc.record({
  customers: fc.uniqueArray(fc.nat(CUSTOMER_IDS.length - 1), { maxLength: 8 }),
  shipments: fc.uniqueArray(
    fc.record({ id: fc.nat(SHIPMENT_IDS.length - 1), createdAt: fc.nat(CREATION_TIMES.length - 1) }),
    { maxLength: 8, selector: (entry) => entry.id },
  ),
});
const page = fc.record({ offset: fc.nat(25), limit: fc.integer({ min: 1, max: 12 }) });

async function emptyTable(): Promise<void> {
  const { Items = [] } = await documentClient.send(
    new ScanCommand({ TableName: tableName, ConsistentRead: true }),
  );
  await batchWriteItems(tableName, { puts: [], deletes: Items.map((item) => keyOf(item as never)) });
}

const slice = <T>(list: readonly T[], { offset, limit }: { offset: number; limit: number }) => ({
  ids: list.slice(offset, offset + limit),
  hasMore: list.length > offset + limit,
});

test('every page is the slice of the ordered list at its offset, after any sequence of loads', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(load, { minLength: 1, maxLength: 4 }),
      fc.array(page, { minLength: 1, maxLength: 4 }),
      async (loads, pages) => {
        await emptyTable();
        const customers = new Set<string>();
        const createdAt = new Map<string, string>();
        for (const { customers: customerIndexes, shipments } of loads) {
          const dataSet = emptyDataSet();
          dataSet.customers = customerIndexes.map((index) => ({
            id: CUSTOMER_IDS[index]!,
            name: 'Customer',
          }));
          dataSet.shipments = shipments.map((entry) =>
            shipment(SHIPMENT_IDS[entry.id]!, { createdAt: CREATION_TIMES[entry.createdAt]! }),
          );
          await importDataSet(dataSet, { tableName, documentsBucket: 'unused' });
          for (const customer of dataSet.customers) customers.add(customer.id);
          for (const { id, createdAt: time } of dataSet.shipments) createdAt.set(id, time);

          const customersInIdOrder = [...customers].sort();
          const shipmentsNewestFirst = [...createdAt]
            .sort(([idA, timeA], [idB, timeB]) => ((timeA === timeB ? idA < idB : timeA < timeB) ? 1 : -1))
            .map(([id]) => id);
          // The last page of each, and the first past the end, besides the generated ones.
          const positions = [
            ...pages,
            { offset: Math.max(customers.size - 3, 0), limit: 3 },
            { offset: createdAt.size, limit: 5 },
          ];
          for (const position of positions) {
            const customerPage = await listMasterRecordsInIdOrder('customer', position);
            expect({
              ids: customerPage.items.map((record) => record.id),
              hasMore: customerPage.hasMore,
            }).toEqual(slice(customersInIdOrder, position));
            const shipmentPage = await listShipmentsNewestFirst(position);
            expect({
              ids: shipmentPage.items.map((record) => record.id),
              hasMore: shipmentPage.hasMore,
            }).toEqual(slice(shipmentsNewestFirst, position));
          }
        }
      },
    ),
    { numRuns: 25 },
  );
  // 25 runs of up to four loads each: about 6 s alone, several times that beside the rest of the suite.
}, 120_000);

test('an offset far past the end is an empty last page', async () => {
  await emptyTable();
  const dataSet = emptyDataSet();
  dataSet.customers = [{ id: 'C-1', name: 'Customer' }];
  dataSet.shipments = [shipment('S-1')];
  await importDataSet(dataSet, { tableName, documentsBucket: 'unused' });
  const farthest = { offset: 2 ** 31 - 1, limit: 10 };
  expect(await listMasterRecordsInIdOrder('customer', farthest)).toEqual({ items: [], hasMore: false });
  expect(await listShipmentsNewestFirst(farthest)).toEqual({ items: [], hasMore: false });
  expect((await listShipmentsNewestFirst({ offset: 0, limit: 10 })).items.map((s) => s.id)).toEqual(['S-1']);
});

const CLIENTS: SubscriptionOwner[] = [
  { type: 'client', id: 'client-a' },
  { type: 'client', id: 'client-b' },
];
const PERSON: SubscriptionOwner = { type: 'user', id: 'dispatcher' };

let subscriptionsMade = 0;
function newSubscription(owner: SubscriptionOwner) {
  subscriptionsMade += 1;
  return {
    id: `sub-${String(subscriptionsMade).padStart(6, '0')}`,
    owner,
    url: 'http://127.0.0.1:9/hook',
    events: ['itinerary.updated' as const],
    description: '',
    secret: 'whsec_c2VjcmV0',
    createdAt: new Date(Date.UTC(2026, 10, 25) + subscriptionsMade).toISOString(),
  };
}

type SubscriptionStep =
  /** Created at once (their order is the order they commit in): owner 0 and 1 are clients, 2 a person. */
  | { kind: 'create'; owners: number[] }
  /** Deletes the `nth` live subscription (modulo how many there are). */
  | { kind: 'delete'; nth: number };
const subscriptionStep: fc.Arbitrary<SubscriptionStep> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      owners: fc.array(fc.nat(2), { minLength: 1, maxLength: 4 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), nth: fc.nat(40) }) },
);

test('every page of subscriptions is the slice of the ordered list at its offset, after any creations and deletions', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(subscriptionStep, { minLength: 1, maxLength: 10 }),
      fc.array(page, { minLength: 1, maxLength: 3 }),
      async (steps, pages) => {
        await emptyTable();
        const live: SubscriptionRecord[] = [];
        for (const step of steps) {
          if (step.kind === 'create') {
            const owners = step.owners.map((index) => CLIENTS[index] ?? PERSON);
            live.push(
              ...(await Promise.all(owners.map((owner) => putNewSubscription(newSubscription(owner))))),
            );
          } else if (live.length > 0) {
            const [deleted] = live.splice(step.nth % live.length, 1);
            await deleteSubscription(deleted!);
          }
        }
        // Creation order is the order the creations committed in: the ranks they were given.
        const all = [...live].sort((a, b) => a.ranks.all! - b.ranks.all!);
        expect(new Set(all.map((record) => record.ranks.all)).size).toBe(all.length);
        const lists: { owner?: SubscriptionOwner; ids: string[] }[] = [
          { ids: all.map((record) => record.subscription.id) },
          ...CLIENTS.map((owner) => ({
            owner,
            ids: all
              .filter((record) => record.subscription.owner?.id === owner.id)
              .sort((a, b) => a.ranks.owned! - b.ranks.owned!)
              .map((record) => record.subscription.id),
          })),
        ];
        for (const { owner, ids } of lists) {
          const positions = [
            ...pages,
            { offset: Math.max(ids.length - 3, 0), limit: 3 },
            { offset: ids.length, limit: 2 },
          ];
          for (const position of positions) {
            const listed = await listSubscriptions(position, owner);
            expect({
              ids: listed.items.map((subscription) => subscription.id),
              hasMore: listed.hasMore,
            }).toEqual(slice(ids, position));
          }
        }
      },
    ),
    { numRuns: 25 },
  );
}, 120_000);

test('a far page of subscriptions, past deleted ones, costs what the first page costs', async () => {
  await emptyTable();
  const [client] = CLIENTS;
  const records: SubscriptionRecord[] = [];
  for (let index = 0; index < 60; index++) records.push(await putNewSubscription(newSubscription(client!)));
  for (const index of [3, 17, 18, 40, 59]) await deleteSubscription(records[index]!);
  for (const owner of [undefined, client]) {
    const first = await measureDynamoDbUsage(() => listSubscriptions({ offset: 0, limit: 5 }, owner));
    const far = await measureDynamoDbUsage(() => listSubscriptions({ offset: 50, limit: 5 }, owner));
    expect(far.result.items.map((subscription) => subscription.id)).toEqual(
      [50, 51, 52, 53, 54].map(
        (position) =>
          records.filter((_, index) => ![3, 17, 18, 40, 59].includes(index))[position]!.subscription.id,
      ),
    );
    expect(far.usage.requests).toBeLessThanOrEqual(3);
    expect(far.usage.requests).toBe(first.usage.requests);
    expect(far.usage.capacityUnits).toBe(first.usage.capacityUnits);
    const farthest = await listSubscriptions({ offset: 2 ** 31 - 1, limit: 10 }, owner);
    expect(farthest).toEqual({ items: [], hasMore: false });
  }
}, 60_000);
