import { processSubmission } from '#shared/documents/process-submission';
import { invoke } from '../../support/invoke';
import { type PageServer, startPageServer } from './support/page-server';
import { TEST_ATTEMPTS, useDocumentStore } from './support/store';
import { recordPendingSubmission, settled, submit } from './support/submissions';

// As in AWS: no loopback allowance. Every URL below aims at the counting server or the service's own network.
delete process.env.ALLOW_LOOPBACK_URLS;
process.env.DOCUMENT_DOWNLOAD_TIMEOUT_MS = '2000';

useDocumentStore();

let trap: PageServer;
beforeAll(async () => {
  trap = await startPageServer((_, response) => response.end('should never be served'));
});
afterAll(() => trap.close());

/** `P` stands for the counting server's port. */
const SPELLINGS: [string, string][] = [
  ['http://127.0.0.1:P/', 'host 127.0.0.1 is a loopback address'],
  ['http://localhost:P/', 'host "localhost" is a loopback name'],
  ['http://LOCALHOST:P/', 'host "localhost" is a loopback name'],
  ['http://localhost.:P/', 'host "localhost" is a loopback name'],
  ['http://docs.localhost:P/', 'host "docs.localhost" is a loopback name'],
  ['http://2130706433:P/', 'host 127.0.0.1 is a loopback address'],
  ['http://0177.0.0.1:P/', 'host 127.0.0.1 is a loopback address'],
  ['http://0x7f.1:P/', 'host 127.0.0.1 is a loopback address'],
  ['http://0x7f000001:P/', 'host 127.0.0.1 is a loopback address'],
  ['http://017700000001:P/', 'host 127.0.0.1 is a loopback address'],
  ['http://127.1:P/', 'host 127.0.0.1 is a loopback address'],
  ['http://127.0.1:P/', 'host 127.0.0.1 is a loopback address'],
  ['http://127.0.0.1.:P/', 'host 127.0.0.1 is a loopback address'],
  ['http://%31%32%37.0.0.1:P/', 'host 127.0.0.1 is a loopback address'],
  ['http://\uff11\uff12\uff17.\uff10.\uff10.\uff11:P/', 'host 127.0.0.1 is a loopback address'],
  ['http://127.0.0.2:P/', 'host 127.0.0.2 is a loopback address'],
  ['http://[::1]:P/', 'host ::1 is a loopback address'],
  ['http://[0:0:0:0:0:0:0:1]:P/', 'host ::1 is a loopback address'],
  ['http://[::ffff:127.0.0.1]:P/', 'host ::ffff:7f00:1 is an IPv4-mapped address'],
  ['http://[::ffff:7f00:1]:P/', 'host ::ffff:7f00:1 is an IPv4-mapped address'],
  ['http://[::127.0.0.1]:P/', 'host ::7f00:1 is an IPv4-compatible address'],
  ['http://[64:ff9b::127.0.0.1]:P/', 'host 64:ff9b::7f00:1 is a non-public (rfc6052) address'],
  ['http://0.0.0.0:P/', 'host 0.0.0.0 is an unspecified address'],
  ['http://0:P/', 'host 0.0.0.0 is an unspecified address'],
  ['http://[::]:P/', 'host :: is an unspecified address'],
  ['http://169.254.169.254/latest/meta-data/', 'host 169.254.169.254 is the cloud metadata service'],
  ['http://[fd00:ec2::254]/latest/meta-data/', 'host fd00:ec2::254 is the cloud metadata service'],
  ['http://169.254.1.1/', 'host 169.254.1.1 is a link-local address'],
  ['http://10.0.0.1:P/', 'host 10.0.0.1 is a private address'],
  ['http://172.16.5.4/', 'host 172.16.5.4 is a private address'],
  ['http://192.168.1.1/', 'host 192.168.1.1 is a private address'],
  ['http://100.64.0.1/', 'host 100.64.0.1 is a carrier-grade NAT address'],
  ['http://224.0.0.1/', 'host 224.0.0.1 is a multicast address'],
  ['http://255.255.255.255/', 'host 255.255.255.255 is the broadcast address'],
  ['http://[fe80::1]/', 'host fe80::1 is a link-local address'],
  ['http://[fc00::1]/', 'host fc00::1 is a unique-local address'],
  ['ftp://127.0.0.1:P/', 'scheme "ftp" is not http or https'],
  ['file:///etc/passwd', 'scheme "file" is not http or https'],
  ['gopher://127.0.0.1:P/', 'scheme "gopher" is not http or https'],
  ['http://user:secret@example.com/', 'URLs with a user name or password are not fetched'],
  ['not a url', 'not a valid absolute URL'],
];

const withPort = (spelling: string) => spelling.replace(':P/', `:${trap.port}/`);

test(`each of ${SPELLINGS.length} spellings is refused at submission, without a connection`, async () => {
  for (const [spelling, why] of SPELLINGS) {
    const response = await invoke('submitImage', {
      body: {
        context: 'SHIPMENT',
        entityId: '1001',
        type: 'POD',
        locationType: 'url',
        url: withPort(spelling),
      },
    });
    expect({ spelling, status: response.status, body: response.body }).toMatchObject({
      spelling,
      status: 400,
      body: {
        data: { object_name: 'ImageSubmission', prop_name: 'url' },
        message: `Invalid value for 'url': URL refused: ${why}.`,
      },
    });
  }
  expect(trap.connections()).toBe(0);
});

test('a refused page among several is named by its index', async () => {
  const response = await invoke('submitImage', {
    body: {
      context: 'SHIPMENT',
      entityId: '1001',
      type: 'POD',
      locationType: 'url',
      url: ['https://documents.example.com/pod-1.pdf', withPort('http://0x7f.1:P/')],
    },
  });
  expect(response.status).toBe(400);
  expect(response.body.data).toMatchObject({ prop_name: 'url[1]' });
});

test('the download checks again: a stored URL to a refused address fails without a connection', async () => {
  const submission = await recordPendingSubmission({
    id: 'recorded-before-the-rules',
    source: { kind: 'url', urls: [withPort('http://2130706433:P/pod.pdf')] },
  });
  expect(await processSubmission(submission.id, { number: 1, of: 1 })).toBe('settled');
  const { body } = await invoke('getImageSubmission', { pathParameters: { submissionId: submission.id } });
  expect(body).toMatchObject({
    status: 'failed',
    reason: 'Page 1: URL refused: host 127.0.0.1 is a loopback address.',
  });
  expect(trap.connections()).toBe(0);
});

test('a name that does not resolve is accepted, then fails at download after retries', async () => {
  const location = await submit({
    context: 'SHIPMENT',
    entityId: '1001',
    type: 'POD',
    locationType: 'url',
    url: 'http://does-not-exist.invalid/pod.pdf',
  });
  expect(await settled(location)).toMatchObject({
    status: 'failed',
    reason: `Page 1: host "does-not-exist.invalid" could not be resolved. Gave up after ${TEST_ATTEMPTS} attempts.`,
  });
});
