import { encodeEventKey, type S3EventRecord } from '#shared/aws/s3-events';
import { config } from '#shared/config';
import { submitDroppedObject } from '#shared/documents/drop-folder';
import { enqueue } from '#shared/documents/submission-queue';
import { enqueueImport } from '#shared/imports/import-queue';
import { startSyncImport } from '#shared/imports/sync-folder';
import { logger } from '#shared/observability/logger';
import type { S3Notification } from './s3-emulator';

/**
 * The emulator's records with each key encoded as S3 encodes it, so that the
 * same decoding (exactly once) runs here as in AWS.
 */
const asS3SendsThem = (notification: S3Notification): S3EventRecord[] =>
  notification.Records.map((record) => ({
    ...record,
    s3: { ...record.s3, object: { ...record.s3.object, key: encodeEventKey(record.s3.object.key) } },
  }));

/**
 * The local drop folder: each object the S3 emulator reports created is
 * submitted as the processor submits S3's notifications in AWS, then queued for
 * the local worker.
 */
export async function submitDroppedObjects(notification: S3Notification): Promise<void> {
  for (const record of asS3SendsThem(notification)) {
    try {
      const submissionId = await submitDroppedObject(record);
      if (submissionId !== undefined) await enqueue(submissionId);
    } catch (error) {
      logger.error('drop-folder object could not be submitted', {
        key: record.s3.object.key,
        error: error as Error,
      });
    }
  }
}

/**
 * The local sync folder: each data file the S3 emulator reports created under
 * sync/ is recorded as an import, as the import worker records S3's
 * notifications in AWS, then queued for the local import worker.
 */
export async function importSyncedObjects(notification: S3Notification): Promise<void> {
  for (const record of asS3SendsThem(notification)) {
    try {
      const importId = await startSyncImport(record, config.dropBucket);
      if (importId !== undefined) await enqueueImport(importId);
    } catch (error) {
      logger.error('sync object could not be imported', { key: record.s3.object.key, error: error as Error });
    }
  }
}

/** Everything the drop bucket's notifications start in AWS: documents under inbox/, imports under sync/. */
export async function takeDroppedObjects(notification: S3Notification): Promise<void> {
  await Promise.all([submitDroppedObjects(notification), importSyncedObjects(notification)]);
}
