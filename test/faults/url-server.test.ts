import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { TEST_ATTEMPTS, useDocumentStore } from '../integration/documents/support/store';
import { submitAndSettle } from '../integration/documents/support/submissions';

/**
 * URL submissions against a server that misbehaves below HTTP: it resets the
 * connection, answers with bytes that are no HTTP, goes silent, or serves
 * bytes that are no document. Each submission fails with a reason, within its
 * timeouts. (A server that stalls mid-body, answers 5xx or 404, or streams past
 * the size limit: test/integration/documents/url-submissions.test.ts.)
 */

process.env.ALLOW_LOOPBACK_URLS = 'true';
process.env.DOCUMENT_CONNECT_TIMEOUT_MS = '500';
process.env.DOCUMENT_DOWNLOAD_TIMEOUT_MS = '800';

useDocumentStore();

/** How a submission whose attempts were all spent ends its reason. */
const GAVE_UP = `Gave up after ${TEST_ATTEMPTS} attempts\\.`;

/**
 * Every attempt may run to the download timeout; the worker's backoff between
 * them is short. The slack tells a submission that hangs (no timeout fires)
 * from one slowed by a loaded machine: the full suite measured 6.3 s here.
 */
const SETTLE_WITHIN_MS = TEST_ATTEMPTS * 800 + 10_000;

const BEHAVIOURS: Record<string, (socket: Socket) => void> = {
  '/reset-at-once': (socket) => socket.resetAndDestroy(),
  '/reset-mid-body': (socket) => {
    socket.write(
      'HTTP/1.1 200 OK\r\ncontent-type: application/pdf\r\ncontent-length: 100000\r\n\r\n%PDF-1.4\n',
    );
    setTimeout(() => socket.resetAndDestroy(), 20);
  },
  '/not-http': (socket) => socket.end('\u0000\u0001garbage that is not a status line\r\n\r\n'),
  '/silent': () => {},
  '/not-a-document': (socket) => {
    const body = Buffer.from('just some text, not a scan of anything');
    socket.end(
      Buffer.concat([Buffer.from(`HTTP/1.1 200 OK\r\ncontent-length: ${body.length}\r\n\r\n`), body]),
    );
  },
};

let server: Server;
let port: number;
const hits = new Map<string, number>();

beforeAll(async () => {
  server = createServer((socket) => {
    socket.on('error', () => {});
    socket.once('data', (request: Buffer) => {
      const path = /^GET (\S+)/.exec(request.toString('latin1'))?.[1] ?? '';
      hits.set(path, (hits.get(path) ?? 0) + 1);
      BEHAVIOURS[path]?.(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  console.info(`URL server faults injected: ${[...hits.values()].reduce((a, b) => a + b, 0)} connections`);
});

test.each([
  [
    'resets the connection at once',
    '/reset-at-once',
    new RegExp(`^Page 1: the download failed \\(ECONNRESET\\)\\. ${GAVE_UP}$`),
    TEST_ATTEMPTS,
  ],
  [
    'resets it halfway through the body',
    '/reset-mid-body',
    new RegExp(`^Page 1: .+\\. ${GAVE_UP}$`),
    TEST_ATTEMPTS,
  ],
  [
    'answers with bytes that are no HTTP',
    '/not-http',
    new RegExp(`^Page 1: the download failed \\(HPE_\\w+\\)\\. ${GAVE_UP}$`),
    TEST_ATTEMPTS,
  ],
  [
    'accepts the connection and says nothing',
    '/silent',
    new RegExp(`^Page 1: the download did not finish within 0\\.8 s\\. ${GAVE_UP}$`),
    TEST_ATTEMPTS,
  ],
  [
    'serves bytes that are no document',
    '/not-a-document',
    /^Page 1: the content is not in a recognised document format; /,
    1,
  ],
])('a server that %s: the submission fails with the reason, in time', async (_, path, reason, attempts) => {
  const started = Date.now();
  const submission = await submitAndSettle(
    {
      context: 'SHIPMENT',
      entityId: '1001',
      type: 'POD',
      locationType: 'url',
      url: `http://127.0.0.1:${port}${path}`,
    },
    {},
  );
  expect(submission).toMatchObject({ status: 'failed', reason: expect.stringMatching(reason) });
  expect(Date.now() - started).toBeLessThan(SETTLE_WITHIN_MS);
  expect(hits.get(path)).toBe(attempts);
});
