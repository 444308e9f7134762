import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '#shared/aws/s3';
import { type LocalWorker, startLocalWorker } from '#tools/local-stack/local-worker';
import { seededStore } from '../../../support/seed';

/** Short waits between attempts: a retried submission settles in well under a second. */
export const TEST_BACKOFF_MS = 20;
export const TEST_ATTEMPTS = 3;

/**
 * A seeded store for this test file and a local worker processing its
 * submissions, stopped after the file's tests. Returns the drop bucket.
 */
export function useDocumentStore(): { dropBucket: () => string } {
  let worker: LocalWorker | undefined;
  beforeAll(async () => {
    await seededStore('documents-data.json');
    worker = await startLocalWorker({ attempts: TEST_ATTEMPTS, backoffMs: TEST_BACKOFF_MS });
  });
  afterAll(async () => {
    await worker?.stop();
  });
  return { dropBucket: () => process.env.DROP_BUCKET ?? '' };
}

/** Puts pages into the drop bucket, as an integrator would before POST /images. */
export async function dropPages(pages: Record<string, Buffer>): Promise<void> {
  await Promise.all(
    Object.entries(pages).map(([key, body]) =>
      s3.send(new PutObjectCommand({ Bucket: process.env.DROP_BUCKET, Key: key, Body: body })),
    ),
  );
}
