import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { pollUntil } from '#tools/deadline';
import type { RunningService } from '#tools/local-stack/dynamodb-local';
import { startS3Emulator } from '#tools/local-stack/s3-emulator';
import { invoke } from '../support/invoke';

/**
 * The S3 emulator down while document submissions are processed: each
 * submission is retried, and ends completed (S3 came back in time) or failed
 * with a reason (it did not), never left pending. Reads that need no S3 call
 * keep working meanwhile.
 *
 * This file runs its own S3 emulator (objects on disk in a temporary folder,
 * so they survive the restart) and points the clients at it before they load.
 */

/** Short waits, so that every attempt is spent within about two seconds. */
const ATTEMPTS = 4;
const BACKOFF_MS = 300;
/** Generous: all attempts, their backoff, and a request timeout or two. */
const SETTLE_WITHIN_MS = 20_000;

let directory: string;
let s3: RunningService;
let port: number;
let stopWorker: () => Promise<void>;
let submissions: typeof import('../integration/documents/support/submissions');
let storeProblems: typeof import('../support/store-consistency')['storeProblems'];
let faultsInjected = 0;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'tms-fault-s3-'));
  s3 = await startS3Emulator(0, directory);
  port = Number(new URL(s3.endpoint).port);
  process.env.S3_ENDPOINT = s3.endpoint;

  const { seededStore } = await import('../support/seed');
  await seededStore('documents-data.json');
  const { dropPages } = await import('../integration/documents/support/store');
  const { pdfPage, tiffPage } = await import('../support/document-pages');
  await dropPages({ 'back-in-time.pdf': pdfPage('recovers'), 'too-late.tif': tiffPage('gives up') });
  const { startLocalWorker } = await import('#tools/local-stack/local-worker');
  const worker = await startLocalWorker({ attempts: ATTEMPTS, backoffMs: BACKOFF_MS });
  stopWorker = () => worker.stop();
  submissions = await import('../integration/documents/support/submissions');
  ({ storeProblems } = await import('../support/store-consistency'));
}, 60_000);

afterAll(async () => {
  await stopWorker?.();
  await s3?.stop();
  await rm(directory, { recursive: true, force: true });
  console.info(`S3 outages injected: ${faultsInjected}`);
});

async function stopS3(): Promise<void> {
  await s3.stop();
  faultsInjected += 1;
}

const restartS3 = async () => {
  s3 = await startS3Emulator(port, directory);
};

/** POSTs a bucket submission and follows it until it is no longer pending. */
async function submitAndSettle(fileKey: string, type: string) {
  const body = { context: 'SHIPMENT', entityId: '1001', type, bucket: process.env.DROP_BUCKET, fileKey };
  return submissions.settled(await submissions.submit(body), SETTLE_WITHIN_MS);
}

test('S3 back within the retries: the submission completes', async () => {
  const { logger } = await import('#shared/observability/logger');
  const warn = jest.spyOn(logger, 'warn');
  await stopS3();
  const started = Date.now();
  const settling = submitAndSettle('back-in-time.pdf', 'POD');
  // Back once the first attempt has met the outage (an event, not a time: a loaded machine may be
  // slow to make it), with the other attempts left to succeed.
  await pollUntil('a first attempt failed by the outage', SETTLE_WITHIN_MS, () =>
    warn.mock.calls.some(([message]) => message === 'document submission attempt failed'),
  );
  await restartS3();
  expect(await settling).toMatchObject({ status: 'completed', reason: '' });
  expect(Date.now() - started).toBeLessThan(SETTLE_WITHIN_MS);
  warn.mockRestore();
  const location = await invoke('getImage', { query: 'context=SHIPMENT&entityId=1001&type=POD' });
  expect(location.body.fileKey).toMatch(/^documents\/1001\/POD\//);
});

test('S3 still down after the retries: the submission fails with a reason, never stays pending', async () => {
  await stopS3();
  try {
    const settled = await submitAndSettle('too-late.tif', 'BOL');
    expect(settled).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(new RegExp(`^Page 1: .+\\. Gave up after ${ATTEMPTS} attempts\\.$`)),
    });
    // Meanwhile, what needs no S3 call still answers: the imported BOL, as a location and as a presigned URL.
    const query = 'context=SHIPMENT&entityId=1001&type=BOL';
    expect((await invoke('getImage', { query })).status).toBe(200);
    expect((await invoke('getImage', { query: `${query}&locationType=url` })).status).toBe(200);
  } finally {
    await restartS3();
  }
});

test('afterwards, every document points at a completed submission and pages that exist', async () => {
  expect(await storeProblems()).toEqual([]);
});
