import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { publishInOrder } from '#shared/events/publish';
import { observedHandler } from '#shared/observability/observed-handler';

/**
 * The table's stream consumer: turns committed changes into outbound events
 * (the feed, EventBridge and webhooks). A batch's events are appended to the
 * feed in the records' order; the first record not published is reported with
 * its sequence number, so Lambda starts the next batch at it: nothing after it
 * is lost, and what is published again sends nothing twice.
 */
export const handler = observedHandler(
  ['TABLE_NAME'],
  async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const firstFailed = await publishInOrder(event.Records);
    const sequenceNumber =
      firstFailed === undefined ? undefined : event.Records[firstFailed]?.dynamodb?.SequenceNumber;
    return { batchItemFailures: sequenceNumber === undefined ? [] : [{ itemIdentifier: sequenceNumber }] };
  },
);
