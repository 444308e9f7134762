import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { publishChange } from '#shared/events/publish';
import { observedHandler } from '#shared/observability/observed-handler';

const processor = new BatchProcessor(EventType.DynamoDBStreams);

/**
 * The table's stream consumer: turns committed changes into outbound events
 * (EventBridge and webhooks). A batch's records are published at once (no
 * order is promised to receivers); a record that fails is reported with its
 * sequence number, so Lambda starts the next batch at the first failed one:
 * nothing after it is lost, and what is published again sends nothing twice.
 */
export const handler = observedHandler(['TABLE_NAME'], async (event: DynamoDBStreamEvent, context) =>
  processPartialResponse(
    event,
    async (record: DynamoDBRecord) => {
      await publishChange(record);
    },
    processor,
    { context, processInParallel: true },
  ),
);
