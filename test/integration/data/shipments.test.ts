import { config } from '#shared/config';
import { ConcurrentUpdateError } from '#shared/data/errors';
import { setMemberRank } from '#shared/data/ranked-collection';
import type { StoredShipment } from '#shared/domain/types';
import { equipmentUseDerivation, everywhereIn } from '#shared/itinerary-rules/index';
import { itineraryVersion } from '#shared/shipments/itinerary/version-record';
import { listEquipmentUsesEndingFrom } from '#shared/shipments/store/equipment-uses';
import { shipmentKey } from '#shared/shipments/store/keys';
import { freshMoveKeys } from '#shared/shipments/store/move-keys';
import { listDriverPlan } from '#shared/shipments/store/plan-entries';
import {
  getShipment,
  itemsOfShipment,
  putShipmentWithItinerary,
  type ShipmentRecord,
} from '#shared/shipments/store/shipments';
import { batchWriteItems } from '#tools/data-file/batch-write';
import { createTestTable } from '../../support/table';
import { event, move, shipment } from './fixtures';

const everything = { startDate: '2000-01-01' };

/** The version record of a dispatcher's change from `previous` to `next`. */
const versionAfter = (previous: ShipmentRecord, next: StoredShipment) =>
  itineraryVersion({
    shipmentId: next.id,
    version: previous.version + 1,
    before: previous.shipment.itinerary,
    after: next.itinerary,
    changedBy: { role: 'dispatcher', id: 'subject' },
    source: 'api',
    changedAt: new Date(),
  });

beforeAll(async () => {
  const tableName = await createTestTable();
  const stored = shipment('1001', {
    itinerary: {
      moves: [
        move({ driver: { type: 'driver', id: 'D-1' } }),
        move({ driver: { type: 'carrier', id: 'CR-1' }, plannedDate: '2026-11-24', powerUnit: { id: '' } }),
        move({ driver: { type: 'not routed', id: '' }, plannedDate: '' }),
      ],
    },
  });
  await batchWriteItems(tableName, {
    puts: itemsOfShipment(
      { shipment: stored, version: 1 },
      equipmentUseDerivation(everywhereIn('America/Chicago')),
    ),
    deletes: [],
  });
});

test('a shipment reads back with its itinerary and version', async () => {
  const record = await getShipment('1001');
  expect(record?.version).toBe(1);
  expect(record?.shipment.itinerary.moves.map((m) => m.driver.type)).toEqual([
    'driver',
    'carrier',
    'not routed',
  ]);
  expect(await getShipment('404')).toBeUndefined();
});

test('only moves assigned to a driver enter a plan, as a copy of the move with its shipment', async () => {
  expect(await listDriverPlan('D-1', everything)).toEqual([
    {
      kind: 'shipment-move',
      driverId: 'D-1',
      shipment: { id: '1001', orderNumber: 'ORD-1001' },
      moveKey: freshMoveKeys(3)[0],
      move: move({ driver: { type: 'driver', id: 'D-1' } }),
    },
  ]);
  expect(await listDriverPlan('CR-1', everything)).toEqual([]);
});

test('assigned moves use the shipment equipment and their power unit over their event window', async () => {
  const containerUses = await listEquipmentUsesEndingFrom({ kind: 'container', id: 'CONT-1' }, '2026-01-01');
  expect(containerUses).toEqual([
    {
      equipment: { kind: 'container', id: 'CONT-1' },
      assignee: { type: 'driver', id: 'D-1' },
      shipmentId: '1001',
      moveRef: freshMoveKeys(3)[0],
      plannedDate: '2026-11-23',
      // 08:00 and 12:00 in Chicago, kept as instants.
      start: '2026-11-23T14:00:00.000Z',
      end: '2026-11-23T18:00:00.000Z',
    },
    expect.objectContaining({
      assignee: { type: 'carrier', id: 'CR-1' },
      moveRef: freshMoveKeys(3)[1],
      plannedDate: '2026-11-24',
    }),
  ]);
  // Both uses end on the 23rd (the second's events are timed then, whatever its planned date): they are keyed by it.
  expect(await listEquipmentUsesEndingFrom({ kind: 'container', id: 'CONT-1' }, '2026-11-23')).toHaveLength(
    2,
  );
  expect(await listEquipmentUsesEndingFrom({ kind: 'container', id: 'CONT-1' }, '2026-11-24')).toEqual([]);
  expect(await listEquipmentUsesEndingFrom({ kind: 'tractor', id: 'T-1' }, '2026-01-01')).toHaveLength(1);
});

