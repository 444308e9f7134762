import { setTimeout as sleep } from 'node:timers/promises';
import { logger } from '#shared/observability/logger';
import { mintToken } from '#tools/dev-server/local-tokens';
import { startLocalServer } from '#tools/dev-server/server';
import { captureOutput } from '../../support/captured-output';
import { rawRequest } from '../../support/raw-http';

/**
 * The local server's edge, before any handler: what it serves and what it
 * logs for requests a well-behaved client never sends. A stand-in handler
 * records what reaches it.
 */
const tokenSecret = new Uint8Array(32).fill(7);
const reached: string[] = [];
let server: Awaited<ReturnType<typeof startLocalServer>>;
let token: string;

beforeAll(async () => {
  server = await startLocalServer({
    routes: [
      { id: 'listWebhooks', method: 'GET', path: '/webhooks', handler: 'stand-in' },
      { id: 'createWebhook', method: 'POST', path: '/webhooks', handler: 'stand-in' },
    ],
    port: 0,
    tokenSecret,
    loadHandler: async () => async (event) => {
      reached.push(`${event.requestContext.http.method} ${event.rawPath}`);
      return { statusCode: 200, body: '{}' };
    },
  });
  token = await mintToken(tokenSecret, { role: 'dispatcher' });
});

afterAll(() => server.close());
beforeEach(() => {
  reached.length = 0;
});

const request = (target: string, method = 'GET') =>
  rawRequest(
    server.port,
    `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nConnection: close\r\n\r\n`,
  );

test('an origin-form path is served', async () => {
  expect((await request('/webhooks?limit=5')).status).toBe(200);
  expect(reached).toEqual(['GET /webhooks']);
});

test.each([
  ['a path a URL parser reads as another host', '//evil.com/webhooks'],
  ['the same with a backslash', '/\\evil.com/webhooks'],
  ['absolute form', 'http://localhost/webhooks'],
  ['absolute form naming another host', 'http://evil.com/webhooks'],
  ['asterisk form', '*'],
])('%s (%s) is refused with 400, reaching no handler', async (_, target) => {
  const answer = await request(target);
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body)).toMatchObject({ status: 400, description: 'Bad Request' });
  expect(reached).toEqual([]);
});

test('a malformed chunked body: a clean 400, and one warning without a stack, no error', async () => {
  const output = captureOutput();
  logger.setLogLevel('INFO');
  let answer: Awaited<ReturnType<typeof rawRequest>>;
  try {
    answer = await rawRequest(
      server.port,
      `POST /webhooks HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
        'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n3\r\nabc\r\nzz\r\n0\r\n\r\n',
    );
    // The request handler learns of the refusal when the aborted body read fails, just after.
    await sleep(200);
  } finally {
    logger.setLogLevel('SILENT');
    output.restore();
  }
  expect(answer.status).toBe(400);
  const records = output.records();
  expect(records.map((record) => record.level)).toEqual(['WARN']);
  expect(records[0]).toMatchObject({
    message: 'request not valid HTTP',
    code: expect.stringMatching(/^HPE_/),
  });
  expect(JSON.stringify(records)).not.toMatch(/stack/i);
  expect(reached).toEqual([]);
});
