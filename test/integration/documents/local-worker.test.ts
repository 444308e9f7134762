import { setTimeout as sleep } from 'node:timers/promises';
import { getSubmission } from '#shared/documents/store';
import { startLocalWorker } from '#tools/local-stack/local-worker';
import { pdfPage } from '../../support/document-pages';
import { seededStore } from '../../support/seed';
import { failingDynamoDbCalls } from '../../support/store-faults';
import { dropPages } from './support/store';
import { eventsOfChange, recordPendingSubmission, settled } from './support/submissions';

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

test('attempts that end without settling (the store did not answer) still end the submission failed, sending document.failed', async () => {
  await pending('unanswered', 'never-uploaded.pdf');
  // The last attempt's settle and the next one's fail: the submission cannot even be marked failed at first.
  const outage = failingDynamoDbCalls('UpdateItemCommand', { inputIncludes: 'unanswered', times: 2 });
  let worker: Awaited<ReturnType<typeof startLocalWorker>> | undefined;
  try {
    const events = await eventsOfChange('unanswered', async () => {
      worker = await startLocalWorker({ attempts: 3, backoffMs: 10 });
      await settled('/images/submissions/unanswered');
    });
    const reason = 'Processing did not finish in 3 attempts.';
    expect(await getSubmission('unanswered')).toMatchObject({ status: 'failed', reason });
    expect(events.map((event) => [event.type, event.data.reason])).toEqual([['document.failed', reason]]);
  } finally {
    outage.remove();
    await worker?.stop();
  }
});

test('a submission left pending while the worker runs (a crash lost its hand-over) is picked up by the sweep', async () => {
  const worker = await startLocalWorker({ backoffMs: 10, sweepEveryMs: 200 });
  try {
    await dropPages({ 'orphan.pdf': pdfPage('orphan') });
    // Recorded after the worker started, never handed to it: only the sweep can find it.
    await recordPendingSubmission({
      id: 'orphan',
      source: { kind: 'bucket', bucket: process.env.DROP_BUCKET ?? '', keys: ['orphan.pdf'] },
      createdAt: new Date(Date.now() - 1_000).toISOString(),
    });
    expect(await settled('/images/submissions/orphan')).toMatchObject({ status: 'completed' });
  } finally {
    await worker.stop();
  }
});
