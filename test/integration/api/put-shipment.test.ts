import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { measureDynamoDbUsage } from '#shared/aws/dynamodb-usage';
import { config } from '#shared/config';
import { SHIPMENT_STATUSES, type ShipmentStatus } from '#shared/domain/shipment-status';
import { masterRecordToItem } from '#shared/master-data/store';
import { listEquipmentUsesEndingFrom } from '#shared/shipments/store/equipment-uses';
import { registerClient } from '../../support/clients';
import { type Caller, invoke } from '../../support/invoke';
import { newKey } from '../../support/keyed-requests';
import { seededStore } from '../../support/seed';
import { pendingShipmentFacts } from '../../support/shipment-facts';

beforeAll(async () => {
  await seededStore('small-data.json');
  await registerClient('order-bridge', 'Order bridge', ['tms/shipments.write']);
  await registerClient('visibility', 'Visibility', ['tms/shipments.read']);
  // A customer retired by its master-data PUT: `active: false` on its record.
  await documentClient.send(
    new PutCommand({
      TableName: config.tableName,
      Item: masterRecordToItem('customer', { id: 'C-OLD', name: 'Gone Foods', active: false } as never, 9),
    }),
  );
});

/** A shipment as a TMS sends it, on the fixture's customer and sites. */
const facts = (fields: Record<string, unknown> = {}) =>
  pendingShipmentFacts('ORD-7001', {
    equipment: { container: 'MSCU1234567', chassis: '', trailer: '' },
    ...fields,
  });

const putShipment = (
  shipmentId: string,
  body: unknown,
  options: { headers?: Record<string, string> } & Caller = {},
) => invoke('putShipment', { pathParameters: { shipmentId }, body, ...options });

const getShipment = (shipmentId: string) => invoke('getShipment', { pathParameters: { shipmentId } });
const getItinerary = (shipmentId: string) => invoke('getItinerary', { pathParameters: { shipmentId } });
const history = async (shipmentId: string) =>
  (await invoke('listItineraryHistory', { pathParameters: { shipmentId } })).body.items;

describe('PUT /shipments/{id} creates', () => {
  test('201 with Location and ETag; createdAt set by the service; an empty itinerary at the same version', async () => {
    const before = Date.now();
    const res = await putShipment(
      '7001',
      facts({ orderedAt: '2026-11-25T15:18:00Z', createdAt: '1999-01-01T00:00:00Z' }),
    );
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe('/shipments/7001');
    expect(res.headers.etag).toBe('"1"');
    expect(res.body).toMatchObject({
      id: '7001',
      status: 'pending',
      customer: { id: 'C-1', href: '/customers/C-1' },
      orderedAt: '2026-11-25T15:18:00Z',
    });
    expect(Date.parse(res.body.createdAt)).toBeGreaterThanOrEqual(before);
    const read = await getShipment('7001');
    expect(read.body).toEqual(res.body);
    // One version for facts and itinerary: either GET's ETag is the If-Match of either PUT.
    expect(read.headers.etag).toBe(res.headers.etag);
    const itinerary = await getItinerary('7001');
    expect(itinerary.body.moves).toEqual([]);
    expect(itinerary.headers.etag).toBe(res.headers.etag);
    const [first] = await history('7001');
    expect(first).toMatchObject({ version: 1, source: 'api', changedBy: { role: 'dispatcher' } });
    expect(first.changes).toContainEqual({ path: 'status', from: null, to: 'pending' });
  });

  test('the new shipment is first in /shipments, and every other keeps its place', async () => {
    const before = (await invoke('listShipments', { query: 'limit=100' })).body.items.map(
      (item: { id: string }) => item.id,
    );
    expect((await putShipment('7002', facts())).status).toBe(201);
    const after = (await invoke('listShipments', { query: 'limit=100' })).body.items.map(
      (item: { id: string }) => item.id,
    );
    expect(after).toEqual(['7002', ...before]);
  });

  test('a page of /shipments costs the same before and after creations, at the first and a later offset', async () => {
    const costOf = async (query: string) => {
      const { result, usage } = await measureDynamoDbUsage(() => invoke('listShipments', { query }));
      expect(result.status).toBe(200);
      return { requests: usage.requests, capacityUnits: usage.capacityUnits };
    };
    const before = [await costOf('limit=2'), await costOf('limit=2&offset=2')];
    for (const id of ['7200', '7201', '7202']) expect((await putShipment(id, facts())).status).toBe(201);
    expect([await costOf('limit=2'), await costOf('limit=2&offset=2')]).toEqual(before);
  });

  test('concurrent creations each take their own rank: /shipments lists every one once', async () => {
    const ids = Array.from({ length: 6 }, (_, index) => `7100-${index}`);
    const results = await Promise.all(ids.map((id) => putShipment(id, facts())));
    expect(results.map((result) => result.status)).toEqual(ids.map(() => 201));
    const listed = (await invoke('listShipments', { query: 'limit=100' })).body.items.map(
      (item: { id: string }) => item.id,
    );
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.slice(0, ids.length).sort()).toEqual([...ids].sort());
  });

  test('the same id created twice at once: one 201, the other a 200 replacing it or unchanged', async () => {
    const results = await Promise.all([putShipment('7003', facts()), putShipment('7003', facts())]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 201]);
    const listed = (await invoke('listShipments', { query: 'limit=100' })).body.items.filter(
      (item: { id: string }) => item.id === '7003',
    );
    expect(listed).toHaveLength(1);
  });
});

