import { config } from '#shared/config';
import { getShipment } from '#shared/shipments/store/shipments';
import { writeShipmentVersions } from '#tools/data-file/import-versions';
import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';

beforeAll(async () => {
  await seededStore('small-data.json');
});

type As = { as?: { driver: string } };

const getItinerary = (shipmentId = '1001') => invoke('getItinerary', { pathParameters: { shipmentId } });

// biome-ignore lint/suspicious/noExplicitAny: itinerary bodies are edited freely, as a client would
const putItinerary = (body: any, options: As & { ifMatch?: string } = {}) =>
  invoke('putItinerary', {
    pathParameters: { shipmentId: '1001' },
    body,
    ...(options.ifMatch ? { headers: { 'if-match': options.ifMatch } } : {}),
    ...(options.as ? { as: options.as } : {}),
  });

const history = (query = '', options: As & { shipmentId?: string } = {}) =>
  invoke('listItineraryHistory', {
    pathParameters: { shipmentId: options.shipmentId ?? '1001' },
    ...(query ? { query } : {}),
    ...(options.as ? { as: options.as } : {}),
  });

const version = (number: string, options: As & { shipmentId?: string } = {}) =>
  invoke('getItineraryVersion', {
    pathParameters: { shipmentId: options.shipmentId ?? '1001', version: number },
    ...(options.as ? { as: options.as } : {}),
  });

/** The newest version number of shipment 1001. */
const newest = async (): Promise<number> => (await history('limit=1')).body.items[0].version;

test('the imported itinerary is version 1: source import, every fact from null, then every move added', async () => {
  const first = await version('1');
  expect(first.status).toBe(200);
  const { body } = await getItinerary();
  expect(first.body).toMatchObject({
    version: 1,
    etag: '"1"',
    changedBy: { role: 'import', id: '' },
    source: 'import',
    self: '/shipments/1001/itinerary/history/1',
  });
  expect(first.body.changes.map((change: { path: string }) => change.path)).toEqual([
    'orderNumber',
    'status',
    'type',
    'hazmat',
    'customer',
    'origin',
    'destination',
    'equipment',
    'moves[0]',
    'moves[1]',
  ]);
  expect(first.body.changes[4]).toMatchObject({ from: null, to: { id: 'C-1' } });
  expect(first.body.changes[8]).toMatchObject({ from: null, to: { driver: { type: 'driver', id: 'D-1' } } });
  expect(first.body.itinerary).toEqual(body);
});

test("a PUT adds a version: the token's author, its ETag, and what changed, automatic effects included", async () => {
  const before = await getItinerary();
  const body = structuredClone(before.body);
  body.moves[0].events[0].note = 'Gate 4';
  const put = await putItinerary(body, { ifMatch: before.headers.etag });
  expect(put.status).toBe(200);

  const [latest] = (await history()).body.items;
  expect(latest).toMatchObject({
    version: Number(JSON.parse(put.headers.etag!)),
    etag: put.headers.etag,
    changedBy: { role: 'dispatcher', id: expect.any(String) },
    source: 'api',
    changes: [{ path: 'moves[0].events[0].note', from: '', to: 'Gate 4' }],
  });
  expect(Date.parse(latest.changedAt)).toBeGreaterThan(Date.now() - 60_000);
  expect((await version(String(latest.version))).body.itinerary).toEqual(put.body);
});

test("a driver's own change shows the driver as author, with the move's derived status", async () => {
  const { body } = await getItinerary();
  body.moves[0].events[0].arrived = '2026-11-23T08:05:00';
  body.moves[0].events[0].departed = '2026-11-23T08:40:00';
  const put = await putItinerary(body, { as: { driver: 'D-1' } });
  expect(put.status).toBe(200);

  const [latest] = (await history('', { as: { driver: 'D-1' } })).body.items;
  expect(latest.changedBy).toEqual({ role: 'driver', id: 'D-1' });
  expect(latest.changes).toEqual(
    expect.arrayContaining([
      { path: 'moves[0].events[0].arrived', from: '', to: '2026-11-23T08:05:00' },
      { path: 'moves[0].events[0].departed', from: '', to: '2026-11-23T08:40:00' },
      // Automatic effects: the departed event is completed, and the move in progress.
      { path: 'moves[0].events[0].completed', from: false, to: true },
      { path: 'moves[0].status', from: expect.any(String), to: 'progress' },
    ]),
  );
});

test('refused PUTs add no version', async () => {
  const before = await newest();
  const { body, headers } = await getItinerary();
  const unknownSite = structuredClone(body);
  unknownSite.moves[0].events[0].site.id = 'nowhere';
  expect((await putItinerary(unknownSite)).status).toBe(400);
  expect((await putItinerary(body, { ifMatch: '"1"' })).status).toBe(412);
  const driverOverreach = structuredClone(body);
  driverOverreach.moves[1].driver = { type: 'driver', id: 'D-1' };
  expect((await putItinerary(driverOverreach, { as: { driver: 'D-1' } })).status).toBe(403);
  expect(await newest()).toBe(before);
  expect((await getItinerary()).headers.etag).toBe(headers.etag);
});

