import { dynamodb } from '#shared/aws/dynamodb';
import type { Move } from '#shared/domain/types';
import { listDriverPlan } from '#shared/shipments/store/plan-entries';
import { measureClientUsage } from '../../../bench/support/client-meter';
import {
  assignedMove,
  assignedMoves,
  dayAfter,
  itineraryBody,
  type ModelMove,
  SMALL_DATA_FLEET,
  storeAssignedItinerary,
} from '../../support/assigned-itineraries';
import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';

/**
 * Structural edits of long assigned itineraries write what they change:
 * derived items are keyed by a move's stored key and pages start where keys
 * draw a start, so one move inserted or removed anywhere touches that move's
 * items, its neighbours' and one or two pages (decisions, "Itinerary size").
 */

beforeAll(async () => {
  await seededStore('small-data.json');
});

/** The items of each TransactWriteItems sent while `work` runs. */
async function transactionSizes<T>(work: () => Promise<T>): Promise<{ result: T; sizes: number[] }> {
  const sizes: number[] = [];
  const name = 'countTransactionItems';
  dynamodb.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'TransactWriteItemsCommand') {
        sizes.push((args.input as { TransactItems: unknown[] }).TransactItems.length);
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await work(), sizes };
  } finally {
    dynamodb.middlewareStack.remove(name);
  }
}

const getItinerary = (shipmentId: string) => invoke('getItinerary', { pathParameters: { shipmentId } });
const putMoves = (shipmentId: string, moves: readonly object[]) =>
  invoke('putItinerary', { pathParameters: { shipmentId }, body: { moves } });

const FIRST_DAY = '2027-05-01';
/** `count` assigned moves on `small-data.json`, one a day from day `day` on. */
const movesFrom = (count: number, day = 0) =>
  assignedMoves(count, dayAfter(FIRST_DAY, day), SMALL_DATA_FLEET);

/** The PUT body of `moves` with one move inserted at `at`, planned on `day`, one of its own (after every other). */
const withMoveInserted = (moves: readonly ModelMove[], at: number, day = 400) =>
  itineraryBody(
    moves.toSpliced(at, 0, assignedMove(dayAfter(FIRST_DAY, day), 0, SMALL_DATA_FLEET)),
    SMALL_DATA_FLEET.route,
  ).moves;

/** PUTs `edit` of the stored moves and measures it. */
async function measuredEdit(shipmentId: string, edit: (moves: Move[]) => readonly object[]) {
  const stored = (await getItinerary(shipmentId)).body.moves as Move[];
  const next = edit(stored);
  const { result, sizes } = await transactionSizes(() =>
    measureClientUsage(() => putMoves(shipmentId, next)),
  );
  expect(result.result.body.data?.failure_messages ?? result.result.status).toBe(200);
  expect((await getItinerary(shipmentId)).body.moves).toHaveLength(next.length);
  return { sizes, usage: result.usage, next };
}

const figures: Record<string, unknown> = {};
let shipments = 0;

// First, on a table holding no other long itinerary: reads of other work follow what the table holds.
test('at 100 moves, a front insert and a one-note PUT, measured side by side; GET itinerary and GET history/{version} take 2 round trips', async () => {
  const noted = `SE-${++shipments}`;
  const inserted = `SE-${++shipments}`;
  const model = movesFrom(100, 500);
  await storeAssignedItinerary(noted, model);
  await storeAssignedItinerary(inserted, model);
  const note = await measuredEdit(noted, (moves) => {
    moves.at(-1)!.events.at(-1)!.note = 'gate 4';
    return moves;
  });
  const insert = await measuredEdit(inserted, () => withMoveInserted(model, 0, 600));
  const ratio = insert.usage.capacityUnits / note.usage.capacityUnits;
  const getItineraryUsage = (await measureClientUsage(() => getItinerary(inserted))).usage;
  const getVersionUsage = (
    await measureClientUsage(() =>
      invoke('getItineraryVersion', { pathParameters: { shipmentId: inserted, version: '1' } }),
    )
  ).usage;
  figures['front insert vs one note at 100'] = {
    note: { items: note.sizes, capacity: note.usage.capacityUnits, roundTrips: note.usage.roundTrips },
    insert: {
      items: insert.sizes,
      capacity: insert.usage.capacityUnits,
      roundTrips: insert.usage.roundTrips,
    },
    ratio,
    getItinerary: getItineraryUsage.roundTrips,
    getVersion1: getVersionUsage.roundTrips,
  };
  expect(insert.sizes[0]).toBeLessThanOrEqual(30);
  expect(insert.usage.roundTrips).toBe(3);
  expect(getItineraryUsage.roundTrips).toBeLessThanOrEqual(2);
  expect(getVersionUsage.roundTrips).toBeLessThanOrEqual(2);
});

test("a move inserted at the front meets another shipment's use planned days before the itinerary that lasts into its day", async () => {
  // Days before today, so that the itinerary's first day, not today, is the earliest date involved.
  // Uses are read by the date they end, from the day before the inserted move's day on: this one,
  // planned ten days before the itinerary's first day, ends on the inserted move's day and is read.
  const id = `SE-${++shipments}`;
  const model = movesFrom(100, -400);
  await storeAssignedItinerary(id, model);
  const [long] = movesFrom(1, -410);
  await storeAssignedItinerary(`SE-${++shipments}`, [
    { ...long!, assignee: { type: 'driver', id: 'D-2' }, until: `${dayAfter(FIRST_DAY, -250)}T12:00:00` },
  ]);

  const res = await putMoves(id, withMoveInserted(model, 0, -250));
  expect(res.body.data?.failure_messages).toContain(
    'The assignment of driver D-1 would create an invalid itinerary assignment for tractor T-10.',
  );
  expect(res.status).toBe(400);
});

describe.each([50, 100])('a %i-move assigned itinerary', (count) => {
  test.each([
    ['at the front', 0],
    ['in the middle', Math.floor(count / 2)],
    ['at the end', count],
  ])('one move inserted %s is one transaction of at most 30 items, in 3 round trips', async (where, at) => {
    const id = `SE-${++shipments}`;
    const model = movesFrom(count);
    await storeAssignedItinerary(id, model);
    const { sizes, usage } = await measuredEdit(id, () => withMoveInserted(model, at));
    figures[`insert ${where} of ${count}`] = {
      items: sizes,
      roundTrips: usage.roundTrips,
      writeUnits: usage.writeUnits,
    };
    expect(sizes).toHaveLength(1);
    expect(sizes[0]).toBeLessThanOrEqual(30);
    expect(usage.roundTrips).toBe(3);
    const plan = await listDriverPlan('D-1', { startDate: FIRST_DAY });
    expect(plan.filter((entry) => entry.kind === 'shipment-move' && entry.shipment.id === id)).toHaveLength(
      count + 1,
    );
  });

  test('two moves removed from the front are one transaction of at most 30 items', async () => {
    const id = `SE-${++shipments}`;
    await storeAssignedItinerary(id, movesFrom(count));
    const { sizes, usage } = await measuredEdit(id, (moves) => {
      const next = moves.slice(2);
      next[0]!.events[0] = { ...next[0]!.events[0]!, type: 'hook-origin', site: moves[0]!.events[0]!.site };
      return next;
    });
    figures[`remove two at the front of ${count}`] = { items: sizes, roundTrips: usage.roundTrips };
    expect(sizes).toHaveLength(1);
    expect(sizes[0]).toBeLessThanOrEqual(30);
  });
});

afterAll(() => {
  console.log(JSON.stringify(figures));
});
