import { measureDynamoDbUsage } from '#shared/aws/dynamodb-usage';
import type { RouteId } from '#shared/route-table';
import { registerClient } from '../../support/clients';
import { type Caller, invoke } from '../../support/invoke';
import { newKey } from '../../support/keyed-requests';
import { seededStore } from '../../support/seed';

beforeAll(async () => {
  await seededStore('small-data.json');
  await registerClient('reader', 'Reader', ['tms/master-data.read', 'tms/drivers.read']);
  await registerClient('writer', 'Writer', ['tms/master-data.write']);
});

/** Each kind's routes, the name of its id in their paths, and a valid record of it, given an id. */
const KINDS = [
  {
    kind: 'customer',
    list: 'listCustomers',
    get: 'getCustomer',
    put: 'putCustomer',
    param: 'customerId',
    base: '/customers',
    record: (id: string) => ({ id, name: `Customer ${id}` }),
  },
  {
    kind: 'driver',
    list: 'listDrivers',
    get: 'getDriver',
    put: 'putDriver',
    param: 'driverId',
    base: '/drivers',
    record: (id: string) => ({
      id,
      name: `Driver ${id}`,
      licenseExpires: '2031-01-01',
      medicalExpires: '2031-01-01',
      hazmatExpires: '',
    }),
  },
  {
    kind: 'carrier',
    list: 'listCarriers',
    get: 'getCarrier',
    put: 'putCarrier',
    param: 'carrierId',
    base: '/carriers',
    record: (id: string) => ({
      id,
      name: `Carrier ${id}`,
      contractSigned: true,
      federalId: 'MC-9',
      certifications: [{ type: 'broker', expires: '2031-01-01' }],
      insurance: { cargo: '2031-01-01', liability: '2031-01-01', workersCompensation: '2031-01-01' },
      hazmatExpires: '',
    }),
  },
  {
    kind: 'site',
    list: 'listSites',
    get: 'getSite',
    put: 'putSite',
    param: 'siteId',
    base: '/locations/sites',
    record: (id: string) => ({
      id,
      name: `Site ${id}`,
      address1: '1 Main St',
      city: 'Houston',
      state: 'TX',
      zip: '77002',
      country: 'US',
      signatureRequired: false,
      timeZone: 'America/Chicago',
    }),
  },
  {
    kind: 'yard',
    list: 'listYards',
    get: 'getYard',
    put: 'putYard',
    param: 'yardId',
    base: '/locations/yards',
    record: (id: string) => ({
      id,
      name: `Yard ${id}`,
      address1: '',
      city: '',
      state: '',
      zip: '',
      country: 'US',
      signatureRequired: false,
      timeZone: 'America/Denver',
    }),
  },
  {
    kind: 'crossDock',
    list: 'listCrossDocks',
    get: 'getCrossDock',
    put: 'putCrossDock',
    param: 'crossDockId',
    base: '/locations/cross-docks',
    record: (id: string) => ({
      id,
      name: `Dock ${id}`,
      address1: '',
      city: '',
      state: '',
      zip: '',
      country: 'US',
      signatureRequired: true,
      timeZone: 'America/New_York',
    }),
  },
  {
    kind: 'tractor',
    list: 'listTractors',
    get: 'getTractor',
    put: 'putTractor',
    param: 'tractorId',
    base: '/equipment/tractors',
    record: (id: string) => ({ id }),
  },
  {
    kind: 'chassis',
    list: 'listChassis',
    get: 'getChassis',
    put: 'putChassis',
    param: 'chassisId',
    base: '/equipment/chassis',
    record: (id: string) => ({ id }),
  },
  {
    kind: 'container',
    list: 'listContainers',
    get: 'getContainer',
    put: 'putContainer',
    param: 'containerId',
    base: '/equipment/containers',
    record: (id: string) => ({ id }),
  },
  {
    kind: 'trailer',
    list: 'listTrailers',
    get: 'getTrailer',
    put: 'putTrailer',
    param: 'trailerId',
    base: '/equipment/trailers',
    record: (id: string) => ({ id }),
  },
] as const;
type Kind = (typeof KINDS)[number];

const put = (k: Kind, id: string, body: unknown, headers: Record<string, string> = {}, caller: Caller = {}) =>
  invoke(k.put as RouteId, { pathParameters: { [k.param]: id }, body, headers, ...caller });
