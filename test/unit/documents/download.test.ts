import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { downloadPage } from '#shared/documents/download';
import type { Resolver } from '#shared/outbound/url-safety';

let server: Server;
let port: number;
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.headers);
    response.end('page bytes');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = {
  policy: { allowLoopback: true },
  maxBytes: 1024,
  connectTimeoutMs: 1_000,
  totalTimeoutMs: 2_000,
};

test('connects to the address it checked, whatever a second DNS answer would be', async () => {
  // A rebinding name (localhost: the one name loopback URLs allow): the first answer passes the check, a later one would aim at the metadata service.
  const answers = ['127.0.0.1', '169.254.169.254'];
  const lookups: string[] = [];
  const resolve: Resolver = async (hostname) => {
    lookups.push(hostname);
    return [{ address: answers[lookups.length - 1] ?? '169.254.169.254', family: 4 }];
  };

  const body = await downloadPage(`http://localhost:${port}/pod.pdf`, { ...options, resolve });

  expect(body.toString()).toBe('page bytes');
  expect(lookups).toEqual(['localhost']);
  // The name stays the request's host: virtual hosts and TLS names work as usual.
  expect(seen.at(-1)?.host).toBe(`localhost:${port}`);
});

test('a name the resolver places on a refused address is not fetched', async () => {
  const resolve: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
  const requestsBefore = seen.length;
  await expect(
    downloadPage(`http://rebind.test:${port}/pod.pdf`, {
      ...options,
      policy: { allowLoopback: false },
      resolve,
    }),
  ).rejects.toMatchObject({
    reason: 'URL refused: host "rebind.test" resolves to 127.0.0.1, which is a loopback address',
    retryable: false,
  });
  expect(seen.length).toBe(requestsBefore);
});
