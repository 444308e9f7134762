import { measureDynamoDbUsage } from '#shared/aws/dynamodb-usage';
import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';

beforeAll(async () => {
  await seededStore('small-data.json');
});

const getItinerary = (shipmentId = '1001', as?: { driver: string }) =>
  invoke('getItinerary', { pathParameters: { shipmentId }, ...(as ? { as } : {}) });

const putItinerary = (
  // biome-ignore lint/suspicious/noExplicitAny: itinerary bodies are edited freely, as a client would
  body: any,
  options: { shipmentId?: string; ifMatch?: string; as?: { driver: string } } = {},
) =>
  invoke('putItinerary', {
    pathParameters: { shipmentId: options.shipmentId ?? '1001' },
    body,
    ...(options.ifMatch ? { headers: { 'if-match': options.ifMatch } } : {}),
    ...(options.as ? { as: options.as } : {}),
  });

describe('PUT /shipments/{id}/itinerary', () => {
  test('GET, modify, PUT: 200 with the stored itinerary and a new ETag', async () => {
    const before = await getItinerary();
    const body = before.body;
    body.moves[0].events[0].note = 'Gate 4';
    const res = await putItinerary(body, { ifMatch: before.headers.etag });
    expect(res.status).toBe(200);
    expect(res.body.moves[0].events[0].note).toBe('Gate 4');
    expect(res.body.moves[0].events[0].site.name).toBe('Port Terminal 3');
    expect(res.headers.etag).not.toBe(before.headers.etag);
    expect((await getItinerary()).body).toEqual(res.body);
  });

  test('every violated rule is reported at once', async () => {
    const { body } = await getItinerary();
    body.moves[1].driver = { type: 'driver', id: 'D-9' };
    body.moves[0].events.reverse();
    const res = await putItinerary(body);
    expect(res.status).toBe(400);
    expect(res.body.data.failure_messages).toEqual(
      expect.arrayContaining(['The driver D-9 does not exist in drivers.']),
    );
    expect(res.body.data.failure_messages.length).toBeGreaterThan(1);
    expect(res.body.message).toBe(`There were ${res.body.data.failure_messages.length} validation errors.`);
  });

  test('a refused PUT changes nothing', async () => {
    const before = await getItinerary();
    const body = structuredClone(before.body);
    body.moves[0].events[0].site.id = 'nowhere';
    expect((await putItinerary(body)).status).toBe(400);
    const after = await getItinerary();
    expect(after.body).toEqual(before.body);
    expect(after.headers.etag).toBe(before.headers.etag);
  });

  test('a shipment whose status refuses updates is 422', async () => {
    const res = await putItinerary({ moves: [] }, { shipmentId: '1003' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Shipment 1003 has a status of cancelled and does not allow updates.');
    expect(res.body.data.failure_messages).toContain(res.body.message);
  });

  test('an unknown shipment is 404 Shipment not found.', async () => {
    const res = await putItinerary({ moves: [] }, { shipmentId: '9999' });
    expect(res).toMatchObject({ status: 404, body: { status: 404, message: 'Shipment not found.' } });
  });

  test('a body of the wrong shape is 400 naming the property', async () => {
    const res = await putItinerary({ moves: [{ driver: { type: 'robot' }, events: [] }] });
    expect(res.status).toBe(400);
    expect(res.body.data.prop_name).toBe('moves[0].driver.type');
  });

  test('If-Match with a stale ETag is 412', async () => {
    const { body, headers } = await getItinerary();
    expect((await putItinerary(body, { ifMatch: headers.etag })).status).toBe(200);
    const stale = await putItinerary(body, { ifMatch: headers.etag });
    expect(stale.status).toBe(412);
    expect(stale.body.status).toBe(412);
  });

  test('concurrent PUTs on one ETag: exactly one wins, the others get 412', async () => {
    const { body, headers } = await getItinerary();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => {
        const edited = structuredClone(body);
        edited.moves[0].events[1].note = `writer ${i}`;
        return putItinerary(edited, { ifMatch: headers.etag });
      }),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 412)).toHaveLength(7);
  });

  test('concurrent PUTs without If-Match never lose an update silently', async () => {
    const before = await getItinerary();
    const version = Number(before.headers.etag!.replaceAll('"', ''));
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => {
        const edited = structuredClone(before.body);
        edited.moves[0].events[1].note = `racer ${i}`;
        return putItinerary(edited);
      }),
    );
    const applied = results.filter((r) => r.status === 200);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const after = await getItinerary();
    expect(Number(after.headers.etag!.replaceAll('"', ''))).toBe(version + applied.length);
  });
});

describe('driver authority on itineraries', () => {
  test('a driver may report arrival on its own event', async () => {
    const { body } = await getItinerary('1001', { driver: 'D-1' });
    body.moves[0].events[0].arrived = '2026-11-23T08:05:00';
    const res = await putItinerary(body, { as: { driver: 'D-1' } });
    expect(res.status).toBe(200);
    expect(res.body.moves[0].status).toBe('progress');
  });

  test('a driver may not change anything else, nor touch others’ shipments', async () => {
    const { body } = await getItinerary('1001', { driver: 'D-1' });
    body.moves[0].events[1].scheduled = '2026-11-23T15:00:00';
    expect((await putItinerary(body, { as: { driver: 'D-1' } })).status).toBe(403);
    expect((await putItinerary(body, { as: { driver: 'D-2' } })).status).toBe(403);
    expect((await getItinerary('1001', { driver: 'D-2' })).status).toBe(403);
  });
});

describe('what a PUT reads of other work', () => {
  test('a note reads no plan and no equipment use: the shipment, the records it names, then the write', async () => {
    const { body } = await getItinerary();
    body.moves[0].events[1].note = 'Door 2';
    // The first PUT of this test reads the settings too (then cached for a minute).
    expect((await putItinerary(body)).status).toBe(200);
    body.moves[0].events[1].note = 'Door 7';
    const { result, usage } = await measureDynamoDbUsage(() => putItinerary(body));
    expect(result.status).toBe(200);
    expect(usage.requests).toBe(3);
  });

  test("a move given a tractor another shipment's driver holds at the time is still refused", async () => {
    // Shipment 1001's first move has D-1 on tractor T-10 on 2026-11-23 from 08:00 to 13:00.
    const { body } = await getItinerary('1001');
    const [move] = body.moves;
    move.driver = { type: 'driver', id: 'D-2' };
    for (const event of move.events) event.appointment = { start: '', end: '', number: '' };
    move.events[0].site = { id: '111' };
    const res = await putItinerary({ moves: [move] }, { shipmentId: '1002' });
    expect(res.status).toBe(400);
    expect(res.body.data.failure_messages).toEqual([
      'The assignment of driver D-2 would create an invalid itinerary assignment for tractor T-10.',
    ]);
  });
});
