import { AsyncLocalStorage } from 'node:async_hooks';
import { jest } from '@jest/globals';
import fc from 'fast-check';
import { documentClient, dynamodb } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { isFactsVersion } from '#shared/domain/itinerary-version';
import { isWithdrawn } from '#shared/domain/shipment-status';
import { type LocalEventStream, startLocalEventStream } from '#tools/local-stack/local-event-stream';
import { type LocalImportWorker, startLocalImportWorker } from '#tools/local-stack/local-import-worker';
import { handlerOf, invoke, type TestResponse } from '../../support/invoke';
import { seededStore } from '../../support/seed';
import { type FeedItem, readFeedFrom } from '../events/support/feed-reader';
import { dropFile, settledImport, startImport } from '../imports/support';
import {
  DRIVERS,
  factsBody,
  importFileOf,
  itineraryBody,
  MASTER_RECORDS,
  type MasterRef,
  masterBody,
  nextToken,
  type Precondition,
  rounds,
  SHIPMENTS,
  type Step,
} from './support/intake-steps';
import {
  collection,
  getItinerary,
  getMaster,
  getShipment,
  historyOf,
  type Json,
  MASTER_ROUTES,
  plannedMoves,
  putMaster,
  versionOf,
} from './support/intake-store';

/**
 * Live intake under concurrent writers: 3 writers take one step each per
 * round (a facts PUT, an itinerary PUT, a retirement or an import), side by
 * side, through the real handlers on the local store; every store call of a
 * writer waits for fast-check's scheduler, which lets them go in an order of
 * its choosing. After each round:
 * - no lost update: a write naming a stale version is 412, a write naming the
 *   version it read makes the next one, and a refused write's content is
 *   nowhere (state, history, feed);
 * - drivers' plans hold exactly the moves of shipments neither cancelled nor
 *   declined;
 * - every version is in history once (1..N, N the ETag), and in the feed once
 *   (`itinerary.updated` by number, `shipment.created`/`updated` by order number);
 *   every master record's change is one `master-data.updated`;
 * - collections list every record once, the records listed before in the
 *   same order, new ones at their end (newest first for shipments).
 * INTAKE_PROPERTY_RUNS and INTAKE_PROPERTY_ROUNDS size it (3 and 6).
 */

const WRITERS = 3;
const RUNS = Number(process.env.INTAKE_PROPERTY_RUNS ?? 3);
const ROUNDS = Number(process.env.INTAKE_PROPERTY_ROUNDS ?? 6);
/** How long the feed may take to show a round's events (the local stream polls every POLL_MS). */
const FEED_WAIT_MS = 15_000;
const POLL_MS = 20;

/** One write and its answer: what it targeted, the token it carried and what the writer read before it. */
interface Write {
  target: string;
  token: string;
  status: number;
  precondition: Precondition;
  /** The shipment's version the writer read (0: none), for a shipment write. */
  readVersion?: number;
  etag?: string;
}

const FIXTURE_SHIPMENTS = ['1001', '1002', '1003'];
const ALL_SHIPMENTS = [...new Set([...FIXTURE_SHIPMENTS, ...SHIPMENTS])];
const masterKey = (ref: { kind: string; id: string }) => `${ref.kind}:${ref.id}`;

const writes: Write[] = [];
/** Each shipment's version when the stream started: its versions up to there make no event. */
const versionAtStart = new Map<string, number>();
/** Entity tags each master record has had: any but its current one is stale for good (names never repeat). */
const seenTags = new Map<string, Set<string>>();
const feed: FeedItem[] = [];
let feedCursor: string | undefined;
let listed: Record<string, string[]> = {};

let stream: LocalEventStream;
let worker: LocalImportWorker;
const writer = new AsyncLocalStorage<number>();

/** Every route the test calls, loaded one at a time before any is called side by side (jest links modules once). */
const ROUTES = [
  'getShipment',
  'putShipment',
  'getItinerary',
  'putItinerary',
  'listItineraryHistory',
  'listShipments',
  'getDriverPlans',
  'createImport',
  'getImport',
  'listEvents',
  ...Object.values(MASTER_ROUTES).flatMap(({ get, put, list }) => [get, put, list]),
] as const;

beforeAll(async () => {
  await seededStore('small-data.json', { stream: true });
  for (const route of ROUTES) await handlerOf(route);
  for (const id of ALL_SHIPMENTS) versionAtStart.set(id, versionOf(await getShipment(id)));
  feedCursor = (await readFeedFrom(undefined)).cursor;
  stream = await startLocalEventStream({ dynamodb, tableName: config.tableName, pollMs: POLL_MS });
  worker = startLocalImportWorker();
});

