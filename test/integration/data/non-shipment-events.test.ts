import { ConcurrentUpdateError } from '#shared/data/errors';
import { equipmentUseDerivation, everywhereIn } from '#shared/itinerary-rules/index';
import { getNonShipmentEvent, itemsOfNonShipmentMove, putNonShipmentMove } from '#shared/non-shipment/store';
import { listEquipmentUsesEndingFrom } from '#shared/shipments/store/equipment-uses';
import { listDriverPlan } from '#shared/shipments/store/plan-entries';
import { batchWriteItems } from '#tools/data-file/batch-write';
import { createTestTable } from '../../support/table';
import { nonShipmentMove } from './fixtures';

const stored = nonShipmentMove('NS-1');

beforeAll(async () => {
  const tableName = await createTestTable();
  await batchWriteItems(tableName, {
    puts: itemsOfNonShipmentMove(
      { move: stored, version: 1 },
      equipmentUseDerivation(everywhereIn('America/Chicago')),
    ),
    deletes: [],
  });
});

test('an event is found by its driver and id, with its move', async () => {
  expect(await getNonShipmentEvent('D-1', 'NS-1-end')).toEqual({
    record: { move: stored, version: 1 },
    eventIndex: 1,
  });
  expect(await getNonShipmentEvent('D-2', 'NS-1')).toBeUndefined();
  expect(await getNonShipmentEvent('D-1', 'NS-404')).toBeUndefined();
});

test('the move is in its driver plan and uses its power unit', async () => {
  expect(await listDriverPlan('D-1', { startDate: '2026-11-23', endDate: '2026-11-23' })).toEqual([
    { kind: 'non-shipment-move', driverId: 'D-1', move: stored },
  ]);
  expect(await listEquipmentUsesEndingFrom({ kind: 'tractor', id: 'T-1' }, '2026-11-23')).toEqual([
    expect.objectContaining({ shipmentId: '', moveRef: 'NS-1', assignee: { type: 'driver', id: 'D-1' } }),
  ]);
});

test('an update is stored once per version', async () => {
  const found = (await getNonShipmentEvent('D-1', 'NS-1'))!;
  const arrived = {
    ...stored,
    status: 'progress' as const,
    events: stored.events.map((event, index) =>
      index === 0 ? { ...event, arrived: '2026-11-23T06:05:00' } : event,
    ),
  };

  const before = Date.now();
  const saved = await putNonShipmentMove(
    found.record,
    arrived,
    equipmentUseDerivation(everywhereIn('America/Chicago')),
  );
  // Stamped with its commit time, to the millisecond: the time of the events it makes.
  expect(saved).toEqual({ move: arrived, version: 2, changedAt: expect.any(String) });
  expect(Date.parse(saved.changedAt!)).toBeGreaterThanOrEqual(before);
  expect((await getNonShipmentEvent('D-1', 'NS-1'))?.record).toEqual(saved);
  await expect(
    putNonShipmentMove(found.record, stored, equipmentUseDerivation(everywhereIn('America/Chicago'))),
  ).rejects.toBeInstanceOf(ConcurrentUpdateError);
});
