import { readS3Notification, type S3Notification } from '#shared/aws/s3-events';
import { config } from '#shared/config';
import { configuredQueue } from '#shared/queues/configured-queue';

export interface ImportMessage {
  importId: string;
}

/**
 * The queue of imports to run: SQS in AWS, in-process when no queue URL is
 * configured (the local server, tests), consumed by
 * tools/local-stack/local-import-worker.ts.
 */
export const importQueue = /* @__PURE__ */ configuredQueue<ImportMessage>(
  'import',
  () => config.importQueueUrl,
);

/** Hands an import to its worker. */
export const enqueueImport = (importId: string): Promise<void> => importQueue.send([{ importId }]);

/** What one message of the import queue asks for: an import to run, or S3's notification of the sync folder. */
export type ImportQueueMessage = { kind: 'import'; importId: string } | S3Notification;

/** Reads a message of the import queue, or undefined for one neither this service nor S3 wrote. */
export function readImportMessage(body: string): ImportQueueMessage | undefined {
  let message: Record<string, unknown>;
  try {
    message = JSON.parse(body) ?? {};
  } catch {
    return undefined;
  }
  const { importId } = message;
  if (typeof importId === 'string' && importId !== '') return { kind: 'import', importId };
  return readS3Notification(message);
}