afterAll(async () => {
  await worker?.stop();
  await stream?.stop();
});

const rememberTag = (ref: MasterRef, response: TestResponse) => {
  const tag = response.headers.etag;
  if (tag === undefined || response.status >= 300) return;
  const tags = seenTags.get(masterKey(ref)) ?? new Set<string>();
  tags.add(tag);
  seenTags.set(masterKey(ref), tags);
};

/** The If-Match a shipment write sends: none, the version read, or the one before it (stale for good). */
function shipmentIfMatch(precondition: Precondition, read: number): Record<string, string> {
  if (precondition === 'read' && read > 0) return { 'if-match': `"${read}"` };
  if (precondition === 'stale') return { 'if-match': `"${Math.max(read - 1, 0)}"` };
  return {};
}

async function perform(step: Step): Promise<Write[]> {
  if (step.kind === 'facts' || step.kind === 'itinerary') {
    const read = step.precondition === 'none' ? 0 : versionOf(await getShipment(step.shipment));
    const headers = shipmentIfMatch(step.precondition, read);
    const token = nextToken(step.kind === 'facts' ? 'O' : 'M');
    const response =
      step.kind === 'facts'
        ? await invoke('putShipment', {
            pathParameters: { shipmentId: step.shipment },
            body: factsBody(token, step.status, step.customer),
            headers,
          })
        : await invoke('putItinerary', {
            pathParameters: { shipmentId: step.shipment },
            body: itineraryBody(token, step.driver, step.day),
            headers,
          });
    const precondition = 'if-match' in headers ? step.precondition : 'none';
    return [
      {
        target: step.shipment,
        token,
        status: response.status,
        precondition,
        readVersion: read,
        ...(response.headers.etag !== undefined && { etag: response.headers.etag }),
      },
    ];
  }
  if (step.kind === 'retirement') {
    const current = step.precondition === 'none' ? undefined : await getMaster(step.record);
    if (current !== undefined) rememberTag(step.record, current);
    const currentTag = current?.status === 200 ? current.headers.etag : undefined;
    const stale = [...(seenTags.get(masterKey(step.record)) ?? [])].find((tag) => tag !== currentTag);
    const ifMatch =
      step.precondition === 'read'
        ? currentTag
        : step.precondition === 'stale'
          ? (stale ?? '"never"')
          : undefined;
    const token = nextToken('N');
    const response = await putMaster(step.record, masterBody(step.record, token, step.active), {
      ...(ifMatch !== undefined && { 'if-match': ifMatch }),
    });
    rememberTag(step.record, response);
    return [
      {
        target: masterKey(step.record),
        token,
        status: response.status,
        precondition: ifMatch === undefined ? 'none' : step.precondition,
      },
    ];
  }
  const { file, written } = importFileOf(step.lists);
  const fileKey = `intake/${written[0]?.token ?? nextToken('F')}.json`;
  await dropFile(fileKey, file);
  const result = await settledImport(await startImport(fileKey));
  expect(result).toMatchObject({ status: 'completed', reason: '' });
  const refused = new Set(result.refusals.map((refusal: Json) => `${refusal.kind}:${refusal.id}`));
  return written.map(({ list, ref, token }) => ({
    target: ref.kind === 'shipment' ? ref.id : masterKey(ref),
    token,
    status: refused.has(`${list}:${ref.id}`) ? 400 : 200,
    precondition: 'none' as const,
  }));
}

const ANSWERS: Record<Step['kind'], number[]> = {
  facts: [200, 201, 400, 409, 412, 422],
  itinerary: [200, 400, 404, 409, 412, 422],
  retirement: [200, 201, 409, 412],
  import: [200, 400],
};

/** The step's own answers: those its route may give, never stored with a stale tag, the next version for the one read. */
function expectAnswers(step: Step, answered: readonly Write[]) {
  for (const write of answered) {
    expect(ANSWERS[step.kind]).toContain(write.status);
    // A stale tag is 412, unless the body is refused first (an unknown or retired reference, a status change).
    if (write.precondition === 'stale') expect([400, 404, 412, 422]).toContain(write.status);
    if (write.precondition === 'read' && write.readVersion !== undefined && write.status < 300) {
      // The write named the version it read and was stored: nothing came between, it made the next one.
      expect(write.etag).toBe(`"${write.readVersion + 1}"`);
    }
  }
}

