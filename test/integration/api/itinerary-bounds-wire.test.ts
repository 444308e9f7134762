import { ITINERARY_BOUNDS } from '#shared/domain/itinerary-bounds';
import { longItineraryBody, paddedTo } from '../../support/bounded-itineraries';
import { type LocalApi, startLocalApi } from '../../support/local-api';
import { rawRequest } from '../../support/raw-http';

/**
 * The body bound over the wire, on the local server as `npm start` runs it: a
 * length declared falsely, or not at all, never lets a larger body through.
 */
let api: LocalApi;
let token: string;

beforeAll(async () => {
  api = await startLocalApi('test/fixtures/small-data.json');
  token = await api.token({ role: 'dispatcher' });
});

afterAll(() => api.close());

const places = { origin: '109', destination: '110', yard: 'Y-1', scales: ['111'] };
const tooLarge = Buffer.from(
  JSON.stringify(
    paddedTo(longItineraryBody(places, { moves: 10, eventsPerMove: 50 }), ITINERARY_BOUNDS.bodyBytes + 1024),
  ),
);

const head = (headers: string) =>
  `PUT /shipments/1001/itinerary HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
  `Content-Type: application/json\r\nConnection: close\r\n${headers}\r\n`;

const etagOf1001 = async () =>
  (
    await fetch(`${api.url}/shipments/1001/itinerary`, { headers: { authorization: `Bearer ${token}` } })
  ).headers.get('etag');

test('a body sent in chunks, with no length declared, is measured as it arrives: 413', async () => {
  const before = await etagOf1001();
  const chunked = Buffer.concat([
    Buffer.from(head('Transfer-Encoding: chunked\r\n')),
    Buffer.from(`${tooLarge.length.toString(16)}\r\n`),
    tooLarge,
    Buffer.from('\r\n0\r\n\r\n'),
  ]);
  const answer = await rawRequest(api.port, chunked);
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toMatchObject({ data: { limit: ITINERARY_BOUNDS.bodyBytes } });
  expect(await etagOf1001()).toBe(before);
});

test('a Content-Length shorter than the body sent: only the declared bytes are the body, refused, nothing stored', async () => {
  const before = await etagOf1001();
  const answer = await rawRequest(
    api.port,
    Buffer.concat([Buffer.from(head('Content-Length: 100\r\n')), tooLarge]),
  );
  // The first 100 bytes are not a whole JSON document; the rest is not a request.
  expect(answer.status).toBe(400);
  expect(await etagOf1001()).toBe(before);
});

test('a Content-Length matching a body over the bound: 413', async () => {
  const answer = await rawRequest(
    api.port,
    Buffer.concat([Buffer.from(head(`Content-Length: ${tooLarge.length}\r\n`)), tooLarge]),
  );
  expect(answer.status).toBe(413);
});

test("a body far over the bound is refused naming the route's own limit, not every route's 1 MiB", async () => {
  const huge = Buffer.from(
    JSON.stringify(paddedTo(longItineraryBody(places, { moves: 20, eventsPerMove: 50 }), 2 * 1024 * 1024)),
  );
  const answer = await rawRequest(
    api.port,
    Buffer.concat([Buffer.from(head(`Content-Length: ${huge.length}\r\n`)), huge]),
  );
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toMatchObject({
    message: 'The request body exceeds 524288 bytes (512 KiB).',
    data: { limit: ITINERARY_BOUNDS.bodyBytes },
  });
});
