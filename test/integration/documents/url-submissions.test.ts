import type { ServerResponse } from 'node:http';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '#shared/aws/s3';
import { getCurrentDocument } from '#shared/documents/store';
import { jpegPage, pdfPage, tiffPage } from '../../support/document-pages';
import { invoke } from '../../support/invoke';
import { type PageServer, startPageServer } from './support/page-server';
import { TEST_ATTEMPTS, useDocumentStore } from './support/store';
import { submitAndSettle } from './support/submissions';

// The local server's --allow-loopback-urls, and limits small enough to hit quickly.
process.env.ALLOW_LOOPBACK_URLS = 'true';
process.env.DOCUMENT_DOWNLOAD_TIMEOUT_MS = '600';
process.env.DOCUMENT_CONNECT_TIMEOUT_MS = '500';
process.env.MAX_DOCUMENT_PAGE_BYTES = '65536';

useDocumentStore();

const PAGES: Record<string, Buffer> = {
  '/pod-1.pdf': pdfPage('url page 1'),
  '/pod-2.tif': tiffPage('url page 2'),
  '/pod-3.jpg': jpegPage('url page 3'),
};

let trap: PageServer;
let server: PageServer;
let endlessClosedEarly = false;
let flakyCalls = 0;

function streamForever(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'image/tiff' });
  response.write(tiffPage('endless'));
  const chunk = Buffer.alloc(16 * 1024, 0x41);
  const timer = setInterval(() => response.write(chunk), 5);
  response.on('close', () => {
    clearInterval(timer);
    endlessClosedEarly = true;
  });
}

beforeAll(async () => {
  // Whatever reaches this server got past the checks that should have stopped it.
  trap = await startPageServer((_, response) => response.end('secret'));
  server = await startPageServer((request, response) => {
    const path = request.url ?? '';
    const redirect = /^\/redirect\/(\d+)$/.exec(path);
    const page = PAGES[path];
    if (page) response.end(page);
    else if (redirect) {
      const left = Number(redirect[1]);
      response.writeHead(302, { location: left === 0 ? '/pod-1.pdf' : `/redirect/${left - 1}` }).end();
    } else if (path.startsWith('/to?')) {
      response.writeHead(307, { location: decodeURIComponent(path.slice(4)) }).end();
    } else if (path === '/stall') response.writeHead(200).write(tiffPage('stalled'));
    else if (path === '/endless') streamForever(response);
    else if (path === '/declared-too-large') response.writeHead(200, { 'content-length': 1 << 20 }).end();
    else if (path === '/unavailable') response.writeHead(503).end();
    else if (path === '/flaky') {
      flakyCalls += 1;
      if (flakyCalls === 1) response.writeHead(503).end();
      else response.end(PAGES['/pod-2.tif']);
    } else response.writeHead(404).end();
  });
});

afterAll(async () => {
  await Promise.all([server.close(), trap.close()]);
});

const byUrl = (url: string | string[], type = 'POD') => ({
  context: 'SHIPMENT',
  entityId: '1001',
  type,
  locationType: 'url',
  url,
});