const get = (k: Kind, id: string) => invoke(k.get as RouteId, { pathParameters: { [k.param]: id } });

/** Every id of a collection, page after page, as a client reads it. */
async function listedIds(k: Kind): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += 2) {
    const page = await invoke(k.list as RouteId, { query: `limit=2&offset=${offset}` });
    expect(page.status).toBe(200);
    ids.push(...page.body.items.map((item: { id: string }) => item.id));
    if (page.body.next === '') return ids;
  }
}

describe.each(KINDS)('PUT $base/{id}', (k) => {
  test('creates (201, Location, ETag), replaces (200), keeps an equal record, retires: listed once, in order', async () => {
    const before = await listedIds(k);
    const id = `NEW-${k.kind}`;
    const created = await put(k, id, k.record(id));
    expect(created.status).toBe(201);
    expect(created.headers.location).toBe(`${k.base}/${id}`);
    expect(created.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(created.body).toMatchObject({ ...k.record(id), self: `${k.base}/${id}`, active: true });

    const read = await get(k, id);
    expect(read.body).toEqual(created.body);
    expect(read.headers.etag).toBe(created.headers.etag);
    // A record created live takes the next position: no other record moves.
    expect(await listedIds(k)).toEqual([...before, id]);

    const same = await put(k, id, { ...k.record(id), active: true });
    expect(same.status).toBe(200);
    expect(same.headers.etag).toBe(created.headers.etag);

    const retired = await put(
      k,
      id,
      { ...k.record(id), active: false },
      { 'if-match': created.headers.etag! },
    );
    expect(retired.status).toBe(200);
    expect(retired.body.active).toBe(false);
    expect(retired.headers.etag).not.toBe(created.headers.etag);
    expect((await get(k, id)).body.active).toBe(false);
    expect(await listedIds(k)).toEqual([...before, id]);

    // The tag read before the retirement is stale now.
    const stale = await put(k, id, k.record(id), { 'if-match': created.headers.etag! });
    expect(stale.status).toBe(412);
    expect((await get(k, id)).body.active).toBe(false);
  });

  test('a loaded record is replaced at its place; If-Match on a record that does not exist is 412', async () => {
    const before = await listedIds(k);
    const id = before[0]!;
    const read = await get(k, id);
    const body = { ...k.record(id), active: false };
    const replaced = await put(k, id, body, { 'if-match': read.headers.etag! });
    expect(replaced.status).toBe(200);
    expect(await listedIds(k)).toEqual(before);
    const reactivated = await put(k, id, { ...body, active: true });
    expect(reactivated.body.active).toBe(true);
    expect((await put(k, 'NOPE', k.record('NOPE'), { 'if-match': '*' })).status).toBe(412);
    expect((await get(k, 'NOPE')).status).toBe(404);
  });

  test('a retry with the same Idempotency-Key gets the first answer and writes nothing', async () => {
    const id = `KEYED-${k.kind}`;
    const key = newKey();
    const first = await put(k, id, k.record(id), { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const { result: replay, usage } = await measureDynamoDbUsage(() =>
      put(k, id, k.record(id), { 'idempotency-key': key }),
    );
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.etag).toBe(first.headers.etag);
    // The replay reads the key's record and answers from it: no read of the record, no write.
    expect(usage.requests).toBe(1);
    expect((await listedIds(k)).filter((listed) => listed === id)).toHaveLength(1);
  });

  test('a driver gets 403; an integration needs tms/master-data.write', async () => {
    const id = `SCOPED-${k.kind}`;
    expect((await put(k, id, k.record(id), {}, { as: { driver: 'D-1' } })).status).toBe(403);
    const reader = {
      as: { client: 'reader', scopes: ['tms/master-data.read', 'tms/drivers.read'] },
    } as const;
    expect((await put(k, id, k.record(id), {}, reader)).status).toBe(403);
    expect((await get(k, id)).status).toBe(404);
    const writer = { as: { client: 'writer', scopes: ['tms/master-data.write'] } } as const;
    expect((await put(k, id, k.record(id), {}, writer)).status).toBe(201);
  });

  test('bad input: an id unlike the path names id; a malformed record names its path; nothing is written', async () => {
    const id = `BAD-${k.kind}`;
    const mismatch = await put(k, id, k.record('OTHER'));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.data).toMatchObject({ prop_name: 'id' });
    const malformed = await put(k, id, { ...k.record(id), id: 42 });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toContain('id');
    const badActive = await put(k, id, { ...k.record(id), active: 'no' });
    expect(badActive.status).toBe(400);
    expect(JSON.stringify(badActive.body)).toContain('active');
    expect((await get(k, id)).status).toBe(404);
  });
});

describe('what a record holds', () => {
  const site = KINDS.find((k) => k.kind === 'site')!;
  const carrier = KINDS.find((k) => k.kind === 'carrier')!;

  test.each([
    ['its ZIP code', { zip: '90012', state: 'CA' }, 'America/Los_Angeles'],
    ['its state, without a known ZIP code', { zip: '', state: 'CO' }, 'America/Denver'],
    ['the TMS zone, with neither', { zip: '', state: 'TX' }, 'America/Chicago'],
  ])('a location without timeZone takes the zone of %s', async (_, address, zone) => {
    const id = `ZONED-${address.state}-${address.zip}`;
    const { timeZone: _stated, ...body } = { ...site.record(id), ...address };
    const res = await put(site, id, body);
    expect(res.status).toBe(201);
    expect(res.body.timeZone).toBe(zone);
  });

  test('an unknown time zone names timeZone', async () => {
    const res = await put(site, 'ZONED-X', { ...site.record('ZONED-X'), timeZone: 'Mars/Olympus' });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ prop_name: 'timeZone' });
  });

  test('a malformed nested value is refused with its path', async () => {
    const body = { ...carrier.record('CR-BAD'), certifications: [{ type: 'pirate', expires: '2031-01-01' }] };
    const res = await put(carrier, 'CR-BAD', body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('certifications[0].type');
  });
});

