import { submitDroppedObject } from '#shared/documents/drop-folder';
import { encodeEventKey } from '#shared/documents/inbox-key';
import { enqueue } from '#shared/documents/submission-queue';
import { logger } from '#shared/observability/logger';
import type { S3Notification } from './s3-emulator';

/**
 * The local drop folder: each object the S3 emulator reports created is
 * submitted as the processor submits S3's notifications in AWS, then queued for
 * the local worker. The key is encoded as S3 encodes it first, so that the same
 * decoding (exactly once) runs here as in AWS.
 */
export async function submitDroppedObjects(notification: S3Notification): Promise<void> {
  for (const record of notification.Records) {
    const encoded = {
      ...record,
      s3: { ...record.s3, object: { ...record.s3.object, key: encodeEventKey(record.s3.object.key) } },
    };
    try {
      const submissionId = await submitDroppedObject(encoded);
      if (submissionId !== undefined) await enqueue(submissionId);
    } catch (error) {
      logger.error('drop-folder object could not be submitted', {
        key: record.s3.object.key,
        error: error as Error,
      });
    }
  }
}