const succeeded = (write: Write) => write.status < 300;
const mentions = (value: unknown, token: string) => JSON.stringify(value).includes(token);

/** Versions 1..N once each, N the shipment's ETag; a stored write's token made exactly one of them. */
async function checkHistory(shipmentId: string, versions: readonly Json[]) {
  const current = versionOf(await getShipment(shipmentId));
  expect(versions.map((version) => version.version)).toEqual(
    Array.from({ length: current }, (_, index) => index + 1),
  );
  const state = [await getShipment(shipmentId), await getItinerary(shipmentId)].map(
    (response) => response.body,
  );
  for (const write of writes.filter((candidate) => candidate.target === shipmentId)) {
    const makers = versions.filter((version) =>
      version.changes.some((change: Json) => mentions(change.to, write.token)),
    );
    if (succeeded(write)) expect(makers).toHaveLength(1);
    else {
      expect(makers).toEqual([]);
      expect(mentions(state, write.token)).toBe(false);
    }
  }
}

/** The events a shipment's versions since the stream started make, as the feed must show them once each. */
function expectedShipmentEvents(shipmentId: string, versions: readonly Json[]) {
  const since = versionAtStart.get(shipmentId) ?? 0;
  let orderNumber: string | undefined;
  const told: { type: string; version?: number; orderNumber?: string }[] = [];
  for (const version of versions) {
    const changed = version.changes.find((change: Json) => change.path === 'orderNumber');
    if (changed !== undefined) orderNumber = changed.to;
    if (version.version <= since) continue;
    if (version.version === 1) told.push({ type: 'shipment.created', orderNumber });
    else if (isFactsVersion(version)) told.push({ type: 'shipment.updated', orderNumber });
    if (!isFactsVersion(version)) told.push({ type: 'itinerary.updated', version: version.version });
  }
  return told;
}

const shipmentOfEvent = (item: FeedItem): string | undefined => {
  const data = item.data as Json;
  if (item.type === 'shipment.created' || item.type === 'shipment.updated') return data.id;
  if (item.type === 'itinerary.updated') return data.shipment.id;
  return undefined;
};
const masterOfEvent = (item: FeedItem) =>
  item.type === 'master-data.updated' ? masterKey(item.data as { kind: string; id: string }) : undefined;

/** Reads the feed on until it holds `count` events of the shipments and master records, or the wait is over. */
async function feedWith(count: number) {
  const deadline = Date.now() + FEED_WAIT_MS;
  const relevant = () =>
    feed.filter((item) => shipmentOfEvent(item) !== undefined || masterOfEvent(item) !== undefined).length;
  for (;;) {
    const read = await readFeedFrom(feedCursor);
    feed.push(...read.items);
    feedCursor = read.cursor;
    if (relevant() >= count || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 2));
  }
}

async function checkVersionsAndFeed() {
  const histories = new Map<string, Json[]>();
  for (const id of ALL_SHIPMENTS) histories.set(id, await historyOf(id));
  for (const [id, versions] of histories) await checkHistory(id, versions);
  const expected = new Map(
    [...histories].map(([id, versions]) => [id, expectedShipmentEvents(id, versions)]),
  );
  const masterChanges = (ref: MasterRef) =>
    writes.filter((write) => write.target === masterKey(ref) && succeeded(write)).length;
  const count =
    [...expected.values()].reduce((sum, told) => sum + told.length, 0) +
    MASTER_RECORDS.reduce((sum, ref) => sum + masterChanges(ref), 0);
  await feedWith(count);

  for (const [id, told] of expected) {
    const events = feed.filter((item) => shipmentOfEvent(item) === id);
    const shipmentEvents = events.filter((item) => item.type !== 'itinerary.updated');
    expect(
      shipmentEvents.map((item) => ({ type: item.type, orderNumber: (item.data as Json).orderNumber })),
    ).toEqual(told.filter((event) => event.type !== 'itinerary.updated'));
    expect(
      events
        .filter((item) => item.type === 'itinerary.updated')
        .map((item) => (item.data as Json).version)
        .sort((a, b) => a - b),
    ).toEqual(told.filter((event) => event.type === 'itinerary.updated').map((event) => event.version));
  }
  for (const ref of MASTER_RECORDS) {
    const events = feed.filter((item) => masterOfEvent(item) === masterKey(ref));
    expect(events).toHaveLength(masterChanges(ref));
    const record = await getMaster(ref);
    const last = events.at(-1);
    if (last !== undefined) expect((last.data as Json).active).toBe(record.body.active);
    for (const write of writes.filter((candidate) => candidate.target === masterKey(ref))) {
      if (!succeeded(write)) expect(mentions(record.body, write.token)).toBe(false);
    }
  }
  for (const write of writes.filter((candidate) => !succeeded(candidate))) {
    expect(mentions(feed, write.token)).toBe(false);
  }
}

