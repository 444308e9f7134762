import { createHmac } from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';
import { presignUpload } from '#shared/aws/s3-presigner';

/**
 * What S3 enforces on a presigned form upload is what its signed policy says.
 * The local emulator checks no signature, so this proves here, with the
 * signature recomputed as AWS's Signature Version 4 defines it for a POST
 * policy, that the limits are in the policy and the policy is what is signed.
 */
const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const client = new S3Client({ region: 'eu-west-1', credentials });
const bounds = {
  bucket: 'tms-drop-example',
  key: 'uploads/5a0c6c1e-2f7b-4d1e-9a55-0f3a2b7c9d10.jpg',
  contentType: 'image/jpeg',
  maxBytes: 3_000_000,
  expiresIn: 900,
};

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** The SigV4 signature of a POST policy: HMAC of the base64 policy with the key derived for the day, region and S3. */
function expectedSignature(policy: string, credential: string): string {
  const [, date, region, service] = credential.split('/');
  let key = hmac(`AWS4${credentials.secretAccessKey}`, date ?? '');
  for (const part of [region, service, 'aws4_request']) key = hmac(key, part ?? '');
  return createHmac('sha256', key).update(policy).digest('hex');
}

test('the signed policy binds bucket, key, media type, a size of 1 to the declared bytes and 15 minutes', async () => {
  const before = Date.now();
  const { url, fields } = await presignUpload(client, bounds);

  expect(url).toBe('https://tms-drop-example.s3.eu-west-1.amazonaws.com/');
  expect(fields).toMatchObject({
    key: bounds.key,
    'Content-Type': 'image/jpeg',
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
  });
  const policy = JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8'));
  expect(policy.conditions).toEqual(
    expect.arrayContaining([
      { bucket: bounds.bucket },
      { key: bounds.key },
      ['content-length-range', 1, bounds.maxBytes],
      ['eq', '$Content-Type', 'image/jpeg'],
    ]),
  );
  // No condition lets anything else through: no starts-with on the key, no second range.
  expect(JSON.stringify(policy.conditions)).not.toContain('starts-with');
  const expiresIn = Date.parse(policy.expiration) - before;
  expect(expiresIn).toBeGreaterThan(899_000);
  expect(expiresIn).toBeLessThanOrEqual(901_000);

  // The signature covers the policy: change one byte of it and it no longer matches.
  expect(fields['X-Amz-Signature']).toBe(
    expectedSignature(fields.Policy ?? '', fields['X-Amz-Credential'] ?? ''),
  );
  const widened = Buffer.from(
    JSON.stringify({
      ...policy,
      conditions: policy.conditions.map((condition: unknown) =>
        Array.isArray(condition) && condition[0] === 'content-length-range'
          ? [condition[0], 1, 10 * bounds.maxBytes]
          : condition,
      ),
    }),
  ).toString('base64');
  expect(fields['X-Amz-Signature']).not.toBe(expectedSignature(widened, fields['X-Amz-Credential'] ?? ''));
});

test('the credential scope is the signing day, the region and S3', async () => {
  const { fields } = await presignUpload(client, bounds);
  expect(fields['X-Amz-Credential']).toMatch(/^AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request$/);
});
