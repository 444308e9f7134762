import { ChangeMessageVisibilityCommand } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';
import { sqs } from '#shared/aws/sqs';
import { config } from '#shared/config';
import { logger } from '#shared/observability/logger';
import { observedHandler } from '#shared/observability/observed-handler';
import type { AttemptOutcome } from '#shared/queues/attempt';
import { sqsConsumer } from '#shared/queues/sqs-consumer';
import { attemptDelivery } from '#shared/webhooks/deliver';
import { readDeliveryMessage } from '#shared/webhooks/delivery-queue';
import { AWS_ATTEMPTS, awsRetryDelaySeconds } from '#shared/webhooks/retry-policy';

async function deliverMessage(record: SQSRecord): Promise<AttemptOutcome> {
  const ref = readDeliveryMessage(record.body);
  if (ref === undefined) {
    // Retrying cannot make it readable: drop it, loudly.
    logger.error('unreadable webhook delivery message', { messageId: record.messageId });
    return 'settled';
  }
  const number = Number(record.attributes.ApproximateReceiveCount);
  const outcome = await attemptDelivery(ref, { number, of: AWS_ATTEMPTS });
  if (outcome === 'retry') {
    // The backoff: the message stays out of sight this long before SQS hands it over again.
    await sqs.send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: config.webhookQueueUrl,
        ReceiptHandle: record.receiptHandle,
        VisibilityTimeout: awsRetryDelaySeconds(number),
      }),
    );
  }
  return outcome;
}

/**
 * Delivers webhooks from the delivery queue, the deliveries of a batch at
 * once. A delivery to try again is reported as a batch item failure after its
 * visibility is set to the backoff of its attempt; after the last attempt it is
 * recorded failed, and a message that keeps dying unsettled ends in the
 * dead-letter queue.
 */
export const handler = observedHandler(
  ['TABLE_NAME', 'WEBHOOK_QUEUE_URL'],
  sqsConsumer(deliverMessage, { inParallel: true, failure: 'webhook delivery could not be recorded' }),
);
