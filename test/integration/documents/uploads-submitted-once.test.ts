import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { issuedUploadKey } from '#shared/documents/keys';
import { pdfPage } from '../../support/document-pages';
import { type Caller, invoke } from '../../support/invoke';
import { leasesRunOut, newKey, requestThatDies } from '../../support/keyed-requests';
import { snapshotTable } from '../../support/table-snapshot';
import { useDocumentStore } from './support/store';
import { settled } from './support/submissions';
import { askForUpload, sendUpload } from './support/uploads';

/**
 * An upload's key is submitted once: its first submission makes it its own; a
 * later one naming it is 409 naming `fileKey`, and records nothing. A keyed
 * retry of the first is that first submission again.
 */
const store = useDocumentStore();
const driver = { as: { driver: 'D-1' } } as const;

const submission = (fileKey: string | string[]) => ({
  context: 'SHIPMENT',
  entityId: '1001',
  type: 'POD',
  bucket: store.dropBucket(),
  fileKey,
});

/** The submissions recorded that name `fileKey`. */
const submissionsNaming = async (fileKey: string) =>
  (await snapshotTable()).filter(({ key, item }) => key.startsWith('SUBMISSION#') && item.includes(fileKey))
    .length;

async function uploaded(label: string, caller: Caller = {}): Promise<string> {
  const page = pdfPage(label);
  const ticket = await askForUpload(page, 'application/pdf', caller);
  expect((await sendUpload(ticket, page, 'application/pdf')).status).toBeLessThan(300);
  return ticket.fileKey;
}

const expectSubmittedAlready = (answer: Awaited<ReturnType<typeof invoke>>, fileKey: string) => {
  expect(answer.status).toBe(409);
  expect(answer.body).toMatchObject({
    status: 409,
    description: 'Conflict',
    data: { object_name: 'ImageSubmission', prop_name: 'fileKey' },
  });
  expect(answer.body.message).toContain(fileKey);
};

test('a later unkeyed submission of a submitted upload is 409 naming fileKey; the keyed retry still replays', async () => {
  const fileKey = await uploaded('submitted once');
  const key = newKey();
  const first = await invoke('submitImage', {
    body: submission(fileKey),
    headers: { 'idempotency-key': key },
  });
  expect(first.status).toBe(202);

  expectSubmittedAlready(await invoke('submitImage', { body: submission(fileKey) }), fileKey);

  const retry = await invoke('submitImage', {
    body: submission(fileKey),
    headers: { 'idempotency-key': key },
  });
  expect(retry.status).toBe(202);
  expect(retry.headers['idempotency-replayed']).toBe('true');
  expect(retry.headers.location).toBe(first.headers.location);
  expect(await submissionsNaming(fileKey)).toBe(1);
  expect(await settled(first.headers.location!)).toMatchObject({ status: 'completed' });
});

test('a driver submits its own upload once; one submitted page spoils a submission of several', async () => {
  const [submitted, fresh] = [await uploaded('first page', driver), await uploaded('second page', driver)];
  expect((await invoke('submitImage', { body: submission(submitted), ...driver })).status).toBe(202);
  expectSubmittedAlready(
    await invoke('submitImage', { body: submission([fresh, submitted]), ...driver }),
    submitted,
  );
  // Nothing of the refused one was kept: the fresh page is still free to submit.
  expect(await submissionsNaming(fresh)).toBe(0);
  expect((await invoke('submitImage', { body: submission(fresh), ...driver })).status).toBe(202);
  expect(await submissionsNaming(submitted)).toBe(1);
});

test('a submitted upload stays submitted past its 24 hours: a dispatcher, or its driver, naming it later is 409', async () => {
  const fileKey = await uploaded('submitted, then a day passed', driver);
  expect((await invoke('submitImage', { body: submission(fileKey), ...driver })).status).toBe(202);
  // A day later: the upload record's keeping time has passed (the object itself stays in the drop bucket).
  const Key = issuedUploadKey(store.dropBucket(), fileKey);
  await documentClient.send(
    new UpdateCommand({
      TableName: config.tableName,
      Key,
      UpdateExpression: 'SET #data.#keptUntil = :past',
      ExpressionAttributeNames: { '#data': 'data', '#keptUntil': 'keptUntil' },
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 3_600_000).toISOString() },
    }),
  );

  expectSubmittedAlready(await invoke('submitImage', { body: submission(fileKey) }), fileKey);
  expectSubmittedAlready(await invoke('submitImage', { body: submission(fileKey), ...driver }), fileKey);
  expect(await submissionsNaming(fileKey)).toBe(1);
  // The mark lives as long as the submission that took it: TTL never deletes it.
  const { Item: record } = await documentClient.send(new GetCommand({ TableName: config.tableName, Key }));
  expect(record).not.toHaveProperty('expiresAtEpoch');
});

test('concurrent submissions of one upload: exactly one is recorded, the others are 409', async () => {
  const fileKey = await uploaded('raced');
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => invoke('submitImage', { body: submission(fileKey) })),
  );
  expect(answers.filter((answer) => answer.status === 202)).toHaveLength(1);
  for (const answer of answers.filter((one) => one.status !== 202)) expectSubmittedAlready(answer, fileKey);
  expect(await submissionsNaming(fileKey)).toBe(1);
});

test('a keyed submission whose process died after recording it: the retry finds it, one submission', async () => {
  const fileKey = await uploaded('died after recording');
  const request = { body: submission(fileKey), headers: { 'idempotency-key': newKey() } };
  const first = await requestThatDies('submitImage', request, 'afterCommit');
  expect(first.status).toBeGreaterThanOrEqual(500);
  await leasesRunOut();
  const retry = await invoke('submitImage', request);
  expect(retry.status).toBe(202);
  expect(await submissionsNaming(fileKey)).toBe(1);
  expect(await settled(retry.headers.location!)).toMatchObject({ status: 'completed' });
});
