import fc from 'fast-check';
import { config } from '#shared/config';
import { decompressJson } from '#shared/data/compressed-json';
import { getItem } from '#shared/data/get-item';
import { queryAll } from '#shared/data/query';
import type { Itinerary, Move, StoredShipment } from '#shared/domain/types';
import { eventsOf } from '#shared/events/derive-events';
import { equipmentUseDerivation, everywhereIn } from '#shared/itinerary-rules/index';
import { importedVersion, itineraryVersion } from '#shared/shipments/itinerary/version-record';
import { getItineraryVersion, withWholeItinerary } from '#shared/shipments/store/history';
import { itineraryVersionKey, shipmentKey, shipmentWithPagesRange } from '#shared/shipments/store/keys';
import {
  getShipment,
  itemsOfShipment,
  putShipmentWithItinerary,
  versionRecordItem,
} from '#shared/shipments/store/shipments';
import { batchWriteItems } from '#tools/data-file/batch-write';
import { measureClientUsage } from '../../../bench/support/client-meter';
import { assignedMoves, SMALL_DATA_FLEET, storeAssignedItinerary } from '../../support/assigned-itineraries';
import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';
import { move, shipment } from '../data/fixtures';

/**
 * A long itinerary is stored in pages of moves: a change to one move writes
 * one page and a version record of that page. History and outbound events
 * still see every version whole.
 */

beforeAll(async () => {
  await seededStore('small-data.json');
});

const MOVES = 40;
const uses = equipmentUseDerivation(everywhereIn('America/Chicago'));

/** A copy of shipment 1001 under `id` with a long itinerary, stored as an import stores it: version 1 with its record. */
const storeLong = (id: string): Promise<StoredShipment> =>
  storeAssignedItinerary(id, assignedMoves(MOVES, '2027-05-01', SMALL_DATA_FLEET));

const getItinerary = (shipmentId: string) => invoke('getItinerary', { pathParameters: { shipmentId } });
// biome-ignore lint/suspicious/noExplicitAny: itinerary bodies are edited freely, as a client would
const putItinerary = (shipmentId: string, body: any) =>
  invoke('putItinerary', { pathParameters: { shipmentId }, body });
const version = (shipmentId: string, number: number) =>
  invoke('getItineraryVersion', { pathParameters: { shipmentId, version: String(number) } });

async function annotate(shipmentId: string, move: number, note: string) {
  const { body } = await getItinerary(shipmentId);
  body.moves[move].events[1].note = note;
  const put = await putItinerary(shipmentId, body);
  expect(put.status).toBe(200);
  return put.body;
}

test('a one-note change writes a record of the one page it changed; every version still reads whole', async () => {
  await storeLong('7001');
  const original = (await getItinerary('7001')).body;
  expect(original.moves).toHaveLength(MOVES);

  const second = await annotate('7001', 30, 'Door 4');
  const third = await annotate('7001', 2, 'Door 9');
  expect((await getItinerary('7001')).body).toEqual(third);

  const record = await getItem(itineraryVersionKey('7001', 3));
  const held = decompressJson<{ pages: { version: number }[]; written: Record<string, unknown> }>(
    record!.payload,
  );
  expect(held.pages.map((page) => page.version)).toContain(1);
  expect(held.pages.filter((page) => page.version === 3)).toHaveLength(1);
  expect(Object.keys(held.written)).toHaveLength(1);

  expect((await version('7001', 1)).body.itinerary.moves).toEqual(original.moves);
  expect((await version('7001', 2)).body.itinerary.moves).toEqual(second.moves);
  expect((await version('7001', 3)).body.itinerary.moves).toEqual(third.moves);
  expect((await version('7001', 3)).body.changes).toEqual([
    { path: 'moves[2].events[1].note', from: '', to: 'Door 9' },
  ]);
});

test('a version whose record holds one page reads whole in two round trips, its locations included', async () => {
  await storeLong('7010');
  const second = await annotate('7010', 30, 'Door 4');
  await annotate('7010', 2, 'Door 9');
  // Version 2 holds the page of move 30 and names version 1 for the others.
  const { result, usage } = await measureClientUsage(() => version('7010', 2));
  expect(result.status).toBe(200);
  expect(result.body.itinerary.moves).toEqual(second.moves);
  expect(result.body.itinerary.moves[0].events[0].site.name).not.toBe('');
  expect(usage.roundTrips).toBe(2);
});

