import { config } from '#shared/config';
import { configuredQueue } from '#shared/queues/configured-queue';
import type { DeliveryRef } from './delivery-record';

/**
 * The queue of recorded deliveries: SQS in AWS, in-process when no queue URL
 * is configured, consumed by tools/local-stack/local-webhooks.ts. Pure: a
 * bundle that only reads messages (the delivery function) leaves the sending
 * code out.
 */
export const deliveryQueue = /* @__PURE__ */ configuredQueue<DeliveryRef>(
  'webhook delivery',
  () => config.webhookQueueUrl,
);

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
