import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3 } from '#shared/aws/s3';
import { processSubmission } from '#shared/documents/process-submission';
import { dropPages, useDocumentStore } from '../integration/documents/support/store';
import { recordPendingSubmission, submitAndSettle } from '../integration/documents/support/submissions';
import { pdfPage } from '../support/document-pages';
import { invoke } from '../support/invoke';

/**
 * A bucket submission names an object of the drop bucket. A key a path resolver
 * would turn into another object (on the S3 emulator, which takes requests by
 * path, `../<documents bucket>/…` reaches the documents bucket) is refused with
 * 400 naming fileKey, and nothing is read or stored.
 */

const store = useDocumentStore();
const documentsBucket = () => process.env.DOCUMENTS_BUCKET ?? '';
let otherShipmentsKey = '';

beforeAll(async () => {
  await dropPages({ 'secret.pdf': pdfPage("shipment 1002's proof of delivery") });
  const stored = await submitAndSettle({
    context: 'SHIPMENT',
    entityId: '1002',
    type: 'POD',
    bucket: store.dropBucket(),
    fileKey: 'secret.pdf',
  });
  expect(stored.status).toBe('completed');
  const location = await invoke('getImage', { query: 'context=SHIPMENT&entityId=1002&type=POD' });
  otherShipmentsKey = location.body.fileKey;
});

async function storedKeysOf(shipmentId: string): Promise<string[]> {
  const listed = await s3.send(
    new ListObjectsV2Command({ Bucket: documentsBucket(), Prefix: `documents/${shipmentId}/` }),
  );
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

const traversals: [string, () => string | string[]][] = [
  ["another shipment's stored document, by ..", () => `../${documentsBucket()}/${otherShipmentsKey}`],
  ['.. deeper in the key', () => `inbox/../../${documentsBucket()}/${otherShipmentsKey}`],
  ['a . segment', () => `./secret.pdf`],
  ['a leading /', () => `/${documentsBucket()}/${otherShipmentsKey}`],
  ['an empty segment', () => `inbox//secret.pdf`],
  ['a trailing /', () => 'inbox/'],
  ['a backslash', () => `..\\${documentsBucket()}\\${otherShipmentsKey}`],
  ['a NUL', () => 'secret.pdf\u0000.png'],
  ['a newline', () => 'secret.pdf\n'],
  ['1025 bytes', () => `${'é'.repeat(512)}x`],
  ['one bad page of several', () => ['secret.pdf', `../${documentsBucket()}/${otherShipmentsKey}`]],
];

test.each(traversals)('%s: 400 naming fileKey, nothing read or stored', async (_, fileKeyOf) => {
  const before = await storedKeysOf('1001');
  const response = await invoke('submitImage', {
    body: {
      context: 'SHIPMENT',
      entityId: '1001',
      type: 'POD',
      bucket: store.dropBucket(),
      fileKey: fileKeyOf(),
    },
  });
  expect(response.status).toBe(400);
  expect(response.body).toMatchObject({
    status: 400,
    data: { object_name: 'ImageSubmission', prop_name: expect.stringMatching(/^fileKey(\[\d+\])?$/) },
    message: expect.stringContaining('fileKey'),
  });
  expect(await storedKeysOf('1001')).toEqual(before);
  expect((await invoke('getImage', { query: 'context=SHIPMENT&entityId=1001&type=POD' })).status).toBe(404);
});

test('percent signs are part of the key, never decoded into a traversal', async () => {
  await dropPages({ '%2e%2e/secret.pdf': pdfPage('a file whose name has percent signs') });
  const outcome = await submitAndSettle({
    context: 'SHIPMENT',
    entityId: '1001',
    type: 'BOL',
    bucket: store.dropBucket(),
    fileKey: '%2e%2e/secret.pdf',
  });
  expect(outcome.status).toBe('completed');
  const location = await invoke('getImage', { query: 'context=SHIPMENT&entityId=1001&type=BOL' });
  const stored = await s3.send(
    new GetObjectCommand({ Bucket: location.body.bucket, Key: location.body.fileKey }),
  );
  expect(Buffer.from(await stored.Body!.transformToByteArray())).toEqual(
    pdfPage('a file whose name has percent signs'),
  );
});

test('the processor checks the key again: a queued submission that did not come through POST fails', async () => {
  const submission = await recordPendingSubmission({
    id: 'queued-traversal',
    source: {
      kind: 'bucket',
      bucket: store.dropBucket(),
      keys: [`../${documentsBucket()}/${otherShipmentsKey}`],
    },
  });
  expect(await processSubmission(submission.id, { number: 1, of: 1 })).toBe('settled');
  const outcome = await invoke('getImageSubmission', { pathParameters: { submissionId: submission.id } });
  expect(outcome.body).toMatchObject({ status: 'failed', reason: expect.stringContaining('fileKey') });
  expect(await storedKeysOf('1001')).not.toContainEqual(expect.stringContaining('queued-traversal'));
});
