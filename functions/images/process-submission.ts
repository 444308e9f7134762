import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';

/**
 * Processes one document submission from the submission queue. The pipeline
 * arrives with the documents endpoints; until then every message fails, is
 * retried by the queue and ends in its dead-letter queue.
 */
export const handler = async (_event: SQSEvent): Promise<SQSBatchResponse> => {
  throw new Error('not implemented');
};
