import { readS3Notification, type S3Notification } from '#shared/aws/s3-events';
import { config } from '#shared/config';
import { configuredQueue } from '#shared/queues/configured-queue';

/**
 * Deliveries of one submission the SQS processor makes before it marks the
 * submission failed. Less than the queue's maxReceiveCount (5, in
 * lib/constructs/document-pipeline.ts) on purpose: if the last attempt dies
 * without settling (a timeout), one more delivery remains to mark it failed
 * instead of parking it, still pending, in the dead-letter queue.
 */
export const QUEUE_ATTEMPTS = 4;

interface SubmissionMessage {
  submissionId: string;
}

/**
 * The queue of recorded submissions: SQS in AWS, in-process when no queue URL
 * is configured (the local server, tests), consumed by
 * tools/local-stack/local-worker.ts. Pure: a bundle that only reads messages
 * (the processor) leaves the sending code out.
 */
export const submissionQueue = /* @__PURE__ */ configuredQueue<SubmissionMessage>(
  'submission',
  () => config.submissionQueueUrl,
);

/** Hands a recorded submission to processing. */
export const enqueue = (submissionId: string): Promise<void> => submissionQueue.send([{ submissionId }]);

/** What one message of the submission queue asks for. */
export type QueueMessage =
  | { kind: 'submission'; submissionId: string }
  /** S3's notification of objects created in the drop folder, or its test message. */
  | S3Notification;

/** Reads a queue message, or undefined for one this service and S3 did not write. */
export function readQueueMessage(messageBody: string): QueueMessage | undefined {
  let message: Record<string, unknown>;
  try {
    message = JSON.parse(messageBody) ?? {};
  } catch {
    return undefined;
  }
  const { submissionId } = message;
  if (typeof submissionId === 'string' && submissionId !== '') return { kind: 'submission', submissionId };
  return readS3Notification(message);
}
