import { measureDynamoDbUsage } from '#shared/aws/dynamodb-usage';
import { ITINERARY_BOUNDS } from '#shared/domain/itinerary-bounds';
import { bodyBytes, longItineraryBody, paddedTo } from '../../support/bounded-itineraries';
import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';

// small-data.json: shipment 1001 is an accepted import from 109 to 110; 111 is a site, Y-1 a yard.
const places = { origin: '109', destination: '110', yard: 'Y-1', scales: ['111'] };
const LIMIT = ITINERARY_BOUNDS.bodyBytes;

beforeAll(async () => {
  await seededStore('small-data.json');
});

const getItinerary = () => invoke('getItinerary', { pathParameters: { shipmentId: '1001' } });

const putItinerary = (body: unknown, headers: Record<string, string> = {}) =>
  invoke('putItinerary', { pathParameters: { shipmentId: '1001' }, body, headers });

/** The PUT's answer, the DynamoDB calls it made, and whether the stored itinerary is unchanged. */
async function refused(body: unknown, headers: Record<string, string> = {}) {
  const before = await getItinerary();
  const { result, usage } = await measureDynamoDbUsage(() => putItinerary(body, headers));
  const after = await getItinerary();
  return { res: result, requests: usage.requests, unchanged: after.headers.etag === before.headers.etag };
}

describe('PUT itinerary: bounds', () => {
  test('201 moves: 400 naming the bound, nothing read, nothing stored', async () => {
    const { res, requests, unchanged } = await refused(
      longItineraryBody(places, { moves: 201, eventsPerMove: 2 }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: 400,
      message: 'There was 1 validation error.',
      data: { failure_messages: ['An itinerary can have at most 200 moves.'] },
    });
    expect(requests).toBe(0);
    expect(unchanged).toBe(true);
  });

  test('51 events in the third move: 400 naming the move, counted from 1', async () => {
    const body = longItineraryBody(places, { moves: 4, eventsPerMove: 2 });
    body.moves[2] = longItineraryBody(places, { moves: 2, eventsPerMove: 51 }).moves[1]!;
    const { res, requests, unchanged } = await refused(body);
    expect(res.status).toBe(400);
    expect(res.body.data.failure_messages).toEqual(['Move 3 has 51 events; a move can have at most 50.']);
    expect(requests).toBe(0);
    expect(unchanged).toBe(true);
  });

  test('both bounds exceeded: one message each', async () => {
    const body = longItineraryBody(places, { moves: 201, eventsPerMove: 2 });
    body.moves[0] = longItineraryBody(places, { moves: 1, eventsPerMove: 60 }).moves[0]!;
    const res = await putItinerary(body);
    expect(res.body.data.failure_messages).toEqual([
      'An itinerary can have at most 200 moves.',
      'Move 1 has 60 events; a move can have at most 50.',
    ]);
    expect(res.body.message).toBe('There were 2 validation errors.');
  });

  test('a 513 KiB body: 413 naming the limit, before it is parsed or anything is read', async () => {
    const body = paddedTo(longItineraryBody(places, { moves: 10, eventsPerMove: 50 }), 513 * 1024);
    expect(bodyBytes(body)).toBe(513 * 1024);
    const { res, requests, unchanged } = await refused(body);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      status: 413,
      description: 'Payload Too Large',
      message: 'The request body exceeds 524288 bytes (512 KiB).',
      data: { limit: LIMIT },
    });
    expect(requests).toBe(0);
    expect(unchanged).toBe(true);
  });

  test('one byte over the limit is 413; the limit itself is not', async () => {
    const small = longItineraryBody(places, { moves: 2, eventsPerMove: 10 });
    const over = await putItinerary(`${JSON.stringify(small)}${' '.repeat(LIMIT + 1 - bodyBytes(small))}`);
    expect(over.status).toBe(413);
    const at = await putItinerary(`${JSON.stringify(small)}${' '.repeat(LIMIT - bodyBytes(small))}`);
    expect(at.status).toBe(200);
  });

  test('exactly at every bound (200 moves of 50 events, 512 KiB): stored', async () => {
    const body = paddedTo(longItineraryBody(places), LIMIT);
    expect(bodyBytes(body)).toBe(LIMIT);
    const res = await putItinerary(body);
    expect(res.status).toBe(200);
    expect(res.body.moves).toHaveLength(ITINERARY_BOUNDS.moves);
    expect(res.body.moves.every((move: { events: unknown[] }) => move.events.length === 50)).toBe(true);
    expect((await getItinerary()).headers.etag).toBe(res.headers.etag);
  }, 60_000);
});

describe('PUT itinerary: bounds, abuse', () => {
  test('a Content-Length claiming a small body does not let a large one through', async () => {
    const body = paddedTo(longItineraryBody(places, { moves: 10, eventsPerMove: 50 }), LIMIT + 1);
    const { res, requests } = await refused(body, { 'content-length': '120' });
    expect(res.status).toBe(413);
    expect(requests).toBe(0);
  });

  test('a Content-Length claiming a huge body does not refuse a small one', async () => {
    const res = await putItinerary(longItineraryBody(places, { moves: 201, eventsPerMove: 2 }), {
      'content-length': String(100 * 1024 * 1024),
    });
    expect(res.status).toBe(400);
    expect(res.body.data.failure_messages).toEqual(['An itinerary can have at most 200 moves.']);
  });

  test('a body under the limit in characters but over it in UTF-8 bytes: 413', async () => {
    // 180,000 characters of "€" (3 bytes each): about 176 Ki characters, 527 KiB.
    const body = paddedTo(longItineraryBody(places, { moves: 50, eventsPerMove: 50 }), 600 * 1024, {
      fill: '€',
    });
    const text = JSON.stringify(body);
    expect(text.length).toBeLessThan(LIMIT);
    expect(Buffer.byteLength(text)).toBeGreaterThan(LIMIT);
    const { res, requests, unchanged } = await refused(text);
    expect(res.status).toBe(413);
    expect(requests).toBe(0);
    expect(unchanged).toBe(true);
  });
});
