import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { sqs } from '#shared/aws/sqs';
import { config } from '#shared/config';
import { chunksOf, sendUntilProcessed } from '#shared/data/batching';
import type { DeliveryRef } from '#shared/data/webhooks';
import { createInProcessQueue } from '#shared/queues/in-process-queue';

/** SendMessageBatch's limit. */
const SQS_BATCH = 10;

/** The local stand-in for the delivery queue, consumed by tools/local-stack/local-webhooks.ts. */
export const inProcessDeliveries = createInProcessQueue<DeliveryRef>('webhook delivery');

/** Whether deliveries go through the in-process queue, which forgets them when the process stops. */
export const deliveriesInProcess = (): boolean => config.webhookQueueUrl === undefined;

/**
 * Hands recorded deliveries to the delivery function: SQS messages in AWS
 * (ten a request), the in-process queue when no queue URL is configured.
 */
export async function queueDeliveries(refs: readonly DeliveryRef[]): Promise<void> {
  const queueUrl = config.webhookQueueUrl;
  if (queueUrl === undefined) {
    for (const ref of refs) inProcessDeliveries.send(ref);
    return;
  }
  for (const chunk of chunksOf(refs, SQS_BATCH)) {
    await sendUntilProcessed(
      chunk.map((ref, index) => ({ Id: String(index), MessageBody: JSON.stringify(ref) })),
      async (entries) => {
        const { Failed: failed = [] } = await sqs.send(
          new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }),
        );
        const failedIds = new Set(failed.map((entry) => entry.Id));
        return entries.filter((entry) => failedIds.has(entry.Id));
      },
      'Queueing webhook deliveries',
    );
  }
}

/** Reads a delivery message, or undefined for one this service did not write. */
export function readDeliveryMessage(body: string): DeliveryRef | undefined {
  let message: Partial<Record<keyof DeliveryRef, unknown>>;
  try {
    message = JSON.parse(body) ?? {};
  } catch {
    return undefined;
  }
  const { subscriptionId, eventId, eventTimestamp } = message;
  const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
  if (!isText(subscriptionId) || !isText(eventId) || !isText(eventTimestamp)) return undefined;
  return { subscriptionId, eventId, eventTimestamp };
}