describe('PUT /shipments/{id} replaces the facts', () => {
  test('200 with the next ETag, shared with the itinerary; createdAt kept; a history version naming status', async () => {
    const created = await putShipment('7010', facts());
    const res = await putShipment('7010', facts({ status: 'accepted' }), {
      headers: { 'if-match': created.headers.etag! },
    });
    expect(res.status).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers.etag).toBe('"2"');
    expect(res.body.status).toBe('accepted');
    expect(res.body.createdAt).toBe(created.body.createdAt);
    expect((await getItinerary('7010')).headers.etag).toBe('"2"');
    const [latest] = await history('7010');
    expect(latest).toMatchObject({
      version: 2,
      source: 'api',
      changes: [{ path: 'status', from: 'pending', to: 'accepted' }],
    });
  });

  test('the same facts again store nothing: 200 at the same ETag', async () => {
    const created = await putShipment('7011', facts());
    const again = await putShipment('7011', facts());
    expect(again.status).toBe(200);
    expect(again.headers.etag).toBe(created.headers.etag);
    expect(await history('7011')).toHaveLength(1);
  });

  test('If-Match: the itinerary GET’s ETag is accepted, a stale one is 412, one on a shipment that does not exist is 412', async () => {
    await putShipment('7012', facts());
    const { etag } = (await getItinerary('7012')).headers;
    expect(
      (await putShipment('7012', facts({ orderNumber: 'ORD-B' }), { headers: { 'if-match': etag! } })).status,
    ).toBe(200);
    const stale = await putShipment('7012', facts({ orderNumber: 'ORD-C' }), {
      headers: { 'if-match': etag! },
    });
    expect(stale.status).toBe(412);
    expect((await getShipment('7012')).body.orderNumber).toBe('ORD-B');
    expect((await putShipment('7013', facts(), { headers: { 'if-match': '"1"' } })).status).toBe(412);
    expect((await getShipment('7013')).status).toBe(404);
  });

  test('a facts change makes an itinerary PUT with the older ETag stale: one version for both', async () => {
    const itinerary = await getItinerary('1002');
    expect(
      (await putShipment('1002', { ...(await getShipment('1002')).body, orderNumber: 'ORD-1002-B' })).status,
    ).toBe(200);
    const put = await invoke('putItinerary', {
      pathParameters: { shipmentId: '1002' },
      body: itinerary.body,
      headers: { 'if-match': itinerary.headers.etag! },
    });
    expect(put.status).toBe(412);
  });

  test('the same Idempotency-Key again is answered the first answer, and stores one version', async () => {
    const key = newKey();
    const first = await putShipment('7014', facts(), { headers: { 'idempotency-key': key } });
    const replay = await putShipment('7014', facts(), { headers: { 'idempotency-key': key } });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.etag).toBe(first.headers.etag);
    expect(await history('7014')).toHaveLength(1);
  });
});

describe('status changes', () => {
  const allowed = new Set([
    'pending>accepted',
    'pending>declined',
    'pending>cancelled',
    'accepted>cancelled',
    ...SHIPMENT_STATUSES.map((status) => `${status}>${status}`),
  ]);
  const pairs = SHIPMENT_STATUSES.flatMap((from) => SHIPMENT_STATUSES.map((to) => [from, to] as const));

  test.each(pairs)('%s to %s', async (from: ShipmentStatus, to: ShipmentStatus) => {
    const id = `S-${from}-${to}`;
    expect((await putShipment(id, facts({ status: from }))).status).toBe(201);
    const res = await putShipment(id, facts({ status: to }));
    if (allowed.has(`${from}>${to}`)) {
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(to);
    } else {
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(`Shipment ${id} cannot change from ${from} to ${to}.`);
      expect((await getShipment(id)).body.status).toBe(from);
    }
  });
});

