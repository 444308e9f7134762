import { rm } from 'node:fs/promises';
import fc from 'fast-check';
import { dynamodb } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { pollUntil } from '#tools/deadline';
import { type LocalEventStream, startLocalEventStream } from '#tools/local-stack/local-event-stream';
import { type LocalWebhooks, startLocalWebhooks } from '#tools/local-stack/local-webhooks';
import { type LocalWorker, startLocalWorker } from '#tools/local-stack/local-worker';
import {
  assignedMoves,
  DRIVERS,
  dayAfter,
  demoFileWithCopiesOf1004,
  itineraryBody,
  itineraryContent,
  type ModelMove,
  TRACTORS,
} from '../../support/assigned-itineraries';
import { invoke, type TestResponse } from '../../support/invoke';
import { seededStoreFromFile } from '../../support/seed';
import { type Receiver, startReceiver } from '../webhooks/support/receiver';
import { apply, type Edit, edit, type Model } from './support/edit-model';

/**
 * Every edit the spec allows, at any position, on assigned itineraries of 16
 * to 60 moves: moves inserted, removed, moved, swapped and split by
 * a yard move; scale stops added, removed and reordered; drivers, carriers and
 * tractors reassigned; every move with its tractor and the shipment's chassis
 * and container. Each edit is valid under the rules and within the bounds, so
 * each PUT must answer 200 (never 413 for what storage holds). After each one,
 * what the service shows through its API equals what the model computes from
 * scratch: the itinerary, every history version, every driver's plan, the
 * equipment uses (as the equipment rule sees them from another shipment), and,
 * once a sequence ends, the events delivered for each version.
 *
 * Only the API is used, so the test holds whatever the storage layout.
 * Bounded for the suite: EDIT_RUNS sequences (3) of EDIT_STEPS edits (6), the
 * seed printed; EDIT_SEED=random draws another; EDIT_MOVES=3-8 edits shorter
 * itineraries, which storage holds even when it rewrites every later move: the
 * model checked by itself.
 */
process.env.ALLOW_LOOPBACK_URLS = 'true';

const RUNS = Number(process.env.EDIT_RUNS ?? 3);
/** Itinerary lengths, `min-max`: shorter ones check the model against storage that cannot hold long ones. */
const [MIN_MOVES, MAX_MOVES] = (process.env.EDIT_MOVES ?? '16-60').split('-').map(Number) as [number, number];
const STEPS = Number(process.env.EDIT_STEPS ?? 6);
const SEED =
  process.env.EDIT_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.EDIT_SEED ?? 20261126);
/** Each sequence plans on days of its own, so that one sequence's moves never meet another's. */
const DAYS_PER_RUN = MAX_MOVES + STEPS + 1;
const FIRST_DAY = '2027-01-04';
/** The driver of the probes: never on the edited shipments, qualified for the non-hazmat probe shipment. */
const PROBE_DRIVER = 'D-2';
/** Each sequence's shipment has its own container and chassis, shared only with its probe shipment. */
const EQUIPMENT = [
  { container: 'MSCU4827164', chassis: 'CH-501' },
  { container: 'MAEU7319928', chassis: 'CH-502' },
  { container: 'CMAU5128703', chassis: 'CH-503' },
  { container: 'TGHU9024171', chassis: 'CH-505' },
  { container: 'ZIMU4452013', chassis: 'CH-506' },
  { container: 'EGHU9307161', chassis: 'CH-507' },
];
// The explicit example below runs besides the random ones.
const SHIPMENTS = RUNS + 1;
/** Days the drivers stay qualified from FIRST_DAY on (D-2's medical card, for the probes, expires first). */
const QUALIFIED_DAYS = 300;
if (SHIPMENTS > EQUIPMENT.length || SHIPMENTS * DAYS_PER_RUN > QUALIFIED_DAYS) {
  throw new Error(
    `Too many runs: each needs equipment and ${DAYS_PER_RUN} days of its own, within ${QUALIFIED_DAYS} days.`,
  );
}
const editedId = (run: number) => `EDIT-${run}`;
const probeId = (run: number) => `EDIT-PROBE-${run}`;

// biome-ignore lint/suspicious/noExplicitAny: answers are read as a client reads JSON
type Json = any;

const ISSUE_EDIT: Edit = { kind: 'remove', at: 1, count: 2 };
const sequence = fc.record({
  moves: fc.integer({ min: MIN_MOVES, max: MAX_MOVES }),
  edits: fc.array(edit, { minLength: STEPS, maxLength: STEPS }),
});

const put = (shipmentId: string, body: unknown) =>
  invoke('putItinerary', { pathParameters: { shipmentId }, body });

const failure = (what: string, res: TestResponse) =>
  new Error(`${what}: ${res.status} ${JSON.stringify(res.body)?.slice(0, 500)}`);

