import { listMasterRecordsInIdOrder, masterRecordToItem } from '#shared/data/master-data';
import { itemsOfShipment, listShipmentsNewestFirst } from '#shared/data/shipments';
import { equipmentUseDerivation, everywhereIn } from '#shared/itinerary-rules/index';
import { batchWriteItems } from '#tools/data-file/batch-write';
import { createTestTable } from '../../support/table';
import { consecutiveDates, shipment } from './fixtures';

const CUSTOMERS = 25;
const customerIds = Array.from({ length: CUSTOMERS }, (_, index) => `C-${String(index).padStart(2, '0')}`);
const creationDates = consecutiveDates('2026-01-01', 12);

beforeAll(async () => {
  const tableName = await createTestTable();
  await batchWriteItems(tableName, {
    puts: [
      // Written out of order: the index orders them.
      ...[...customerIds]
        .reverse()
        .map((id) => masterRecordToItem('customer', { id, name: `Customer ${id}` })),
      ...creationDates.flatMap((date, index) =>
        itemsOfShipment(
          { shipment: shipment(`S-${index}`, { createdAt: `${date}T10:00:00Z` }), version: 1 },
          equipmentUseDerivation(everywhereIn('America/Chicago')),
        ),
      ),
      // Other collections share the index and must not leak into this one.
      masterRecordToItem('driver', {
        id: 'D-1',
        name: 'Ana',
        licenseExpires: '',
        medicalExpires: '',
        hazmatExpires: '',
      }),
    ],
    deletes: [],
  });
});

const customerPage = async (offset: number, limit: number) => {
  const page = await listMasterRecordsInIdOrder('customer', { offset, limit });
  return { ids: page.items.map((customer) => customer.id), hasMore: page.hasMore };
};

test.each([
  { offset: 0, limit: 10, ids: customerIds.slice(0, 10), hasMore: true },
  { offset: 10, limit: 10, ids: customerIds.slice(10, 20), hasMore: true },
  { offset: 20, limit: 10, ids: customerIds.slice(20), hasMore: false },
  { offset: 15, limit: 10, ids: customerIds.slice(15), hasMore: false },
  { offset: 0, limit: CUSTOMERS, ids: customerIds, hasMore: false },
  { offset: 0, limit: 1000, ids: customerIds, hasMore: false },
  { offset: 24, limit: 1, ids: customerIds.slice(24), hasMore: false },
  { offset: 23, limit: 1, ids: ['C-23'], hasMore: true },
  { offset: CUSTOMERS, limit: 10, ids: [], hasMore: false },
  { offset: 1000, limit: 10, ids: [], hasMore: false },
])('customers at offset $offset, limit $limit', async ({ offset, limit, ids, hasMore }) => {
  expect(await customerPage(offset, limit)).toEqual({ ids, hasMore });
});

test('stepping the offset by the page size visits every record once, in id order', async () => {
  const visited: string[] = [];
  for (let offset = 0; ; offset += 7) {
    const page = await customerPage(offset, 7);
    visited.push(...page.ids);
    if (!page.hasMore) break;
  }
  expect(visited).toEqual(customerIds);
});

test('shipments list most recently created first', async () => {
  const newestFirst = creationDates.map((_, index) => `S-${index}`).reverse();
  const first = await listShipmentsNewestFirst({ offset: 0, limit: 5 });
  const rest = await listShipmentsNewestFirst({ offset: 5, limit: 100 });
  expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 5));
  expect(first.hasMore).toBe(true);
  expect(rest.items.map((item) => item.id)).toEqual(newestFirst.slice(5));
  expect(rest.hasMore).toBe(false);
  expect(rest.items[0]?.itinerary.moves).toHaveLength(1);
});
