import { measureDynamoDbUsage } from '#shared/aws/dynamodb-usage';
import type { ItineraryEvent } from '#shared/domain/types';
import { listDriverPlan, type PlanEntry, planEntryToItem } from '#shared/shipments/store/plan-entries';
import { batchWriteItems } from '#tools/data-file/batch-write';
import { createTestTable } from '../../support/table';
import { consecutiveDates, event, move, nonShipmentMove } from './fixtures';

/** A move on `date` that starts with `first`. */
function shipmentMoveOn(
  driverId: string,
  date: string,
  first: Partial<ItineraryEvent>,
  shipmentId: string,
): PlanEntry {
  return {
    kind: 'shipment-move',
    driverId,
    shipment: { id: shipmentId, orderNumber: `ORD-${shipmentId}` },
    moveKey: 'a0',
    move: move({
      driver: { type: 'driver', id: driverId },
      plannedDate: date,
      events: [event(first), event({ type: 'drop-destination' })],
    }),
  };
}

/** A history of one move a day before the planning window, then the same five upcoming moves. */
function planOf(driverId: string, pastMoves: number): PlanEntry[] {
  const past = consecutiveDates('2010-01-01', pastMoves).map((date, day) =>
    shipmentMoveOn(driverId, date, { scheduled: `${date}T08:00:00` }, `past-${day}`),
  );
  return [
    ...past,
    shipmentMoveOn(driverId, '2026-11-23', { scheduled: '2026-11-23T14:00:00' }, 'late'),
    // Its appointment, not its later scheduled time, places it first among the day's shipment moves.
    shipmentMoveOn(
      driverId,
      '2026-11-23',
      {
        scheduled: '2026-11-23T23:00:00',
        appointment: { start: '2026-11-23T07:00:00', end: '', number: '' },
      },
      'early',
    ),
    {
      kind: 'non-shipment-move',
      driverId,
      move: nonShipmentMove(`NS-${driverId}`, { driverId, plannedDate: '2026-11-23' }),
    },
    shipmentMoveOn(driverId, '2026-11-24', { scheduled: '2026-11-24T09:00:00' }, 'next-day'),
    shipmentMoveOn(driverId, '2026-12-31', { scheduled: '2026-12-31T09:00:00' }, 'year-end'),
  ];
}

const shipmentIdsOf = (entries: PlanEntry[]) =>
  entries.map((entry) => (entry.kind === 'shipment-move' ? entry.shipment.id : entry.move.id));

beforeAll(async () => {
  const tableName = await createTestTable();
  const entries = [...planOf('D-SHORT', 100), ...planOf('D-LONG', 2_000)];
  await batchWriteItems(tableName, { puts: entries.map((entry) => planEntryToItem(entry)), deletes: [] });
});

test('a date range returns its moves by date, then by first appointment or scheduled time', async () => {
  expect(
    shipmentIdsOf(await listDriverPlan('D-LONG', { startDate: '2026-11-23', endDate: '2026-11-24' })),
  ).toEqual(['NS-D-LONG', 'early', 'late', 'next-day']);
});

test('without an end date, every move from the start date on', async () => {
  expect(shipmentIdsOf(await listDriverPlan('D-LONG', { startDate: '2026-11-24' }))).toEqual([
    'next-day',
    'year-end',
  ]);
});

test('both ends of the range are inclusive; an empty range is empty', async () => {
  expect(
    shipmentIdsOf(await listDriverPlan('D-LONG', { startDate: '2026-12-31', endDate: '2026-12-31' })),
  ).toEqual(['year-end']);
  expect(await listDriverPlan('D-LONG', { startDate: '2026-11-25', endDate: '2026-12-30' })).toEqual([]);
  expect(await listDriverPlan('D-NOBODY', { startDate: '2026-01-01' })).toEqual([]);
});

test("one query whose consumed capacity does not grow with the driver's history", async () => {
  const range = { startDate: '2026-11-23', endDate: '2026-12-31' };
  const short = await measureDynamoDbUsage(() => listDriverPlan('D-SHORT', range));
  const long = await measureDynamoDbUsage(() => listDriverPlan('D-LONG', range));

  expect(long.result).toHaveLength(5);
  expect(short.usage.requests).toBe(1);
  expect(long.usage.requests).toBe(1);
  expect(short.usage.capacityUnits).toBeGreaterThan(0);
  expect(long.usage.capacityUnits).toBe(short.usage.capacityUnits);

  // The measurement does see size: reading the whole long history costs far more.
  const history = await measureDynamoDbUsage(() => listDriverPlan('D-LONG', { startDate: '2000-01-01' }));
  expect(history.usage.capacityUnits).toBeGreaterThan(100 * long.usage.capacityUnits);
});
