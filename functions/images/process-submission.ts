import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { processSubmission } from '#shared/documents/process-submission';
import { QUEUE_ATTEMPTS, submissionIdOf } from '#shared/documents/submission-queue';
import { logger } from '#shared/observability/logger';
import { observedHandler } from '#shared/observability/observed-handler';

/**
 * Processes document submissions from the submission queue. A record that asks
 * for a retry is reported as a batch item failure: SQS delivers it again after
 * the visibility timeout, which is the backoff between attempts.
 */
export const handler = observedHandler(
  ['TABLE_NAME', 'DOCUMENTS_BUCKET', 'DROP_BUCKET'],
  async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchItemFailure[] = [];
    for (const record of event.Records) {
      const submissionId = submissionIdOf(record.body);
      if (submissionId === undefined) {
        // Retrying cannot make it readable: drop it, loudly.
        logger.error('unreadable submission message', { messageId: record.messageId });
        continue;
      }
      const attempt = { number: Number(record.attributes.ApproximateReceiveCount), of: QUEUE_ATTEMPTS };
      if ((await processSubmission(submissionId, attempt)) === 'retry') {
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  },
);
