import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { orderedPublisher } from '#shared/events/publish';
import { observedHandler } from '#shared/observability/observed-handler';

const processor = new BatchProcessor(EventType.DynamoDBStreams);

/**
 * The table's stream consumer: turns committed changes into outbound events
 * (EventBridge and webhooks). A batch's records are published at once (no
 * order is promised to receivers), and appended to the event feed in stream
 * order (the processor calls the record handler in the batch's order, then
 * awaits them together); a record that fails, and every record after it whose
 * append waited for it, is reported with its sequence number, so Lambda starts
 * the next batch at the first failed one: nothing after it is lost, and what is
 * published again sends nothing twice and appends nothing twice.
 */
export const handler = observedHandler(['TABLE_NAME'], async (event: DynamoDBStreamEvent, context) => {
  const publish = orderedPublisher();
  return processPartialResponse(event, (record: DynamoDBRecord) => publish(record), processor, {
    context,
    processInParallel: true,
  });
});
