import { afterEach, beforeAll, jest } from '@jest/globals';
import { config } from '#shared/config';
import { getItem } from '#shared/data/get-item';
import type { StoredItem } from '#shared/data/item';
import { keyId } from '#shared/data/item';
import { queryAll } from '#shared/data/query';
import type { Move } from '#shared/domain/types';
import { equipmentUseDerivation, everywhereIn } from '#shared/itinerary-rules/index';
import { shipmentKey } from '#shared/shipments/store/keys';
import { listDriverPlan } from '#shared/shipments/store/plan-entries';
import { derivedItemsOfShipment, getShipment } from '#shared/shipments/store/shipments';
import { assignedMoves, dayAfter, SMALL_DATA_FLEET, storeAssignedItinerary } from './assigned-itineraries';
import { invoke } from './invoke';
import { seededStore } from './seed';

/**
 * Shipments whose changes are written in steps (shared/shipments/store/staged-write.ts),
 * on `small-data.json`: 30 assigned moves given to another driver and tractor
 * are about 180 derived items, two stage transactions and two settle ones.
 */

/** The assigned moves of a staged shipment. */
export const MOVES = 30;
const uses = equipmentUseDerivation(everywhereIn('America/Chicago'));

/** The writes of a staged change, in order: lock, two stage steps, commit, two settle steps, the mark's removal. */
export const STEPS = ['UpdateItemCommand', 'TransactWriteItemsCommand'];

export const getItinerary = (shipmentId: string) =>
  invoke('getItinerary', { pathParameters: { shipmentId } });

/** `count` assigned moves (D-1, T-10) on `small-data.json`, one a day from day `day` on. */
export const movesFrom = (count: number, day: number) =>
  assignedMoves(count, dayAfter('2027-05-01', day), SMALL_DATA_FLEET);

export const putMoves = (shipmentId: string, moves: readonly object[], ifMatch?: string) =>
  invoke('putItinerary', {
    pathParameters: { shipmentId },
    body: { moves },
    ...(ifMatch !== undefined && { headers: { 'if-match': ifMatch } }),
  });

/** Every move given to `driver` with tractor `tractor`. */
export const reassigned = (moves: readonly Move[], driver: string, tractor: string): Move[] =>
  moves.map((move) => ({ ...move, driver: { type: 'driver', id: driver }, powerUnit: { id: tractor } }));

/**
 * A shipment `id` of MOVES assigned moves (D-1, T-10) on days of its own
 * (`slot`: no other shipment's moves compete for its drivers and tractors),
 * and the body that gives them all to D-2 and T-11.
 */
export async function storedStagedShipment(id: string, slot: number) {
  await storeAssignedItinerary(id, movesFrom(MOVES, slot * MOVES));
  const moves = (await getItinerary(id)).body.moves as Move[];
  return { id, moves, toD2: reassigned(moves, 'D-2', 'T-11') };
}

/**
 * For a file of staged-write tests: seeds the store once, restores spies after
 * each test, and names its shipments `${prefix}-N`, each on days of its own.
 */
export function stagedShipmentsOfFile(prefix: string) {
  beforeAll(() => seededStore('small-data.json'));
  afterEach(() => {
    jest.restoreAllMocks();
  });
  let shipments = 0;
  const nextId = () => {
    shipments += 1;
    return { id: `${prefix}-${shipments}`, slot: shipments };
  };
  /** A shipment of MOVES assigned moves (D-1, T-10), and the body that gives them all to D-2 and T-11. */
  const stored = () => {
    const { id, slot } = nextId();
    return storedStagedShipment(id, slot);
  };
  return { nextId, stored };
}

/** The shipment's plan entries and equipment uses as the table holds them, by key. */
export async function storedDerivedItems(id: string): Promise<Map<string, StoredItem>> {
  const partitions = [
    'DRIVER#D-1',
    'DRIVER#D-2',
    'TRACTOR#T-10',
    'TRACTOR#T-11',
    'CONTAINER#MSCU1234567',
    'CHASSIS#CH-7',
  ];
  const items = (
    await Promise.all(
      partitions.map((pk) =>
        queryAll({
          TableName: config.tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
        }),
      ),
    )
  ).flat();
  const ofShipment = items.filter((item) => {
    const data = item.data as { shipment?: { id: string }; shipmentId?: string };
    return data.shipment?.id === id || data.shipmentId === id;
  });
  return new Map(ofShipment.map((item) => [keyId(item as never), item]));
}

/** The shipment's item as the table holds it, marks included. */
export const shipmentItem = (id: string) => getItem(shipmentKey(id));

/** The table holds exactly the derived items the stored itinerary implies, none staged, and no write is under way. */
export async function expectSettled(id: string): Promise<void> {
  const record = (await getShipment(id))!;
  const expected = derivedItemsOfShipment(record, uses);
  const actual = await storedDerivedItems(id);
  expect([...actual.keys()].sort()).toEqual(expected.map((item) => keyId(item)).sort());
  for (const item of expected) expect(actual.get(keyId(item))).toEqual(item);
  const item = await shipmentItem(id);
  expect(item).not.toHaveProperty('staging');
  expect(item).not.toHaveProperty('settling');
}

/** Plan entries of the shipment each driver's plan shows. */
export async function planned(id: string): Promise<{ d1: number; d2: number }> {
  const count = async (driver: string) =>
    (await listDriverPlan(driver, { startDate: '2027-01-01' })).filter(
      (entry) => entry.kind === 'shipment-move' && entry.shipment.id === id,
    ).length;
  return { d1: await count('D-1'), d2: await count('D-2') };
}
