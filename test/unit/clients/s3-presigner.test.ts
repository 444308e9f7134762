import { GetObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { jest } from '@jest/globals';
import { getObjectPresigner } from '#shared/clients/s3-presigner';

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
  const client = new S3Client(config);
  const presign = getObjectPresigner(client);

  test.each(buckets.flatMap((bucket) => keys.map((key) => [bucket, key])))(
    'signs %s/%s exactly as getSignedUrl does',
    async (bucket, key) => {
      const expected = await getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), {
        expiresIn: 900,
      });
      expect(await presign(bucket, key, 900)).toBe(expected);
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
