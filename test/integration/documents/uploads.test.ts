import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '#shared/aws/s3';
import { config } from '#shared/config';
import { documentPageObjectKey, listPendingSubmissionIds } from '#shared/documents/store';
import { putIssuedUpload } from '#shared/documents/upload-store';
import { jpegPage, pdfPage, textPage } from '../../support/document-pages';
import { invoke } from '../../support/invoke';
import { useDocumentStore } from './support/store';
import { settled, submit } from './support/submissions';
import { askForUpload, requestUpload, sendUpload } from './support/uploads';

const store = useDocumentStore();
const assigned = { as: { driver: 'D-1' } } as const;
const otherDriver = { as: { driver: 'D-2' } } as const;
const MIB = 1024 * 1024;
/** What a record of a key issued for a 1,000-byte PDF of shipment 1001's POD declares. */
const DECLARED_POD = {
  context: 'SHIPMENT',
  shipmentId: '1001',
  type: 'POD',
  contentType: 'application/pdf',
  contentLength: 1000,
} as const;

const submission = (fileKey: string | string[], overrides: Record<string, unknown> = {}) => ({
  context: 'SHIPMENT',
  entityId: '1001',
  type: 'POD',
  bucket: store.dropBucket(),
  fileKey,
  ...overrides,
});

test('a driver token alone gets a photo from a phone to a stored, presigned-readable document', async () => {
  const photo = jpegPage('delivered, signed');
  const ticket = await askForUpload(photo, 'image/jpeg', assigned);
  expect(ticket).toMatchObject({ bucket: store.dropBucket(), method: 'POST', headers: {} });
  expect(ticket.fileKey).toMatch(/^uploads\/[0-9a-f-]{36}\.jpg$/);
  expect(Date.parse(ticket.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
  expect(Date.parse(ticket.expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60_000);

  const uploaded = await sendUpload(ticket, photo, 'image/jpeg');
  expect(uploaded.status).toBeLessThan(300);

  const location = await submit(submission(ticket.fileKey), assigned);
  expect(await settled(location)).toMatchObject({
    status: 'completed',
    requestedBy: { role: 'driver', id: 'D-1' },
  });
  const stored = await invoke('getImage', {
    query: 'context=SHIPMENT&entityId=1001&type=POD&locationType=url',
    ...assigned,
  });
  const download = await fetch(stored.body.url);
  expect(Buffer.from(await download.arrayBuffer())).toEqual(Buffer.from(photo));
});

test('several uploads are the pages of one submission, in order', async () => {
  const pages = [pdfPage('page one'), pdfPage('page two')];
  const tickets = [];
  for (const page of pages) {
    const ticket = await askForUpload(page, 'application/pdf', assigned);
    await sendUpload(ticket, page, 'application/pdf');
    tickets.push(ticket);
  }
  const location = await submit(submission(tickets.map((ticket) => ticket.fileKey)), assigned);
  expect(await settled(location)).toMatchObject({ status: 'completed', pages: 2 });
});

describe('a driver names only keys issued to it', () => {
  test("another driver's key, a dispatcher's, or a key nobody was issued: 403, nothing recorded", async () => {
    const pendingBefore = await listPendingSubmissionIds();
    const page = pdfPage('not yours');
    await putIssuedUpload({
      bucket: store.dropBucket(),
      key: 'uploads/issued-to-d-2.pdf',
      ...DECLARED_POD,
      issuedTo: { role: 'driver', id: 'D-2' },
      issuedAt: new Date().toISOString(),
      keptUntil: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const dispatchersTicket = await askForUpload(page, 'application/pdf');
    const keys = [
      'uploads/issued-to-d-2.pdf',
      dispatchersTicket.fileKey,
      'pod.tif',
      '1001/dropped-by-a-partner.pdf',
    ];
    const ownTicket = await askForUpload(page, 'application/pdf', assigned);
    for (const fileKey of keys) {
      const response = await invoke('submitImage', { body: submission(fileKey), ...assigned });
      expect({ fileKey, status: response.status }).toEqual({ fileKey, status: 403 });
      expect(response.body.message).toContain(fileKey);
    }
    // One foreign page spoils a submission of several.
    const mixed = await invoke('submitImage', {
      body: submission([ownTicket.fileKey, dispatchersTicket.fileKey]),
      ...assigned,
    });
    expect(mixed.status).toBe(403);
    const recorded = (await listPendingSubmissionIds()).filter((id) => !pendingBefore.includes(id));
    expect(recorded).toEqual([]);
  });

  test('a key whose record is past its keeping time is refused', async () => {
    await putIssuedUpload({
      bucket: store.dropBucket(),
      key: 'uploads/expired.pdf',
      ...DECLARED_POD,
      issuedTo: { role: 'driver', id: 'D-1' },
      issuedAt: new Date(Date.now() - 25 * 3_600_000).toISOString(),
      keptUntil: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const response = await invoke('submitImage', { body: submission('uploads/expired.pdf'), ...assigned });
    expect(response.status).toBe(403);
  });

  test('a dispatcher names any key of an allowed bucket, issued or not', async () => {
    const page = pdfPage('dispatcher');
    const driversTicket = await askForUpload(page, 'application/pdf', assigned);
    await sendUpload(driversTicket, page, 'application/pdf');
    expect(await settled(await submit(submission(driversTicket.fileKey)))).toMatchObject({
      status: 'completed',
    });
  });
});

describe('an issued key is bound to what was declared for it', () => {
  test('a submission for another shipment or type is 400 naming fileKey, and nothing is recorded', async () => {
    const page = pdfPage('bound to 1001 POD');
    const ticket = await askForUpload(page, 'application/pdf');
    await sendUpload(ticket, page, 'application/pdf');
    const pendingBefore = await listPendingSubmissionIds();
    for (const overrides of [{ type: 'BOL' }, { entityId: '1002' }]) {
      const response = await invoke('submitImage', { body: submission(ticket.fileKey, overrides) });
      expect({ overrides, status: response.status }).toEqual({ overrides, status: 400 });
      expect(response.body.data.prop_name).toBe('fileKey');
      expect(response.body.message).toContain(ticket.fileKey);
    }
    expect((await listPendingSubmissionIds()).filter((id) => !pendingBefore.includes(id))).toEqual([]);
    expect(await settled(await submit(submission(ticket.fileKey)))).toMatchObject({ status: 'completed' });
  });

  test('a stored object smaller than declared fails the submission, saying so', async () => {
    const page = pdfPage('declared larger');
    const ticket = await askForUpload(page, 'application/pdf', {}, { contentLength: page.length + 100 });
    expect((await sendUpload(ticket, page, 'application/pdf')).status).toBeLessThan(300);
    const outcome = await settled(await submit(submission(ticket.fileKey)));
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toContain(`contentLength ${page.length + 100}`);
  });

  test('a stored object of another type than declared fails the submission, saying so', async () => {
    const page = pdfPage('declared a JPEG');
    const ticket = await askForUpload(page, 'image/jpeg');
    await s3.send(
      new PutObjectCommand({
        Bucket: ticket.bucket,
        Key: ticket.fileKey,
        Body: page,
        ContentType: 'application/pdf',
      }),
    );
    const outcome = await settled(await submit(submission(ticket.fileKey)));
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toContain('contentType image/jpeg');
  });
});

describe('an upload holds what its content type declared, by its bytes', () => {
  test.each([
    ['JPEG bytes declared application/pdf', jpegPage('a photo'), 'application/pdf', 'JPG (image/jpeg)'],
    ['PDF bytes declared image/jpeg', pdfPage('a scan'), 'image/jpeg', 'PDF (application/pdf)'],
    ['text declared application/pdf', textPage('not a document'), 'application/pdf', 'no recognised'],
  ])(
    '%s: the submission fails naming both types, and no page is stored',
    async (_, bytes, declared, held) => {
      const ticket = await askForUpload(bytes, declared);
      // The form binds the object's Content-Type to the declared one: only the bytes tell.
      expect((await sendUpload(ticket, bytes, declared)).status).toBeLessThan(300);
      const location = await submit(submission(ticket.fileKey));
      const outcome = await settled(location);
      expect(outcome.status).toBe('failed');
      expect(outcome.reason).toContain(held);
      expect(outcome.reason).toContain(`declared contentType ${declared}`);
      const submissionId = location.split('/').pop()!;
      const pagesStored = await s3.send(
        new ListObjectsV2Command({
          Bucket: config.documentsBucket,
          Prefix: documentPageObjectKey('1001', 'POD', submissionId, 1).replace(/1$/, ''),
        }),
      );
      expect(pagesStored.KeyCount ?? 0).toBe(0);
    },
  );
});

describe('POST /images/uploads refusals', () => {
  test.each([
    ['contentLength', { contentLength: 0 }],
    ['contentLength', { contentLength: 25 * MIB + 1 }],
    ['contentLength', { contentLength: 1.5 }],
    ['contentLength', { contentLength: '1000' }],
    ['contentType', { contentType: 'text/plain' }],
    // A format the TMS knows but this deployment's settings do not accept.
    ['contentType', { contentType: 'image/png' }],
    ['contentType', { contentType: 'application/pdf; charset=utf-8' }],
    ['contentType', { contentType: undefined }],
    ['type', { type: 'SELFIE' }],
    ['context', { context: 'DRIVER' }],
  ])('400 naming %s for %j', async (property, overrides) => {
    const response = await requestUpload(overrides);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(property);
  });

  test('the largest size accepted is 25 MiB', async () => {
    expect((await requestUpload({ contentLength: 25 * MIB })).status).toBe(201);
  });

  test('an unknown shipment is 404; a driver without a move on the shipment is 403', async () => {
    expect((await requestUpload({ entityId: '9999' })).status).toBe(404);
    expect((await requestUpload({}, otherDriver)).status).toBe(403);
    expect((await requestUpload({}, { as: 'anonymous' })).status).toBe(401);
  });
});
