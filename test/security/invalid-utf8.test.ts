import { eventFor, handlerOf } from '../support/invoke';
import { type LocalApi, startLocalApi } from '../support/local-api';
import { httpMessage, rawRequest } from '../support/raw-http';

/**
 * A body whose bytes are not UTF-8 is refused at the edge, naming the body,
 * and nothing of it is stored: not read as U+FFFD in place of the bytes sent.
 */
let api: LocalApi;
let token: string;

// Subscriptions are recorded here, never delivered to.
process.env.ALLOW_LOOPBACK_URLS = 'false';

beforeAll(async () => {
  api = await startLocalApi('test/fixtures/small-data.json');
  token = await api.token({ role: 'dispatcher' });
}, 60_000);

afterAll(() => api.close());

const send = (method: string, target: string, body?: Buffer) =>
  rawRequest(
    api.port,
    httpMessage(
      method,
      target,
      { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    ),
  );

/** A JSON body with `bytes` inside one string value, as sent. */
const jsonWith = (before: string, bytes: number[], after: string) =>
  Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]);

const subscriptionCount = async () => JSON.parse((await send('GET', '/webhooks')).body).items.length;

test.each([
  ['a lone continuation byte', [0x80]],
  ['0xFF', [0xff]],
  ['a truncated two-byte sequence', [0xc3]],
  ['an overlong encoding of "/"', [0xc0, 0xaf]],
  ['an encoded surrogate', [0xed, 0xa0, 0x80]],
])('%s inside a JSON string: 400 naming the body, nothing stored', async (_, bytes) => {
  const before = await subscriptionCount();
  const answer = await send(
    'POST',
    '/webhooks',
    jsonWith(
      '{"url":"https://hooks.example.com/tms","events":["itinerary.updated"],"description":"a',
      bytes,
      'b"}',
    ),
  );
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body)).toEqual({
    status: 400,
    description: 'Bad Request',
    message: 'The request body is not valid UTF-8.',
    data: { object_name: 'body' },
  });
  expect(await subscriptionCount()).toBe(before);
});

test('an itinerary PUT with invalid UTF-8 in a note: 400, the itinerary unchanged', async () => {
  const current = await send('GET', '/shipments/1001/itinerary');
  const itinerary = JSON.parse(current.body);
  itinerary.moves[0].events[0].note = 'NOTE_HERE';
  const [head, tail] = JSON.stringify(itinerary).split('NOTE_HERE');
  const answer = await send('PUT', '/shipments/1001/itinerary', jsonWith(head!, [0xfe, 0x41], tail!));
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body).data).toEqual({ object_name: 'body' });
  expect((await send('GET', '/shipments/1001/itinerary')).body).toBe(current.body);
});

test('UTF-8 beyond ASCII is stored as sent', async () => {
  const answer = await send(
    'POST',
    '/webhooks',
    Buffer.from(
      '{"url":"https://hooks.example.com/tms","events":["itinerary.updated"],"description":"Zürich 🚚"}',
    ),
  );
  expect(answer.status).toBe(201);
  expect(JSON.parse(answer.body).description).toBe('Zürich 🚚');
});

test('a body API Gateway hands over as base64 is refused the same when its bytes are not UTF-8', async () => {
  const { event, context } = eventFor('createWebhook');
  event.body = jsonWith('{"url":"https://hooks.example.com/tms","description":"', [0xff], '"}').toString(
    'base64',
  );
  event.isBase64Encoded = true;
  const answer = await (await handlerOf('createWebhook'))(event, context);
  expect(answer.statusCode).toBe(400);
  expect(JSON.parse(answer.body ?? '').data).toEqual({ object_name: 'body' });
});
