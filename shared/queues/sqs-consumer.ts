import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '#shared/observability/logger';
import type { AttemptOutcome } from './attempt';

/** Thrown for a record to deliver again, which the batch processor reports as a batch item failure. */
class DeliverAgain extends Error {}

export interface SqsConsumerOptions {
  /** Whether a batch's records are worked on at once, or one after another. */
  inParallel: boolean;
  /** What the error log says when a record's work throws. */
  failure: string;
}

/**
 * The handler of an SQS consumer, on Powertools' batch processor: a record
 * whose work asks for a `retry`, or throws (logged), is reported as a batch
 * item failure, so SQS delivers it again after its visibility timeout, and
 * only it. A batch whose every record fails is reported the same way, not thrown.
 */
export function sqsConsumer(
  work: (record: SQSRecord) => Promise<AttemptOutcome>,
  { inParallel, failure }: SqsConsumerOptions,
): (event: SQSEvent, context: Context) => Promise<SQSBatchResponse> {
  const processor = new BatchProcessor(EventType.SQS);
  const workOn = async (record: SQSRecord): Promise<void> => {
    let outcome: AttemptOutcome;
    try {
      outcome = await work(record);
    } catch (error) {
      logger.error(failure, { messageId: record.messageId, error: error as Error });
      throw error;
    }
    if (outcome === 'retry') throw new DeliverAgain(`Message ${record.messageId} is to be delivered again.`);
  };
  return (event, context) =>
    processPartialResponse(event, workOn, processor, {
      context,
      processInParallel: inParallel,
      throwOnFullBatchFailure: false,
    });
}
