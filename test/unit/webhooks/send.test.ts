import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { attemptStatusOf } from '#shared/webhooks/attempt-record';
import { postToPinned } from '#shared/webhooks/send';

let server: Server;
let port: number;
const received: { host: string | undefined; headers: IncomingHttpHeaders; body: string }[] = [];
let answer: (response: import('node:http').ServerResponse) => void = (response) => response.end();

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ host: request.headers.host, headers: request.headers, body });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(
  () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
);

beforeEach(() => {
  received.length = 0;
  answer = (response) => response.end();
});

const LOOPBACK = [{ address: '127.0.0.1', family: 4 as const }] as const;
const post = (url: string, timeoutMs?: number) =>
  postToPinned(
    new URL(url),
    [...LOOPBACK] as [(typeof LOOPBACK)[0]],
    { 'webhook-id': 'msg_1' },
    '{"a":1}',
    timeoutMs,
  );

test('connects to the pinned address whatever the name says: the name is never looked up', async () => {
  expect(await post(`http://receiver.invalid:${port}/hooks`)).toEqual({ status: 200 });
  expect(received).toEqual([
    {
      host: `receiver.invalid:${port}`,
      headers: expect.objectContaining({
        'webhook-id': 'msg_1',
        'content-type': 'application/json',
        'content-length': '7',
      }),
      body: '{"a":1}',
    },
  ]);
});

test("the receiver's status is the result, a redirect included: it is not followed", async () => {
  answer = (response) => {
    response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
    response.end();
  };
  expect(await post(`http://127.0.0.1:${port}/hooks`)).toEqual({ status: 302 });
  expect(received).toHaveLength(1);
  answer = (response) => {
    response.statusCode = 503;
    response.end('busy');
  };
  expect(await post(`http://127.0.0.1:${port}/hooks`)).toEqual({ status: 503, answer: 'busy' });
});

test("the first KB of the receiver's answer is kept, and no more", async () => {
  answer = (response) => response.writeHead(400).end(`refused: ${'x'.repeat(5000)}`);
  const result = await post(`http://127.0.0.1:${port}/hooks`);
  expect(result).toEqual({ status: 400, answer: `refused: ${'x'.repeat(1024 - 9)}` });
  expect(attemptStatusOf(result)).toBe(400);
});

test('an attempt without an answer is recorded as a timeout, a refusal or a TLS failure', () => {
  expect(attemptStatusOf({ failure: 'no answer within 15 s' })).toBe('timeout');
  expect(attemptStatusOf({ failure: 'ECONNREFUSED' })).toBe('refused');
  expect(attemptStatusOf({ failure: 'URL refused: a private address' })).toBe('refused');
  expect(attemptStatusOf({ failure: 'DEPTH_ZERO_SELF_SIGNED_CERT' })).toBe('tls');
  expect(attemptStatusOf({ failure: 'ERR_TLS_CERT_ALTNAME_INVALID' })).toBe('tls');
});

test('no answer within the timeout is a failure, not a hang', async () => {
  answer = () => {};
  const started = Date.now();
  expect(await post(`http://127.0.0.1:${port}/hooks`, 200)).toEqual({ failure: 'no answer within 0.2 s' });
  expect(Date.now() - started).toBeLessThan(2_000);
});

test('a refused connection is a failure naming why', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const deadPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  expect(await post(`http://127.0.0.1:${deadPort}/hooks`)).toEqual({ failure: 'ECONNREFUSED' });
});
