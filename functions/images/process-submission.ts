import type { SQSRecord } from 'aws-lambda';
import type { S3EventRecord } from '#shared/aws/s3-events';
import { submitDroppedObject } from '#shared/documents/drop-folder';
import { processSubmission } from '#shared/documents/process-submission';
import { QUEUE_ATTEMPTS, readQueueMessage } from '#shared/documents/submission-queue';
import { logger } from '#shared/observability/logger';
import { observedHandler } from '#shared/observability/observed-handler';
import type { Attempt, AttemptOutcome } from '#shared/queues/attempt';
import { sqsConsumer } from '#shared/queues/sqs-consumer';

/**
 * Objects created in the drop folder, each recorded as a submission and
 * processed in this same delivery: a retry redelivers S3's message, which
 * names the same submissions again, so the attempt count is the message's.
 */
async function processDroppedObjects(
  records: readonly S3EventRecord[],
  attempt: Attempt,
): Promise<AttemptOutcome> {
  let outcome: AttemptOutcome = 'settled';
  for (const record of records) {
    const submissionId = await submitDroppedObject(record);
    if (submissionId !== undefined && (await processSubmission(submissionId, attempt)) === 'retry') {
      outcome = 'retry';
    }
  }
  return outcome;
}

/**
 * Which attempt a delivery is, from its receive count; a message the
 * dead-letter queue delivers (SQS names the queue it came from) has used up
 * its attempts whatever its count says: its submission is marked failed.
 */
function attemptOf(record: SQSRecord): Attempt {
  const parked = record.attributes.DeadLetterQueueSourceArn !== undefined;
  return {
    number: parked ? QUEUE_ATTEMPTS + 1 : Number(record.attributes.ApproximateReceiveCount),
    of: QUEUE_ATTEMPTS,
  };
}

async function processMessage(record: SQSRecord): Promise<AttemptOutcome> {
  const message = readQueueMessage(record.body);
  const attempt = attemptOf(record);
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
 * Processes document submissions from the submission queue, one after another:
 * those `POST /images` queued, and S3's notifications of objects created in the
 * drop folder. A record that asks for a retry is reported as a batch item
 * failure: SQS delivers it again after the visibility timeout, which is the
 * backoff between attempts. Only recording a dropped object can throw (the
 * store failed): that record is delivered again too. It also consumes the
 * queue's dead-letter queue, so that no submission stays pending there: each
 * one still pending is marked failed, which sends `document.failed`; until the
 * store answers, the message stays there and is delivered again.
 */
export const handler = observedHandler(
  ['TABLE_NAME', 'DOCUMENTS_BUCKET', 'DROP_BUCKET'],
  sqsConsumer(processMessage, { inParallel: false, failure: 'drop-folder event could not be recorded' }),
);
