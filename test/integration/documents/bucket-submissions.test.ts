import { GetObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '#shared/aws/s3';
import { processSubmission } from '#shared/documents/process-submission';
import { getCurrentDocument } from '#shared/documents/store';
import { gifPage, jpegPage, pdfPage, pngPage, textPage, tiffPage } from '../../support/document-pages';
import { invoke } from '../../support/invoke';
import { dropPages, TEST_ATTEMPTS, useDocumentStore } from './support/store';
import { recordPendingSubmission, settled, submitAndSettle } from './support/submissions';
import { askForUpload, sendUpload } from './support/uploads';

const store = useDocumentStore();
const shipment = { context: 'SHIPMENT', entityId: '1001' } as const;

async function storedBytes(bucket: string, key: string): Promise<Buffer> {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

const getImage = (type: string, extra = '') =>
  invoke('getImage', { query: `context=SHIPMENT&entityId=1001&type=${encodeURIComponent(type)}${extra}` });

test('a one-page submission is accepted, completes and becomes the document of its type', async () => {
  await dropPages({ 'pod-1.tif': tiffPage('POD page 1') });
  const response = await invoke('submitImage', {
    body: {
      ...shipment,
      type: 'POD',
      bucket: store.dropBucket(),
      fileKey: 'pod-1.tif',
      submittedBy: 'yard app',
    },
  });
  expect(response.status).toBe(202);
  expect(response.body).toEqual({
    context: 'SHIPMENT',
    entityId: '1001',
    type: 'POD',
    submittedBy: 'yard app',
  });
  expect(response.headers.location).toMatch(/^\/images\/submissions\/[\w-]+$/);

  const submission = await settled(response.headers.location!);
  expect(submission).toEqual({
    id: response.headers.location!.split('/').pop(),
    self: response.headers.location,
    status: 'completed',
    reason: '',
    context: 'SHIPMENT',
    entityId: '1001',
    type: 'POD',
    submittedBy: 'yard app',
    requestedBy: { role: 'dispatcher', id: 'dispatcher' },
    pages: 1,
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    completedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });

  const location = await getImage('POD');
  expect(location.status).toBe(200);
  expect(location.body).toEqual({
    context: 'SHIPMENT',
    entityId: '1001',
    type: 'POD',
    bucket: process.env.DOCUMENTS_BUCKET,
    fileKey: `documents/1001/POD/${submission.id}/1`,
  });
  expect(await storedBytes(location.body.bucket, location.body.fileKey)).toEqual(tiffPage('POD page 1'));
  expect(
    (await invoke('listShipmentImages', { pathParameters: { shipmentId: '1001' } })).body.items,
  ).toContain('POD');
});

test('several pages keep their order, and the echo leaves out submittedBy when none was given', async () => {
  // A driver names keys issued to it: each page uploaded as a device would.
  const pages = [
    { bytes: pdfPage('first'), contentType: 'application/pdf' },
    { bytes: tiffPage('second'), contentType: 'image/tiff' },
    { bytes: jpegPage('third'), contentType: 'image/jpeg' },
  ];
  const fileKeys: string[] = [];
  for (const { bytes, contentType } of pages) {
    const ticket = await askForUpload(bytes, contentType, { as: { driver: 'D-1' } }, { type: 'DEL DELAY' });
    await sendUpload(ticket, bytes, contentType);
    fileKeys.push(ticket.fileKey);
  }
  const response = await invoke('submitImage', {
    body: { ...shipment, type: 'DEL DELAY', bucket: store.dropBucket(), fileKey: fileKeys },
    as: { driver: 'D-1' },
  });
  expect(response.body).toEqual({ context: 'SHIPMENT', entityId: '1001', type: 'DEL DELAY' });
  const submission = await settled(response.headers.location!);
  expect(submission).toMatchObject({
    status: 'completed',
    pages: 3,
    submittedBy: 'driver',
    requestedBy: { role: 'driver', id: 'D-1' },
  });

  const { body } = await getImage('DEL DELAY');
  expect(body.fileKey).toEqual([1, 2, 3].map((page) => `documents/1001/DEL DELAY/${submission.id}/${page}`));
  const stored = await Promise.all(body.fileKey.map((key: string) => storedBytes(body.bucket, key)));
  expect(stored).toEqual(pages.map((page) => page.bytes));
});

test('presigned URLs serve the exact bytes of each page', async () => {
  const pages = { 'scale-1.pdf': pdfPage('ticket 1'), 'scale-2.jpg': jpegPage('ticket 2') };
  await dropPages(pages);
  await submitAndSettle({
    ...shipment,
    type: 'SCALE TICKET',
    bucket: store.dropBucket(),
    fileKey: Object.keys(pages),
  });

  const { status, body } = await getImage('SCALE TICKET', '&locationType=url');
  expect(status).toBe(200);
  expect(body).toEqual({
    context: 'SHIPMENT',
    entityId: '1001',
    type: 'SCALE TICKET',
    locationType: 'url',
    url: [expect.any(String), expect.any(String)],
  });
  for (const [index, url] of (body.url as string[]).entries()) {
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('900');
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(Object.values(pages)[index]);
  }
});

test('a newer submission replaces the current document, the imported one included', async () => {
  const imported = await getImage('BOL');
  expect(imported.body.fileKey).toMatch(/^documents\/1001\/BOL\/import-/);

  await dropPages({ 'bol-v2.tif': tiffPage('BOL v2'), 'bol-v3.pdf': pdfPage('BOL v3') });
  const second = await submitAndSettle({
    ...shipment,
    type: 'BOL',
    bucket: store.dropBucket(),
    fileKey: 'bol-v2.tif',
  });
  expect((await getImage('BOL')).body.fileKey).toBe(`documents/1001/BOL/${second.id}/1`);
  const third = await submitAndSettle({
    ...shipment,
    type: 'BOL',
    bucket: store.dropBucket(),
    fileKey: 'bol-v3.pdf',
  });
  expect((await getImage('BOL')).body.fileKey).toBe(`documents/1001/BOL/${third.id}/1`);
});

test('an older submission that completes last does not replace a newer one', async () => {
  await dropPages({ 'older.tif': tiffPage('older'), 'newer.tif': tiffPage('newer') });
  const pending = (id: string, key: string, createdAt: string) =>
    recordPendingSubmission({
      id,
      shipmentId: '1002',
      source: { kind: 'bucket', bucket: store.dropBucket(), keys: [key] },
      createdAt,
    });
  // Recorded directly, not queued: this test decides the order they are processed in.
  await pending('older', 'older.tif', '2026-11-23T08:00:00.000Z');
  await pending('newer', 'newer.tif', '2026-11-23T08:00:01.000Z');

  expect(await processSubmission('newer', { number: 1, of: 1 })).toBe('settled');
  expect(await processSubmission('older', { number: 1, of: 1 })).toBe('settled');

  expect((await getCurrentDocument('1002', 'POD'))?.submissionId).toBe('newer');
  const older = await invoke('getImageSubmission', { pathParameters: { submissionId: 'older' } });
  expect(older.body.status).toBe('completed');
});

describe('format refusal', () => {
  test.each([
    [
      'a PNG, which this TMS does not accept',
      pngPage,
      'the content is PNG (image/png); this TMS accepts tiff, pdf, jpeg',
    ],
    ['a GIF', gifPage, 'the content is GIF (image/gif); this TMS accepts tiff, pdf, jpeg'],
    [
      'plain text',
      textPage,
      'the content is not in a recognised document format; this TMS accepts tiff, pdf, jpeg',
    ],
  ])('a page that is %s fails the submission and changes nothing stored', async (_, page, reason) => {
    const before = await getCurrentDocument('1001', 'BOL');
    const key = `refused-${page.name}`;
    await dropPages({ 'good.tif': tiffPage('good first page'), [key]: page('refused') });

    const submission = await submitAndSettle({
      ...shipment,
      type: 'BOL',
      bucket: store.dropBucket(),
      fileKey: ['good.tif', key],
    });
    expect(submission).toMatchObject({ status: 'failed', reason: `Page 2: ${reason}.` });
    expect(await getCurrentDocument('1001', 'BOL')).toEqual(before);
  });
});

test('a missing object is retried, then the submission fails with the reason', async () => {
  const submission = await submitAndSettle({
    ...shipment,
    type: 'POD',
    bucket: store.dropBucket(),
    fileKey: 'never-uploaded.tif',
  });
  expect(submission).toMatchObject({
    status: 'failed',
    reason: `Page 1: bucket ${store.dropBucket()} has no object never-uploaded.tif. Gave up after ${TEST_ATTEMPTS} attempts.`,
  });
});
