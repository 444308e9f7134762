import { DISPATCHER_CLAIMS } from '../../support/api-event';
import { tiffPage } from '../../support/document-pages';
import { invoke } from '../../support/invoke';
import { invokeWithin, newKey, requestThatDies } from '../../support/keyed-requests';
import { snapshotTable } from '../../support/table-snapshot';
import { dropPages, useDocumentStore } from './support/store';
import { settled } from './support/submissions';

const store = useDocumentStore();

const submission = (fileKey = 'keyed.tif') => ({
  context: 'SHIPMENT',
  entityId: '1001',
  type: 'POD',
  bucket: store.dropBucket(),
  fileKey,
});

const submissionCount = async () =>
  (await snapshotTable()).filter(({ key }) => key.startsWith('SUBMISSION#')).length;

beforeAll(async () => {
  await dropPages({ 'keyed.tif': tiffPage('keyed POD'), 'other.tif': tiffPage('other POD') });
});

describe('POST /images with Idempotency-Key', () => {
  test('a retry is answered the first 202 again (same Location), and submits nothing more', async () => {
    const key = newKey();
    const before = await submissionCount();
    const first = await invoke('submitImage', { body: submission(), headers: { 'idempotency-key': key } });
    expect(first.status).toBe(202);
    const retry = await invoke('submitImage', { body: submission(), headers: { 'idempotency-key': key } });
    expect(retry.status).toBe(202);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.headers.location).toBe(first.headers.location);
    expect(retry.body).toEqual(first.body);
    expect(await submissionCount()).toBe(before + 1);
  });

  test('without a key, each POST is a submission of its own', async () => {
    const before = await submissionCount();
    const a = await invoke('submitImage', { body: submission() });
    const b = await invoke('submitImage', { body: submission() });
    expect(a.headers.location).not.toBe(b.headers.location);
    expect(await submissionCount()).toBe(before + 2);
  });

  test('another file under the same key is 422', async () => {
    const key = newKey();
    expect(
      (await invoke('submitImage', { body: submission(), headers: { 'idempotency-key': key } })).status,
    ).toBe(202);
    const other = await invoke('submitImage', {
      body: submission('other.tif'),
      headers: { 'idempotency-key': key },
    });
    expect(other.status).toBe(422);
  });

  test('keys are per caller: another dispatcher with the same key submits its own', async () => {
    const key = newKey();
    const before = await submissionCount();
    const request = { body: submission(), headers: { 'idempotency-key': key } };
    const mine = await invoke('submitImage', request);
    const theirs = await invokeWithin('submitImage', request, 29_000, {
      ...DISPATCHER_CLAIMS,
      sub: 'another-dispatcher',
    });
    expect(theirs.status).toBe(202);
    expect(theirs.headers['idempotency-replayed']).toBeUndefined();
    expect(theirs.headers.location).not.toBe(mine.headers.location);
    expect(await submissionCount()).toBe(before + 2);
  });

  test('the first request died after its commit: the first retry replays its 202, one submission', async () => {
    const body = () => submission();
    const key = newKey();
    const before = await submissionCount();
    const first = await requestThatDies(
      'submitImage',
      { body: body(), headers: { 'idempotency-key': key } },
      'afterCommit',
    );
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect(await submissionCount()).toBe(before + 1);
    const recorded = (await snapshotTable()).filter(({ key }) => key.startsWith('SUBMISSION#'));

    // At once, within the first one's lease: the commit fence marked the key's record with the submission.
    const retry = await invoke('submitImage', { body: body(), headers: { 'idempotency-key': key } });
    expect(retry.status).toBe(202);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.headers.location).toMatch(/^\/images\/submissions\//);
    const submissionId = retry.headers.location!.split('/').pop();
    expect(recorded.some(({ key }) => key.startsWith(`SUBMISSION#${submissionId} `))).toBe(true);
    expect(await submissionCount()).toBe(before + 1);
    expect((await settled(retry.headers.location!)).status).toBe('completed');
  });
});

describe('GET /images/submissions/{id}, conditional', () => {
  test('304 while the submission is unchanged; a new tag once it settles', async () => {
    const posted = await invoke('submitImage', { body: submission() });
    const submissionId = posted.headers.location!.split('/').pop()!;
    await settled(posted.headers.location!);
    const current = await invoke('getImageSubmission', { pathParameters: { submissionId } });
    expect(current.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const again = await invoke('getImageSubmission', {
      pathParameters: { submissionId },
      headers: { 'if-none-match': current.headers.etag! },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(again.headers.etag).toBe(current.headers.etag);
  });
});