/** Plans hold exactly the moves of the itineraries of shipments not withdrawn; never a withdrawn one's. */
async function checkPlans() {
  const shipments = await Promise.all(
    ALL_SHIPMENTS.map(async (id) => ({
      id,
      shipment: await getShipment(id),
      itinerary: await getItinerary(id),
    })),
  );
  const withdrawn = new Set(
    shipments
      .filter(({ shipment }) => shipment.status === 200 && isWithdrawn(shipment.body.status))
      .map(({ id }) => id),
  );
  for (const driverId of DRIVERS) {
    const planned = await plannedMoves(driverId);
    expect(planned.filter((move) => withdrawn.has(move.split('@')[0]!))).toEqual([]);
    const implied = shipments.flatMap(({ id, itinerary }) =>
      itinerary.status !== 200 || withdrawn.has(id)
        ? []
        : itinerary.body.moves
            .filter((move: Json) => move.driver.type === 'driver' && move.driver.id === driverId)
            .map((move: Json) => `${id}@${move.plannedDate}`),
    );
    expect([...planned].sort()).toEqual(implied.sort());
  }
}

/** Every record once; the ones listed before keep their order, new ones come before (shipments) or after them. */
async function checkCollections() {
  const now: Record<string, string[]> = {
    shipments: (await collection('listShipments')).map((item) => item.id),
    ...Object.fromEntries(
      await Promise.all(
        Object.values(MASTER_ROUTES).map(async ({ list }) => [
          list,
          (await collection(list)).map((item) => item.id),
        ]),
      ),
    ),
  };
  const exists = async (ids: readonly string[], read: (id: string) => Promise<TestResponse>) =>
    (await Promise.all(ids.map(async (id) => ((await read(id)).status === 200 ? [id] : [])))).flat();
  expect([...now.shipments!].sort()).toEqual((await exists(ALL_SHIPMENTS, getShipment)).sort());
  for (const [kind, { list }] of Object.entries(MASTER_ROUTES)) {
    const ids = now[list]!;
    expect(new Set(ids).size).toBe(ids.length);
    const refs = MASTER_RECORDS.filter((ref) => ref.kind === kind);
    const present = await exists(
      refs.map((ref) => ref.id),
      (id) => getMaster(refs.find((ref) => ref.id === id)!),
    );
    for (const id of present) expect(ids).toContain(id);
  }
  for (const [name, ids] of Object.entries(now)) {
    expect(new Set(ids).size).toBe(ids.length);
    const before = listed[name] ?? [];
    if (name === 'shipments') expect(ids.slice(ids.length - before.length)).toEqual(before);
    else expect(ids.slice(0, before.length)).toEqual(before);
  }
  listed = now;
}

test('3 writers: no lost update, plans without withdrawn shipments, each version once in history and feed, collections in order', async () => {
  await checkCollections();
  await fc.assert(
    fc.asyncProperty(fc.scheduler(), rounds(WRITERS, ROUNDS), async (scheduler, plan) => {
      const send = documentClient.send.bind(documentClient);
      const paced = jest.spyOn(documentClient, 'send').mockImplementation((async (...args: unknown[]) => {
        // Only the writers' calls: the checks, the event stream and the import worker run as they come.
        if (writer.getStore() !== undefined)
          await scheduler.schedule(Promise.resolve(), `writer ${writer.getStore()}`);
        return (send as (...a: unknown[]) => Promise<unknown>)(...args);
      }) as typeof documentClient.send);
      try {
        for (const steps of plan) {
          const answered = await scheduler.waitFor(
            Promise.all(steps.map((step, index) => writer.run(index, () => perform(step)))),
          );
          for (const [index, step] of steps.entries()) expectAnswers(step, answered[index]!);
          writes.push(...answered.flat());
          await checkVersionsAndFeed();
          await checkPlans();
          await checkCollections();
        }
      } finally {
        paced.mockRestore();
      }
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
  // The runs met refusals, stale tags and stored writes alike.
  const statuses = new Set(writes.map((write) => write.status));
  expect(statuses).toContain(412);
  expect(statuses).toContain(200);
}, 600_000);
