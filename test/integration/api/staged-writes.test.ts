import { jest } from '@jest/globals';
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
import { STAGING_TIMEOUT_MS } from '#shared/shipments/store/staged-write';
import {
  assignedMoves,
  dayAfter,
  itineraryBody,
  SMALL_DATA_FLEET,
  storeAssignedItinerary,
} from '../../support/assigned-itineraries';
import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';
import { failingDynamoDbCalls } from '../../support/store-faults';

/**
 * A change larger than one transaction (here: 30 assigned moves moved to
 * another driver and tractor, about 180 derived items) is written in steps
 * with the shipment's version as commit point (shared/shipments/store/staged-write.ts).
 * A process dying after any step leaves the old version readable everywhere,
 * and the next write of the shipment succeeds.
 */

beforeAll(async () => {
  await seededStore('small-data.json');
});

afterEach(() => {
  jest.restoreAllMocks();
});

const MOVES = 30;
const uses = equipmentUseDerivation(everywhereIn('America/Chicago'));
let shipments = 0;

const getItinerary = (shipmentId: string) => invoke('getItinerary', { pathParameters: { shipmentId } });
/** `count` assigned moves (D-1, T-10) on `small-data.json`, one a day from day `day` on. */
const movesFrom = (count: number, day: number) =>
  assignedMoves(count, dayAfter('2027-05-01', day), SMALL_DATA_FLEET);
/** Their PUT body's moves. */
const bodyOf = (count: number, day: number) =>
  itineraryBody(movesFrom(count, day), SMALL_DATA_FLEET.route).moves;

const putMoves = (shipmentId: string, moves: readonly object[], ifMatch?: string) =>
  invoke('putItinerary', {
    pathParameters: { shipmentId },
    body: { moves },
    ...(ifMatch !== undefined && { headers: { 'if-match': ifMatch } }),
  });

/** Every move given to `driver` with tractor `tractor`. */
const reassigned = (moves: readonly Move[], driver: string, tractor: string): Move[] =>
  moves.map((move) => ({ ...move, driver: { type: 'driver', id: driver }, powerUnit: { id: tractor } }));

/** A shipment of MOVES assigned moves (D-1, T-10), and the body that gives them all to D-2 and T-11. */
async function stored() {
  const id = `SW-${++shipments}`;
  // Days of its own: no other shipment's moves compete for the drivers and tractors it is given.
  await storeAssignedItinerary(id, movesFrom(MOVES, shipments * MOVES));
  const moves = (await getItinerary(id)).body.moves as Move[];
  return { id, moves, toD2: reassigned(moves, 'D-2', 'T-11') };
}

