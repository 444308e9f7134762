import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { type S3EventRecord, submitDroppedObject } from '#shared/documents/drop-folder';
import {
  type Attempt,
  type ProcessingOutcome,
  processSubmission,
} from '#shared/documents/process-submission';
import { QUEUE_ATTEMPTS, readQueueMessage } from '#shared/documents/submission-queue';
import { logger } from '#shared/observability/logger';
import { observedHandler } from '#shared/observability/observed-handler';

/**
 * Objects created in the drop folder, each recorded as a submission and
 * processed in this same delivery: a retry redelivers S3's message, which
 * names the same submissions again, so the attempt count is the message's.
 */
async function processDroppedObjects(
  records: readonly S3EventRecord[],
  attempt: Attempt,
): Promise<ProcessingOutcome> {
  let outcome: ProcessingOutcome = 'settled';
  for (const record of records) {
    const submissionId = await submitDroppedObject(record);
    if (submissionId !== undefined && (await processSubmission(submissionId, attempt)) === 'retry') {
      outcome = 'retry';
    }
  }
  return outcome;
}

async function processMessage(record: SQSRecord): Promise<ProcessingOutcome> {
  const message = readQueueMessage(record.body);
  const attempt = { number: Number(record.attributes.ApproximateReceiveCount), of: QUEUE_ATTEMPTS };
  switch (message?.kind) {
    case 'submission':
      return processSubmission(message.submissionId, attempt);
    case 'objects-created':
      return processDroppedObjects(message.records, attempt);
    case 's3-test':
      return 'settled';
    default:
      // Retrying cannot make it readable: drop it, loudly.
      logger.error('unreadable submission message', { messageId: record.messageId });
      return 'settled';
  }
}

/**
 * Processes document submissions from the submission queue: those `POST /images`
 * queued, and S3's notifications of objects created in the drop folder. A record
 * that asks for a retry is reported as a batch item failure: SQS delivers it
 * again after the visibility timeout, which is the backoff between attempts.
 */
export const handler = observedHandler(
  ['TABLE_NAME', 'DOCUMENTS_BUCKET', 'DROP_BUCKET'],
  async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchItemFailure[] = [];
    for (const record of event.Records) {
      const outcome = await processMessage(record).catch((error: unknown) => {
        // Only recording a dropped object can throw (the store failed): deliver it again.
        logger.error('drop-folder event could not be recorded', {
          messageId: record.messageId,
          error: error as Error,
        });
        return 'retry' as const;
      });
      if (outcome === 'retry') batchItemFailures.push({ itemIdentifier: record.messageId });
    }
    return { batchItemFailures };
  },
);