/** What a driver's plan should hold of the shipment: its moves assigned to that driver, by day. */
function expectedPlan(moves: readonly ModelMove[], driverId: string) {
  const body = itineraryBody(moves);
  return itineraryContent(body)
    .filter((move: Json) => move.driver.type === 'driver' && move.driver.id === driverId)
    .map(({ plannedDate, tractor, events }: Json) => ({ plannedDate, tractor, events }))
    .sort((a: Json, b: Json) => a.plannedDate.localeCompare(b.plannedDate));
}

async function actualPlan(shipmentId: string, driverId: string, from: string) {
  const res = await invoke('getDriverPlans', {
    pathParameters: { driverId },
    query: `startDate=${from}&endDate=${dayAfter(from, DAYS_PER_RUN - 1)}`,
  });
  if (res.status !== 200) throw failure(`GET plans of ${driverId}`, res);
  return res.body.items
    .filter((item: Json) => item.shipment.id === shipmentId)
    .map((item: Json) => ({
      plannedDate: item.plannedDate,
      tractor: item.powerUnit?.id ?? '',
      events: item.events.map((event: Json) => `${event.type}@${event.site.id}`),
    }))
    .sort((a: Json, b: Json) => a.plannedDate.localeCompare(b.plannedDate));
}

const probeBody = (day: string, tractor: string) => ({
  moves: [
    {
      driver: { type: 'driver', id: PROBE_DRIVER },
      plannedDate: day,
      powerUnit: { id: tractor },
      events: [
        { type: 'hook-origin', site: { id: '104' }, scheduled: `${day}T01:00:00` },
        { type: 'drop-destination', site: { id: '111' }, scheduled: `${day}T23:00:00` },
      ],
    },
  ],
});
const idleProbe = (day: string) =>
  itineraryBody([{ day, assignee: { type: 'not routed' }, tractor: '', stops: [] }]);

/**
 * The equipment uses the rules see on `day`: the probe shipment (same container
 * and chassis) puts `tractor` on that day with a driver the edited shipment
 * never has; the answer must name exactly the conflicts the model's move on
 * that day makes (none when the day has no routed move).
 */
async function expectEquipmentUses(run: number, model: Model, day: string, tractor: string) {
  const move = model.moves.find((candidate) => candidate.day === day);
  const { container, chassis } = EQUIPMENT[run]!;
  const conflict = (kind: string, id: string) =>
    `The assignment of driver ${PROBE_DRIVER} would create an invalid itinerary assignment for ${kind} ${id}.`;
  const expected =
    move === undefined || move.assignee.type === 'not routed'
      ? []
      : [
          ...(move.tractor === tractor ? [conflict('tractor', tractor)] : []),
          conflict('chassis', chassis),
          conflict('container', container),
        ];
  const res = await put(probeId(run), probeBody(day, tractor));
  if (res.status === 200) {
    const reset = await put(probeId(run), idleProbe(day));
    if (reset.status !== 200) throw failure('resetting the probe shipment', reset);
    expect({ day, tractor, conflicts: [] }).toEqual({ day, tractor, conflicts: expected.sort() });
    return;
  }
  const messages: string[] = res.body?.data?.failure_messages ?? [];
  if (![400, 422].includes(res.status) || messages.length === 0) throw failure('the probe PUT', res);
  expect({ day, tractor, conflicts: [...messages].sort() }).toEqual({
    day,
    tractor,
    conflicts: expected.sort(),
  });
}

/** The itinerary content each version was PUT (or imported) with, by version number. */
type Versions = Map<number, unknown>;

async function expectVersions(shipmentId: string, versions: Versions) {
  for (const [version, content] of versions) {
    const res = await invoke('getItineraryVersion', {
      pathParameters: { shipmentId, version: String(version) },
    });
    if (res.status !== 200) throw failure(`GET history/${version}`, res);
    expect({ version, itinerary: itineraryContent(res.body.itinerary) }).toEqual({
      version,
      itinerary: content,
    });
  }
}

let receiver: Receiver;
let stream: LocalEventStream;
let webhooks: LocalWebhooks;
let worker: LocalWorker;

beforeAll(async () => {
  const copies = Array.from({ length: SHIPMENTS }, (_, run) => [
    { id: editedId(run), equipment: EQUIPMENT[run]! },
    { id: probeId(run), hazmat: false, equipment: EQUIPMENT[run]! },
  ]).flat();
  const dataFile = await demoFileWithCopiesOf1004(copies);
  await seededStoreFromFile(dataFile, { stream: true });
  await rm(dataFile);
  receiver = await startReceiver([200]);
  const created = await invoke('createWebhook', {
    body: {
      url: receiver.url,
      events: ['itinerary.updated', 'move.status.changed', 'event.arrived', 'event.departed'],
      description: 'edit sequences',
    },
  });
  if (created.status !== 201) throw failure('creating the webhook', created);
  [stream, webhooks, worker] = await Promise.all([
    startLocalEventStream({ dynamodb, tableName: config.tableName }),
    startLocalWebhooks({ attempts: 3, backoffMs: 50 }),
    startLocalWorker({ attempts: 1, backoffMs: 10 }),
  ]);
});

afterAll(async () => {
  await stream?.stop();
  await Promise.all([webhooks?.stop(), worker?.stop(), receiver?.close()]);
});