describe('cancelling', () => {
  test("takes the shipment's moves out of its driver's plan, frees its equipment, and locks its itinerary", async () => {
    const plans = async () =>
      (
        await invoke('getDriverPlans', { pathParameters: { driverId: 'D-1' }, query: 'startDate=2026-11-01' })
      ).body.items.map((move: { shipment?: { id: string } }) => move.shipment?.id);
    const chassisUses = () => listEquipmentUsesEndingFrom({ kind: 'chassis', id: 'CH-7' }, '2026-01-01');
    expect(await plans()).toContain('1001');
    expect(await chassisUses()).not.toEqual([]);

    const shipment = (await getShipment('1001')).body;
    const res = await putShipment('1001', { ...shipment, status: 'cancelled' });
    expect(res.status).toBe(200);

    expect(await plans()).not.toContain('1001');
    expect(await chassisUses()).toEqual([]);
    const itinerary = await getItinerary('1001');
    expect(itinerary.body.moves).toHaveLength(2);
    const locked = await invoke('putItinerary', {
      pathParameters: { shipmentId: '1001' },
      body: itinerary.body,
    });
    expect(locked.status).toBe(422);
    const [latest] = await history('1001');
    expect(latest.changes).toEqual([{ path: 'status', from: 'accepted', to: 'cancelled' }]);
  });
});

describe('bad input changes nothing', () => {
  test.each([
    ['an unknown customer', { customer: { id: 'C-404' } }, 'customer.id', 'Customer C-404 does not exist.'],
    ['a retired customer', { customer: { id: 'C-OLD' } }, 'customer.id', 'Customer C-OLD is retired.'],
    ['an unknown origin', { origin: { id: 'nowhere' } }, 'origin.id', 'Site nowhere does not exist.'],
    ['an unknown destination', { destination: { id: 'Y-1' } }, 'destination.id', 'Site Y-1 does not exist.'],
    [
      'an unknown chassis',
      { equipment: { container: '', chassis: 'CH-404', trailer: '' } },
      'equipment.chassis',
      'Chassis CH-404 does not exist.',
    ],
    ['an id unlike the path’s', { id: '7999' }, 'id', "The body's id 7999 is not the path's 7020."],
  ])('%s: 400 naming the field', async (_, fields, propName, message) => {
    const res = await putShipment('7020', facts(fields));
    expect(res.status).toBe(400);
    expect(res.body.data.prop_name).toBe(propName);
    expect(res.body.message).toBe(message);
    expect((await getShipment('7020')).status).toBe(404);
  });

  test.each([
    ['an unknown status', { status: 'shipped' }, 'status'],
    ['no order number', { orderNumber: undefined }, 'orderNumber'],
    ['a customer without an id', { customer: {} }, 'customer.id'],
    ['hazmat as text', { hazmat: 'yes' }, 'hazmat'],
    ['orderedAt not a time', { orderedAt: 'yesterday' }, 'orderedAt'],
  ])('%s: 400 naming the property', async (_, fields, propName) => {
    const res = await putShipment('7021', facts(fields));
    expect(res.status).toBe(400);
    expect(res.body.data.prop_name).toBe(propName);
    expect((await getShipment('7021')).status).toBe(404);
  });

  test('a replacement refused leaves the shipment as it was', async () => {
    const created = await putShipment('7022', facts());
    const refused = await putShipment('7022', facts({ customer: { id: 'C-404' }, status: 'accepted' }));
    expect(refused.status).toBe(400);
    const after = await getShipment('7022');
    expect(after.body).toEqual(created.body);
  });
});

describe('who may', () => {
  test('a client with tms/shipments.write may; one with only tms/shipments.read and a driver get 403', async () => {
    const bridge = { client: 'order-bridge', scopes: ['tms/shipments.write'] } as const;
    const reader = { client: 'visibility', scopes: ['tms/shipments.read'] } as const;
    expect((await putShipment('7030', facts(), { as: bridge })).status).toBe(201);
    expect((await putShipment('7031', facts(), { as: reader })).status).toBe(403);
    expect((await putShipment('7031', facts(), { as: { driver: 'D-1' } })).status).toBe(403);
    expect((await getShipment('7031')).status).toBe(404);
  });
});
