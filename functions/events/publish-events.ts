import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { publishChange } from '#shared/events/publish';
import { observedHandler } from '#shared/observability/observed-handler';

const processor = new BatchProcessor(EventType.DynamoDBStreams);

/**
 * The table's stream consumer: turns committed changes into outbound events
 * (EventBridge and webhooks). Records are handled in stream order; a record
 * that fails is reported with its sequence number, so Lambda starts the next
 * batch at it and nothing after it is lost or skipped.
 */
export const handler = observedHandler(['TABLE_NAME'], async (event: DynamoDBStreamEvent, context) =>
  processPartialResponse(
    event,
    async (record: DynamoDBRecord) => {
      await publishChange(record);
    },
    processor,
    { context, processInParallel: false },
  ),
);
