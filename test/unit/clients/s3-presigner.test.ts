import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { jest } from '@jest/globals';
import { getObjectPresigner } from '#shared/aws/s3-presigner';

const clients: Record<string, S3ClientConfig> = {
  'the local emulator': {
    region: 'us-east-1',
    endpoint: 'http://127.0.0.1:4569',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  },
  'AWS, with session credentials': {
    region: 'eu-west-1',
    credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret', sessionToken: 'session' },
  },
  'AWS by path': {
    region: 'us-west-2',
    forcePathStyle: true,
    credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
  },
};
const buckets = ['documents-bucket', 'dotted.bucket.name'];
const keys = ['documents/1001/BOL/import-1/page-1.pdf', "a b/ü+&=?#%/!'()*~x.png", '/leading//double/', 'k'];

// Only the clock is fixed, so that both sign at the same instant; promises and timers run as usual.
beforeAll(() => {
  jest.useFakeTimers({
    now: new Date('2024-05-06T07:08:09Z'),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
});
afterAll(() => jest.useRealTimers());

describe.each(Object.entries(clients))('against %s', (_, config) => {
  const presign = getObjectPresigner(new S3Client(config));

  test.each(buckets.flatMap((bucket) => keys.map((key) => [bucket, key])))(
    'signs a GET of %s/%s only, for the time asked',
    async (bucket, key) => {
      const url = new URL(await presign(bucket, key, 900));
      const path = decodeURIComponent(url.pathname);
      // Virtual-hosted or by path: either way the URL names that bucket and exactly that key.
      const named = url.hostname.startsWith(`${bucket}.`) ? path : path.replace(`/${bucket}`, '');
      expect(named).toBe(`/${key}`);
      expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
      expect(url.searchParams.get('X-Amz-Date')).toBe('20240506T070809Z');
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    },
  );
});

test("signs with the client's credentials as they are refreshed", async () => {
  let current = { accessKeyId: 'KEY1', secretAccessKey: 'secret1', sessionToken: 'token1' };
  const client = new S3Client({
    region: 'us-east-1',
    // Within the SDK's refresh window: each use asks for credentials again, as near expiry in Lambda.
    credentials: async () => ({ ...current, expiration: new Date(Date.now() + 60_000) }),
  });
  const presign = getObjectPresigner(client);

  const first = new URL(await presign('documents-bucket', 'page.pdf', 900)).searchParams;
  current = { accessKeyId: 'KEY2', secretAccessKey: 'secret2', sessionToken: 'token2' };
  const second = new URL(await presign('documents-bucket', 'page.pdf', 900)).searchParams;

  expect(first.get('X-Amz-Credential')).toMatch(/^KEY1\//);
  expect(first.get('X-Amz-Security-Token')).toBe('token1');
  expect(second.get('X-Amz-Credential')).toMatch(/^KEY2\//);
  expect(second.get('X-Amz-Security-Token')).toBe('token2');
  expect(second.get('X-Amz-Signature')).not.toBe(first.get('X-Amz-Signature'));
});
