import { TmsClient } from '#client/index';

/**
 * The client's retry rules, on a stand-in network: what is retried, with
 * which key, after how long. (Against the service: test/integration/client.)
 */
interface Sent {
  method: string;
  url: string;
  key: string | null;
  at: number;
}

function network(answers: (() => Response)[]) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    sent.push({
      method: init?.method ?? 'GET',
      url: String(input),
      key: new Headers(init?.headers).get('idempotency-key'),
      at: Date.now(),
    });
    const answer = answers.shift();
    if (!answer) throw new Error('No answer left');
    return answer();
  };
  return { sent, fetch };
}

const unavailable = (retryAfter: string) => () =>
  new Response(JSON.stringify({ status: 503, description: 'Service Unavailable', data: {} }), {
    status: 503,
    headers: { 'retry-after': retryAfter },
  });
const ok = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200 });
const lost = () => {
  throw new TypeError('fetch failed');
};

test('a keyed POST answered 503 is sent again after Retry-After seconds, with the same key', async () => {
  const { sent, fetch } = network([unavailable('0'), ok({ id: 'wh-1' })]);
  const tms = new TmsClient({ baseUrl: 'http://api.test', token: 't', retries: 2, fetch });
  await tms.createWebhook({ url: 'https://hooks.example.com/tms', events: ['itinerary.updated'] });
  expect(sent.map((request) => request.method)).toEqual(['POST', 'POST']);
  expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent[1]?.key).toBe(sent[0]?.key);
});

test('Retry-After as an HTTP date in the past: at once', async () => {
  const { sent, fetch } = network([unavailable(new Date(Date.now() - 5_000).toUTCString()), ok({})]);
  const tms = new TmsClient({ baseUrl: 'http://api.test', token: 't', retries: 1, fetch });
  await tms.getImageTypes();
  expect(sent).toHaveLength(2);
  expect(sent[1]!.at - sent[0]!.at).toBeLessThan(500);
});

test('throttled (429) like API Gateway, without Retry-After: retried after a second', async () => {
  const throttled = () => new Response(JSON.stringify({ message: 'Too Many Requests' }), { status: 429 });
  const { sent, fetch } = network([throttled, ok({})]);
  await new TmsClient({ baseUrl: 'http://api.test', token: 't', retries: 1, fetch }).getImageTypes();
  expect(sent).toHaveLength(2);
  expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(950);
});

test('a GET whose answer was lost is retried; a POST without a key is not', async () => {
  const reads = network([lost, ok({})]);
  await new TmsClient({
    baseUrl: 'http://api.test',
    token: 't',
    retries: 1,
    fetch: reads.fetch,
  }).getImageTypes();
  expect(reads.sent).toHaveLength(2);

  const uploads = network([lost, ok({})]);
  const tms = new TmsClient({ baseUrl: 'http://api.test', token: 't', retries: 3, fetch: uploads.fetch });
  const ticket = tms.createImageUpload({
    context: 'SHIPMENT',
    entityId: '1004',
    type: 'POD',
    contentType: 'application/pdf',
    contentLength: 10,
  });
  await expect(ticket).rejects.toThrow('fetch failed');
  expect(uploads.sent).toHaveLength(1);
});

test('retries are off unless asked for', async () => {
  const { sent, fetch } = network([unavailable('0'), ok({})]);
  await expect(
    new TmsClient({ baseUrl: 'http://api.test', token: 't', fetch }).getImageTypes(),
  ).rejects.toMatchObject({
    status: 503,
  });
  expect(sent).toHaveLength(1);
});

test('over its request budget (429 with Retry-After): waited out, and the budget each answer tells is exposed', async () => {
  const budgetHeaders = (remaining: number) => ({
    'ratelimit-policy': '"budget";q=100;w=4',
    ratelimit: `"budget";r=${remaining};t=4`,
  });
  const spent = () =>
    new Response(
      JSON.stringify({ status: 429, description: 'Too Many Requests', data: { retry_after: 1 } }),
      {
        status: 429,
        headers: { 'retry-after': '1', ...budgetHeaders(0) },
      },
    );
  const served = () => new Response(JSON.stringify({}), { status: 200, headers: budgetHeaders(0) });
  const { sent, fetch } = network([spent, served]);
  const tms = new TmsClient({ baseUrl: 'http://api.test', token: 't', retries: 1, fetch });
  expect(tms.budget).toBeUndefined();
  await tms.getImageTypes();
  expect(sent).toHaveLength(2);
  expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(950);
  expect(tms.budget).toEqual({ limit: 100, windowSeconds: 4, remaining: 0, resetSeconds: 4 });
});

test('an answer without RateLimit headers keeps the budget last told; malformed ones are ignored', async () => {
  const told = () =>
    new Response('{}', {
      status: 200,
      headers: { 'ratelimit-policy': '"budget";q=50;w=5', ratelimit: '"budget";r=49;t=1' },
    });
  const malformed = () =>
    new Response('{}', { status: 200, headers: { 'ratelimit-policy': '"budget";q=x', ratelimit: 'r=1' } });
  const { fetch } = network([told, ok({}), malformed]);
  const tms = new TmsClient({ baseUrl: 'http://api.test', token: 't', fetch });
  await tms.getImageTypes();
  await tms.getImageTypes();
  await tms.getImageTypes();
  expect(tms.budget).toEqual({ limit: 50, windowSeconds: 5, remaining: 49, resetSeconds: 1 });
});