/** The shipment's plan entries and equipment uses as the table holds them, by key. */
async function storedDerivedItems(id: string): Promise<Map<string, StoredItem>> {
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

/** The table holds exactly the derived items the stored itinerary implies, none staged, and no write is under way. */
async function expectSettled(id: string): Promise<void> {
  const record = (await getShipment(id))!;
  const expected = derivedItemsOfShipment(record, uses);
  const actual = await storedDerivedItems(id);
  expect([...actual.keys()].sort()).toEqual(expected.map((item) => keyId(item)).sort());
  for (const item of expected) expect(actual.get(keyId(item))).toEqual(item);
  const shipmentItem = await getItem(shipmentKey(id));
  expect(shipmentItem).not.toHaveProperty('staging');
  expect(shipmentItem).not.toHaveProperty('settling');
}

/** Plan entries of the shipment each driver's plan shows. */
async function planned(id: string): Promise<{ d1: number; d2: number }> {
  const count = async (driver: string) =>
    (await listDriverPlan(driver, { startDate: '2027-01-01' })).filter(
      (entry) => entry.kind === 'shipment-move' && entry.shipment.id === id,
    ).length;
  return { d1: await count('D-1'), d2: await count('D-2') };
}

test('a change of about 180 items is stored in steps, and reads as one version', async () => {
  const { id, toD2 } = await stored();
  const put = await putMoves(id, toD2);
  expect(put.body.data?.failure_messages ?? put.status).toBe(200);
  expect(put.headers.etag).toBe('"2"');
  expect((await getItinerary(id)).body.moves.map((move: Move) => move.driver.id)).toEqual(
    Array(MOVES).fill('D-2'),
  );
  expect(await planned(id)).toEqual({ d1: 0, d2: MOVES });
  await expectSettled(id);
  // And back: the write after a staged one is as any other.
  const back = await putMoves(id, reassigned(toD2, 'D-1', 'T-10'), '"2"');
  expect(back.status).toBe(200);
  expect(await planned(id)).toEqual({ d1: MOVES, d2: 0 });
  await expectSettled(id);
});

/** The writes of a staged change, in order: lock, two stage steps, commit, then settling. */
const STEPS = ['UpdateItemCommand', 'TransactWriteItemsCommand'];

describe.each([
  ['after the lock', 1, false],
  ['after the first stage step', 2, false],
  ['after every stage step, before the commit', 3, false],
  ['after the commit, before settling', 4, true],
])('a process dying %s', (_, after, committed) => {
  test(`leaves version ${committed ? 2 : 1} readable everywhere; the next write succeeds and leaves nothing behind`, async () => {
    const { id, moves, toD2 } = await stored();
    // Every write from step `after` on fails, as when the process died there: nothing of it runs.
    const fault = failingDynamoDbCalls(STEPS, { after, times: 1_000 });
    const put = await putMoves(id, toD2).finally(() => fault.remove());
    expect(put.status).toBe(committed ? 200 : 500);

    const read = await getItinerary(id);
    expect(read.headers.etag).toBe(committed ? '"2"' : '"1"');
    expect(read.body.moves.map((move: Move) => move.driver.id)).toEqual(
      Array(MOVES).fill(committed ? 'D-2' : 'D-1'),
    );
    expect(await planned(id)).toEqual(committed ? { d1: 0, d2: MOVES } : { d1: MOVES, d2: 0 });

    const version = committed ? '"2"' : '"1"';
    const next = reassigned(moves, 'D-2', 'T-10');
    if (!committed) {
      // The stopped write's lock holds the shipment until it is older than any request can run.
      expect((await putMoves(id, next, version)).status).toBe(412);
      expect((await putMoves(id, next)).status).toBe(409);
      const now = Date.now();
      jest.spyOn(Date, 'now').mockReturnValue(now + STAGING_TIMEOUT_MS + 1_000);
    }
    const retried = await putMoves(id, next, version);
    expect(retried.body.data?.failure_messages ?? retried.status).toBe(200);
    expect(await planned(id)).toEqual({ d1: 0, d2: MOVES });
    await expectSettled(id);
  });
});

test('200 assigned moves (800 derived items) replacing one are stored, and then removed again', async () => {
  const id = `SW-${++shipments}`;
  await storeAssignedItinerary(id, movesFrom(1, 300));
  const put = await putMoves(id, bodyOf(200, 301));
  expect(put.body.data?.failure_messages ?? put.status).toBe(200);
  await expectSettled(id);
  expect((await storedDerivedItems(id)).size).toBe(800);
  const back = await putMoves(id, bodyOf(1, 300), '"2"');
  expect(back.body.data?.failure_messages ?? back.status).toBe(200);
  await expectSettled(id);
  expect((await storedDerivedItems(id)).size).toBe(4);
});

test('a staged write whose one call fails before its commit rolls itself back: the next write succeeds at once', async () => {
  const { id, moves, toD2 } = await stored();
  const fault = failingDynamoDbCalls(STEPS, { after: 2, times: 1 });
  const put = await putMoves(id, toD2).finally(() => fault.remove());
  expect(put.status).toBe(500);
  expect(await planned(id)).toEqual({ d1: MOVES, d2: 0 });
  await expectSettled(id);
  const retried = await putMoves(id, reassigned(moves, 'D-2', 'T-10'), '"1"');
  expect(retried.body.data?.failure_messages ?? retried.status).toBe(200);
  await expectSettled(id);
});

test('of two staged writes from the same version, one is stored and the other gets 412', async () => {
  const { id, toD2 } = await stored();
  const results = await Promise.all([
    putMoves(id, toD2, '"1"'),
    putMoves(id, reassigned(toD2, 'D-2', 'T-10'), '"1"'),
  ]);
  expect(results.map((result) => result.status).sort()).toEqual([200, 412]);
  await expectSettled(id);
});