describe('retired records in itineraries', () => {
  const driverKind = KINDS.find((k) => k.kind === 'driver')!;
  const getItinerary = () => invoke('getItinerary', { pathParameters: { shipmentId: '1001' } });
  // biome-ignore lint/suspicious/noExplicitAny: itinerary bodies are edited freely, as a client would
  const putItinerary = (body: any) =>
    invoke('putItinerary', { pathParameters: { shipmentId: '1001' }, body });

  test('a move keeps its retired driver; a new assignment of one is 400 naming it, nothing written', async () => {
    const d1 = (await get(driverKind, 'D-1')).body;
    const d2 = (await get(driverKind, 'D-2')).body;
    const strip = ({ self: _self, plans: _plans, ...record }: Record<string, unknown>) => record;
    expect((await put(driverKind, 'D-1', { ...strip(d1), active: false })).status).toBe(200);
    expect((await put(driverKind, 'D-2', { ...strip(d2), active: false })).status).toBe(200);
    try {
      const kept = (await getItinerary()).body;
      kept.moves[0].events[0].note = 'retired driver, work in hand';
      expect((await putItinerary(kept)).status).toBe(200);

      const before = await getItinerary();
      const reassigned = structuredClone(before.body);
      reassigned.moves[0].driver = { type: 'driver', id: 'D-2' };
      const refused = await putItinerary(reassigned);
      expect(refused.status).toBe(400);
      expect(refused.body.data.failure_messages).toContain('Driver D-2 is retired.');
      expect((await getItinerary()).headers.etag).toBe(before.headers.etag);
    } finally {
      await put(driverKind, 'D-1', strip(d1));
      await put(driverKind, 'D-2', strip(d2));
    }
  });
});

describe('creations at once', () => {
  const tractor = KINDS.find((k) => k.kind === 'tractor')!;

  test('records created by concurrent writers each take one position: listed once each, none moved', async () => {
    const before = await listedIds(tractor);
    const ids = Array.from({ length: 9 }, (_, index) => `RACE-${index}`);
    // Nine creations in flight together, each racing the others for the next rank.
    const answers = await Promise.all(ids.map((id) => put(tractor, id, tractor.record(id))));
    expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 201));
    const after = await listedIds(tractor);
    expect(after.slice(0, before.length)).toEqual(before);
    expect([...after.slice(before.length)].sort()).toEqual([...ids].sort());
    expect(new Set(after).size).toBe(after.length);
  });
});