test("a version's outbound event carries its whole itinerary, read from the records it names", async () => {
  await storeLong('7002');
  await annotate('7002', 35, 'Door 1');
  const record = await getItem(itineraryVersionKey('7002', 2));
  const events = eventsOf({ before: undefined, after: await withWholeItinerary(record!), at: '' });
  expect(events.map((event) => event.type)).toEqual(['itinerary.updated']);
  const moves = (events[0]!.data as { itinerary: { moves: Move[] } }).itinerary.moves;
  expect(moves).toHaveLength(MOVES);
  expect(moves[35]!.events[1]!.note).toBe('Door 1');
  expect(moves[0]!.events[0]!.type).toBe('hook-origin');
});

test('an itinerary that shrinks deletes the pages it no longer has', async () => {
  await storeLong('7004');
  const { body } = await getItinerary('7004');
  body.moves = body.moves.slice(0, 30);
  body.moves[29].events[1] = { ...body.moves[29].events[1], type: 'drop-destination', site: { id: '110' } };
  const put = await putItinerary('7004', body);
  expect(put.body.data?.failure_messages ?? put.status).toBe(200);
  expect((await getItinerary('7004')).body.moves).toHaveLength(30);
  const { from, to } = shipmentWithPagesRange();
  const items = await queryAll({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': shipmentKey('7004').pk, ':from': from, ':to': to },
  });
  const named = (items.find((item) => item.entity === 'SHIPMENT')!.pages as { id: string }[]).map(
    (page) => `ITINERARY#${page.id}`,
  );
  expect(items.filter((item) => item.entity === 'ITINERARY_PAGE').map((item) => item.sk)).toEqual(named);
  expect((await version('7004', 1)).body.itinerary.moves).toHaveLength(MOVES);
});

type Edit =
  | { kind: 'hint'; at: number; hint: string }
  | { kind: 'append'; count: number }
  | { kind: 'truncate'; to: number }
  | { kind: 'replace'; count: number };

const edits: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('hint' as const), at: fc.nat(), hint: fc.string({ maxLength: 3 }) }),
  fc.record({ kind: fc.constant('append' as const), count: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('truncate' as const), to: fc.nat({ max: 40 }) }),
  fc.record({ kind: fc.constant('replace' as const), count: fc.nat({ max: 40 }) }),
);

/** Unassigned moves: no plan entries or uses, so that a change of many moves stays one transaction. */
const unassigned = (hint: string): Move =>
  move({ driver: { type: 'not routed', id: '' }, powerUnit: { id: '' }, hint });

function applied(itinerary: Itinerary, edit: Edit, step: number): Itinerary {
  const moves = structuredClone(itinerary.moves);
  if (edit.kind === 'hint' && moves.length > 0) moves[edit.at % moves.length]!.hint = edit.hint;
  if (edit.kind === 'append')
    moves.push(...Array.from({ length: edit.count }, (_, n) => unassigned(`${step}.${n}`)));
  if (edit.kind === 'truncate') moves.splice(edit.to);
  if (edit.kind === 'replace')
    return { moves: Array.from({ length: edit.count }, (_, n) => unassigned(`r${step}.${n}`)) };
  return { moves };
}

let stored = 0;

test('after any sequence of changes, the shipment and every one of its versions read back as they were stored', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.nat({ max: 40 }),
      fc.array(edits, { minLength: 1, maxLength: 5 }),
      async (length, changes) => {
        const id = `P-${++stored}`;
        const first = shipment(id, {
          itinerary: { moves: Array.from({ length }, (_, n) => unassigned(`0.${n}`)) },
        });
        const imported = importedVersion(first, new Date());
        await batchWriteItems(config.tableName, {
          puts: [
            ...itemsOfShipment({ shipment: first, version: 1 }, uses),
            versionRecordItem({ shipment: first, version: 1 }, imported),
          ],
          deletes: [],
        });
        const expected = [first.itinerary];
        for (const [step, change] of changes.entries()) {
          const previous = (await getShipment(id))!;
          expect(previous.shipment.itinerary).toEqual(expected.at(-1));
          const next = applied(previous.shipment.itinerary, change, step + 1);
          await putShipmentWithItinerary(
            previous,
            { ...previous.shipment, itinerary: next },
            uses,
            itineraryVersion({
              shipmentId: id,
              version: previous.version + 1,
              before: previous.shipment.itinerary,
              after: next,
              changedBy: { role: 'dispatcher', id: 'test' },
              source: 'api',
              changedAt: new Date(),
            }),
          );
          expected.push(next);
        }
        expect((await getShipment(id))?.shipment.itinerary).toEqual(expected.at(-1));
        for (const [index, itinerary] of expected.entries()) {
          expect((await getItineraryVersion(id, index + 1))?.itinerary).toEqual(itinerary);
        }
      },
    ),
    { seed: 27, numRuns: 25 },
  );
});
