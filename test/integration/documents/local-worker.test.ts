import { setTimeout as sleep } from 'node:timers/promises';
import { getSubmission } from '#shared/documents/store';
import { startLocalWorker } from '#tools/local-stack/local-worker';
import { pdfPage } from '../../support/document-pages';
import { seededStore } from '../../support/seed';
import { dropPages } from './support/store';
import { recordPendingSubmission, settled } from './support/submissions';

beforeAll(async () => {
  await seededStore('documents-data.json');
});

const pending = (id: string, key: string) =>
  recordPendingSubmission({
    id,
    source: { kind: 'bucket', bucket: process.env.DROP_BUCKET ?? '', keys: [key] },
  });

test('submissions a previous run left pending are resumed when the worker starts', async () => {
  await dropPages({ 'left-over.pdf': pdfPage('left over') });
  await pending('left-over', 'left-over.pdf');

  const worker = await startLocalWorker({ backoffMs: 10 });
  try {
    expect(await settled('/images/submissions/left-over')).toMatchObject({ status: 'completed' });
  } finally {
    await worker.stop();
  }
});

test('stopping does not wait out a retry: the submission stays pending for the next start', async () => {
  await pending('waiting', 'still-uploading.pdf');
  const worker = await startLocalWorker({ backoffMs: 60_000 });
  // Time for the first attempt to fail and the 60 s backoff to begin (stop also waits for an attempt under way).
  await sleep(300);
  const started = Date.now();
  await worker.stop();
  expect(Date.now() - started).toBeLessThan(1_000);
  expect((await getSubmission('waiting'))?.status).toBe('pending');
});