test('an itinerary update moves plan entries and uses with the assignment, atomically and once per version', async () => {
  const previous = (await getShipment('1001'))!;
  const [first, second, third] = previous.shipment.itinerary.moves;
  const reassigned = {
    ...previous.shipment,
    itinerary: {
      moves: [
        { ...first!, driver: { type: 'driver' as const, id: 'D-2' } },
        second!,
        { ...third!, driver: { type: 'driver' as const, id: 'D-1' }, plannedDate: '2026-11-25' },
      ],
    },
  };

  const stored = await putShipmentWithItinerary(
    previous,
    reassigned,
    equipmentUseDerivation(everywhereIn('America/Chicago')),
    versionAfter(previous, reassigned),
  );

  expect(stored.version).toBe(2);
  expect((await getShipment('1001'))?.shipment).toEqual(reassigned);
  expect((await listDriverPlan('D-2', everything)).map((entry) => entry.move.plannedDate)).toEqual([
    '2026-11-23',
  ]);
  const plan = await listDriverPlan('D-1', everything);
  expect(plan).toHaveLength(1);
  // Each move keeps its stored key: reassigning it moves its items, not its identity.
  const keys = freshMoveKeys(3);
  expect(plan[0]).toMatchObject({ kind: 'shipment-move', moveKey: keys[2] });
  const tractorUses = await listEquipmentUsesEndingFrom({ kind: 'tractor', id: 'T-1' }, '2026-01-01');
  expect(tractorUses.map((use) => [use.assignee.id, use.moveRef])).toEqual([
    ['D-2', keys[0]],
    ['D-1', keys[2]],
  ]);

  // A writer that read version 1 lost the race: nothing of its update is applied.
  const late = { ...reassigned, itinerary: { moves: [move({ events: [event()] })] } };
  await expect(
    putShipmentWithItinerary(
      previous,
      late,
      equipmentUseDerivation(everywhereIn('America/Chicago')),
      versionAfter(previous, late),
    ),
  ).rejects.toBeInstanceOf(ConcurrentUpdateError);
  expect((await getShipment('1001'))?.version).toBe(2);
  expect(await listDriverPlan('D-1', everything)).toEqual(plan);
});

test('a load that moved the shipment to another rank since it was read is a lost race: the rank is not written back', async () => {
  const uses = equipmentUseDerivation(everywhereIn('America/Chicago'));
  const ranked = shipment('2001');
  await batchWriteItems(config.tableName, {
    puts: itemsOfShipment({ shipment: ranked, version: 1, rank: 4 }, uses),
    deletes: [],
  });
  const read = (await getShipment('2001'))!;
  expect(read.rank).toBe(4);
  // A load inserted a shipment before it.
  await setMemberRank(config.tableName, shipmentKey('2001'), 5);

  const next = { ...ranked, itinerary: { moves: [move({ hint: 'changed' })] } };
  await expect(putShipmentWithItinerary(read, next, uses, versionAfter(read, next))).rejects.toBeInstanceOf(
    ConcurrentUpdateError,
  );
  const fresh = (await getShipment('2001'))!;
  expect(fresh).toMatchObject({ version: 1, rank: 5 });
  await putShipmentWithItinerary(fresh, next, uses, versionAfter(fresh, next));
  expect(await getShipment('2001')).toMatchObject({ version: 2, rank: 5, shipment: next });
});