test('concurrent PUTs: one version each, no gap, no duplicate, each as its PUT returned it', async () => {
  const start = await newest();
  const { body } = await getItinerary();
  const puts = await Promise.all(
    Array.from({ length: 6 }, (_, index) => {
      const edited = structuredClone(body);
      edited.moves[1].events[0].note = `concurrent ${index}`;
      return putItinerary(edited);
    }),
  );
  const stored = puts.filter((put) => put.status === 200);
  // Without If-Match, a lost race is retried on fresh state; any that still lose are 409 and add nothing.
  expect(puts.every((put) => put.status === 200 || put.status === 409)).toBe(true);
  expect(stored.length).toBeGreaterThan(0);

  const versions = (await history('limit=1000')).body.items.filter(
    (item: { version: number }) => item.version > start,
  );
  expect(versions.map((item: { version: number }) => item.version)).toEqual(
    Array.from({ length: stored.length }, (_, index) => start + stored.length - index),
  );
  for (const put of stored) {
    const number = JSON.parse(put.headers.etag!) as number;
    expect((await version(String(number))).body.itinerary).toEqual(put.body);
  }
});

test('pages: newest first, by the collection convention', async () => {
  const total = await newest();
  const first = await history('limit=2');
  expect(first.body.items.map((item: { version: number }) => item.version)).toEqual([total, total - 1]);
  expect(first.body.next).toBe('/shipments/1001/itinerary/history?limit=2&offset=2');
  expect(first.body.previous).toBeUndefined();
  const last = await history(`limit=2&offset=${total - 1}`);
  expect(last.body.items.map((item: { version: number }) => item.version)).toEqual([1]);
  expect(last.body.next).toBe('');
  expect(last.body.previous).toBeDefined();
  expect((await history(`offset=${total}`)).body.items).toEqual([]);
});

test('the same access as the itinerary: a driver not on the shipment is 403, unknown shipments 404', async () => {
  expect((await history('', { as: { driver: 'D-2' } })).status).toBe(403);
  expect((await version('1', { as: { driver: 'D-2' } })).status).toBe(403);
  expect((await history('', { shipmentId: '9999' })).status).toBe(404);
  expect((await version('1', { shipmentId: '9999' })).status).toBe(404);
});

test('an unknown version is 404; a version that is not a whole number from 1 is 400 naming it', async () => {
  const missing = await version('999999');
  expect(missing).toMatchObject({ status: 404, body: { status: 404 } });
  for (const bad of ['0', '-1', 'abc', '1.5', '1e3', '01x', '9999999999999']) {
    const res = await version(bad);
    expect(res.status).toBe(400);
    expect(res.body.data.prop_name).toBe('version');
  }
});

/** Stores the next version of shipment 1001 as the importer does: its first event's note is now `note`. */
async function storeVersion(note: string): Promise<void> {
  const stored = (await getShipment('1001'))!;
  const record = structuredClone(stored);
  record.version += 1;
  record.shipment.itinerary.moves[0]!.events[0]!.note = note;
  await writeShipmentVersions(config.tableName, [{ record, stored }], new Date(), () => undefined);
}

const versionsOf = (page: { items: { version: number }[] }) => page.items.map((item) => item.version);

describe('a page of history is bounded, whatever limit asks', () => {
  test('at most 100 versions, with a next on to the others', async () => {
    for (let index = 0; index < 101; index += 1) await storeVersion(`note ${index}`);
    const total = (await history('limit=1')).body.items[0].version;
    const page = await history('limit=1000');
    expect(page.status).toBe(200);
    expect(versionsOf(page.body)).toEqual(Array.from({ length: 100 }, (_, index) => total - index));
    expect(page.body.next).toBe('/shipments/1001/itinerary/history?limit=100&offset=100');
  });

  test('at most 1 MB of JSON: a page cut short by size has a next, and following it misses nothing', async () => {
    // Each version's changes repeat the note it replaced and the new one: 0.6 MB of JSON a version.
    for (const letter of ['a', 'b', 'c']) await storeVersion(letter.repeat(300_000));
    const total = (await history('limit=1')).body.items[0].version;
    const first = await history('limit=5');
    expect(Buffer.byteLength(JSON.stringify(first.body))).toBeLessThanOrEqual(1_000_000);
    expect(versionsOf(first.body)).toEqual([total]);
    expect(first.body.next).toBe('/shipments/1001/itinerary/history?limit=5&offset=1');
    const second = await history(first.body.next.split('?')[1]);
    expect(Buffer.byteLength(JSON.stringify(second.body))).toBeLessThanOrEqual(1_000_000);
    expect(versionsOf(second.body)).toEqual([1, 2, 3, 4, 5].map((back) => total - back));
    expect(second.body.next).toBe('/shipments/1001/itinerary/history?limit=5&offset=6');
  });
});