/** The events delivered about a shipment so far. */
const deliveredAbout = (shipmentId: string) =>
  receiver.received
    .map((received) => JSON.parse(received.body) as { type: string; data: Json })
    .filter((event) => event.data?.shipment?.id === shipmentId);

/**
 * Waits until every version the sequence made has its `itinerary.updated`;
 * each carries that version's itinerary (or links to it when too large), and no
 * version makes any other event (no move changes status, no time is recorded).
 */
async function expectEvents(shipmentId: string, versions: Versions, made: readonly number[]) {
  const updated = () => deliveredAbout(shipmentId).filter((event) => event.type === 'itinerary.updated');
  await pollUntil(
    `the itinerary.updated webhooks of versions ${made.join(', ')} of shipment ${shipmentId}`,
    20_000,
    () => updated().length >= made.length,
    {
      intervalMs: 100,
      explain: () => `arrived: versions ${updated().map((event) => event.data.version)}`,
    },
  );
  const events = deliveredAbout(shipmentId);
  expect(events.filter((event) => event.type !== 'itinerary.updated')).toEqual([]);
  expect(
    updated()
      .map((event) => event.data.version)
      .sort((a: number, b: number) => a - b),
  ).toEqual(made);
  for (const event of updated()) {
    const { version, itinerary } = event.data;
    const content = itinerary.omitted
      ? itineraryContent(
          (await invoke('getItineraryVersion', { pathParameters: { shipmentId, version: String(version) } }))
            .body.itinerary,
        )
      : itineraryContent(itinerary);
    expect({ version, itinerary: content }).toEqual({ version, itinerary: versions.get(version) });
  }
}

let runs = 0;

async function runSequence({ moves: size, edits }: { moves: number; edits: Edit[] }) {
  const run = runs++;
  if (run >= SHIPMENTS) throw new Error(`More runs than the ${SHIPMENTS} prepared shipments.`);
  const shipmentId = editedId(run);
  const firstDay = dayAfter(FIRST_DAY, run * DAYS_PER_RUN);
  const model: Model = { moves: assignedMoves(size, firstDay), nextDay: size, firstDay };
  const versions: Versions = new Map();
  const made: number[] = [];
  const imported = await invoke('getItineraryVersion', { pathParameters: { shipmentId, version: '1' } });
  versions.set(1, itineraryContent(imported.body.itinerary));

  const step = async (label: string, touched: string[], previous: Map<string, string>) => {
    const body = itineraryBody(model.moves);
    const res = await put(shipmentId, body);
    if (res.status !== 200) throw failure(`${label} (${model.moves.length} moves)`, res);
    const version = Number(JSON.parse(res.headers.etag!));
    versions.set(version, itineraryContent(body));
    made.push(version);

    const current = await invoke('getItinerary', { pathParameters: { shipmentId } });
    expect(itineraryContent(current.body)).toEqual(itineraryContent(body));
    await expectVersions(shipmentId, versions);
    for (const driverId of [...DRIVERS, PROBE_DRIVER]) {
      expect({ driverId, plan: await actualPlan(shipmentId, driverId, firstDay) }).toEqual({
        driverId,
        plan: expectedPlan(model.moves, driverId),
      });
    }
    // Touched days with the tractor they had before (a use left behind shows), and one other day.
    const other = model.moves[version % model.moves.length]!;
    for (const day of [...new Set([...touched, other.day])]) {
      const tractor =
        previous.get(day) || model.moves.find((move) => move.day === day)?.tractor || TRACTORS[0];
      await expectEquipmentUses(run, model, day, tractor);
    }
  };

  const tractors = () => new Map(model.moves.map((move) => [move.day, move.tractor]));
  await step(`PUT of ${size} assigned moves`, [model.moves[0]!.day, model.moves.at(-1)!.day], new Map());
  for (const change of edits) {
    const before = tractors();
    const sent = JSON.stringify(itineraryBody(model.moves));
    const touched = apply(model, change);
    // An edit that changes nothing (a stop reversed alone, the same assignment) is no new version.
    if (touched.length === 0 || JSON.stringify(itineraryBody(model.moves)) === sent) continue;
    await step(JSON.stringify(change), touched, before);
  }
  await expectEvents(shipmentId, versions, made);
}

test('every edit of an assigned itinerary is stored, and every read path agrees with the model', async () => {
  console.log(
    `edit sequences: seed ${SEED}, ${RUNS} runs of ${STEPS} edits on ${MIN_MOVES} to ${MAX_MOVES} moves (EDIT_SEED, EDIT_RUNS, EDIT_STEPS, EDIT_MOVES)`,
  );
  await fc.assert(fc.asyncProperty(sequence, runSequence), {
    seed: SEED,
    numRuns: RUNS,
    endOnFailure: true,
    // The case that was refused first: a 16-move itinerary losing its second and third moves.
    examples: MIN_MOVES <= 16 && MAX_MOVES >= 16 ? [[{ moves: 16, edits: [ISSUE_EDIT] }]] : [],
  });
}, 120_000);
