import type { RouteId } from '#shared/route-table';
import type { TestRequest } from '../../support/api-event';
import { eventFor, handlerOf, invoke } from '../../support/invoke';
import { newKey } from '../../support/keyed-requests';
import { seededStore } from '../../support/seed';

/** "The first response is returned again exactly": the same status, headers that matter and body bytes. */
beforeAll(async () => {
  await seededStore('small-data.json');
});

/** A route's answer as sent: its body as the bytes on the wire, not parsed. */
async function rawAnswer(id: RouteId, request: TestRequest) {
  const { event, context } = eventFor(id, request);
  const response = await (await handlerOf(id))(event, context);
  return {
    status: response.statusCode,
    headers: (response.headers ?? {}) as Record<string, string>,
    body: Buffer.from(response.body ?? '', 'utf8'),
  };
}

const HEADERS_THAT_MATTER = ['content-type', 'etag', 'location', 'cache-control'];

const headersThatMatter = (headers: Record<string, string>) =>
  Object.fromEntries(HEADERS_THAT_MATTER.map((name) => [name, headers[name]]));

/** How many property names a JSON value holds, at every depth. */
const keysIn = (value: unknown): number =>
  typeof value !== 'object' || value === null
    ? 0
    : Object.values(value).reduce(
        (count: number, inner) => count + keysIn(inner),
        Array.isArray(value) ? 0 : Object.keys(value).length,
      );

/** Sends `request` once, then `replays` times with its key: every replay is the first answer, byte for byte. */
async function expectReplayedExactly(id: RouteId, request: TestRequest, replays: number) {
  const first = await rawAnswer(id, request);
  expect(first.status).toBeLessThan(300);
  for (let replay = 0; replay < replays; replay++) {
    const again = await rawAnswer(id, request);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.status).toBe(first.status);
    expect(headersThatMatter(again.headers)).toEqual(headersThatMatter(first.headers));
    expect(again.body.equals(first.body)).toBe(true);
  }
  return first;
}

test('an itinerary PUT (an answer of many keys, nested) is replayed byte for byte, every time', async () => {
  const itinerary = (await invoke('getItinerary', { pathParameters: { shipmentId: '1001' } })).body;
  itinerary.moves[0].events[0].note = 'replayed byte for byte';
  const request = {
    pathParameters: { shipmentId: '1001' },
    body: itinerary,
    headers: { 'idempotency-key': newKey() },
  };
  const first = await expectReplayedExactly('putItinerary', request, 20);
  expect(keysIn(JSON.parse(first.body.toString('utf8')))).toBeGreaterThan(50);
});

test('a submission (202 with Location) and a non-shipment event PUT are replayed byte for byte', async () => {
  const submission = await expectReplayedExactly(
    'submitImage',
    {
      body: {
        context: 'SHIPMENT',
        entityId: '1001',
        type: 'POD',
        bucket: process.env.DROP_BUCKET ?? '',
        fileKey: 'replayed.pdf',
      },
      headers: { 'idempotency-key': newKey() },
    },
    5,
  );
  expect(submission.status).toBe(202);
  expect(submission.headers.location).toMatch(/^\/images\/submissions\//);
  const event = await expectReplayedExactly(
    'putNonShipmentEvent',
    {
      pathParameters: { driverId: 'D-1', eventId: 'NS-1' },
      body: { note: 'replayed byte for byte' },
      headers: { 'idempotency-key': newKey() },
    },
    5,
  );
  expect(event.status).toBe(200);
});