test('pages downloaded from URLs are stored in order, under localhost as under 127.0.0.1', async () => {
  const urls = [
    server.url('/pod-1.pdf'),
    server.url('/pod-2.tif').replace('127.0.0.1', 'localhost'),
    server.url('/pod-3.jpg'),
  ];
  const submission = await submitAndSettle(byUrl(urls));
  expect(submission).toMatchObject({ status: 'completed', pages: 3 });

  const document = await getCurrentDocument('1001', 'POD');
  const stored = await Promise.all(
    document!.fileKeys.map(async (key) => {
      const object = await s3.send(new GetObjectCommand({ Bucket: document!.bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    }),
  );
  expect(stored).toEqual(Object.values(PAGES));
  expect(document!.contentTypes).toEqual(['application/pdf', 'image/tiff', 'image/jpeg']);
});

test('up to 3 redirects are followed; a fourth fails the submission', async () => {
  expect(await submitAndSettle(byUrl(server.url('/redirect/2')))).toMatchObject({ status: 'completed' });
  expect(await submitAndSettle(byUrl(server.url('/redirect/3')))).toMatchObject({
    status: 'failed',
    reason: 'Page 1: more than 3 redirects.',
  });
});

test.each([
  [
    'an IPv4-mapped loopback address',
    () => `http://[::ffff:127.0.0.1]:${trap.port}/`,
    '::ffff:7f00:1 is an IPv4-mapped address',
  ],
  ['another loopback address', () => `http://127.0.0.2:${trap.port}/`, '127.0.0.2 is a loopback address'],
  ['a private address', () => 'http://10.0.0.1/', '10.0.0.1 is a private address'],
  [
    'the metadata service',
    () => 'http://169.254.169.254/latest/meta-data/',
    '169.254.169.254 is the cloud metadata service',
  ],
  ['a *.localhost name', () => `http://trap.localhost:${trap.port}/`, '"trap.localhost" is a loopback name'],
])('a redirect to %s is refused without connecting', async (_, target, why) => {
  const submission = await submitAndSettle(byUrl(server.url(`/to?${encodeURIComponent(target())}`)));
  expect(submission).toMatchObject({ status: 'failed', reason: `Page 1: redirect refused: host ${why}.` });
  expect(trap.connections()).toBe(0);
});

test('a download that stalls times out, is retried, then fails', async () => {
  const submission = await submitAndSettle(byUrl(server.url('/stall')));
  expect(submission).toMatchObject({
    status: 'failed',
    reason: `Page 1: the download did not finish within 0.6 s. Gave up after ${TEST_ATTEMPTS} attempts.`,
  });
  expect(server.hits('/stall')).toBe(TEST_ATTEMPTS);
});

test('a page over the limit is cut off while streaming, not read to the end', async () => {
  const submission = await submitAndSettle(byUrl(server.url('/endless')));
  expect(submission).toMatchObject({
    status: 'failed',
    reason: 'Page 1: the page is larger than the 65536 bytes page limit.',
  });
  // Too large stays too large: not retried. Cut by its size, not by the download timeout, which
  // would be the reason given (no wall-time bound: a loaded machine's is not the code's).
  expect(server.hits('/endless')).toBe(1);
  expect(endlessClosedEarly).toBe(true);
});

test('a page whose declared length is over the limit is refused before reading it', async () => {
  expect(await submitAndSettle(byUrl(server.url('/declared-too-large')))).toMatchObject({
    status: 'failed',
    reason: 'Page 1: the page is larger than the 65536 bytes page limit.',
  });
});

test('a server error is retried with backoff, then fails the submission with the reason', async () => {
  const submission = await submitAndSettle(byUrl(server.url('/unavailable')));
  expect(submission).toMatchObject({
    status: 'failed',
    reason: `Page 1: the server answered 503. Gave up after ${TEST_ATTEMPTS} attempts.`,
  });
  expect(server.hits('/unavailable')).toBe(TEST_ATTEMPTS);
});

test('a transient failure followed by success completes the submission', async () => {
  expect(await submitAndSettle(byUrl(server.url('/flaky'), 'DEL DELAY'))).toMatchObject({
    status: 'completed',
  });
  expect(server.hits('/flaky')).toBe(2);
});

test('a 404 is not retried', async () => {
  expect(await submitAndSettle(byUrl(server.url('/nothing-here')))).toMatchObject({
    status: 'failed',
    reason: 'Page 1: the server answered 404.',
  });
  expect(server.hits('/nothing-here')).toBe(1);
});

test('loopback URLs other than 127.0.0.1, ::1 and localhost stay refused at submission', async () => {
  const response = await invoke('submitImage', { body: byUrl(`http://127.0.0.2:${trap.port}/`) });
  expect(response.status).toBe(400);
  expect(response.body.data).toMatchObject({ object_name: 'ImageSubmission', prop_name: 'url' });
  expect(trap.connections()).toBe(0);
});
