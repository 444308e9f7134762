import { mapInWaves } from '#shared/data/batching';
import {
  type DeliveryRef,
  listSubscriptionIdsFor,
  putDeliveryOnce,
  type WebhookDelivery,
} from '#shared/data/webhooks';
import type { OutboundEvent, OutboundEventType } from '#shared/events/outbound-event';
import { deliveriesInProcess, queueDeliveries } from './delivery-queue';
import { webhookIdOf } from './signing';

/** Subscriptions whose deliveries are recorded at once: quick for a batch, gentle on the table. */
const PUTS_IN_FLIGHT = 25;

const refOf = ({ subscriptionId, eventId, eventTimestamp }: WebhookDelivery): DeliveryRef => ({
  subscriptionId,
  eventId,
  eventTimestamp,
});

/**
 * Records one delivery per (event, subscription listening to its type) and
 * queues it. Safe to call again with the same events (the stream redelivers a
 * batch after a failure): an existing delivery is not recorded twice, and one
 * still pending is queued again, since the first call may have stopped between
 * recording and queueing; the delivery function skips what is settled.
 */
export async function queueWebhookDeliveries(events: readonly OutboundEvent[]): Promise<void> {
  if (events.length === 0) return;
  const types = [...new Set(events.map((event) => event.type))];
  const listening = new Map<OutboundEventType, string[]>(
    await Promise.all(types.map(async (type) => [type, await listSubscriptionIdsFor(type)] as const)),
  );
  const createdAt = new Date().toISOString();
  const wanted = events.flatMap((event) =>
    (listening.get(event.type) ?? []).map(
      (subscriptionId): WebhookDelivery => ({
        id: webhookIdOf(event.id, subscriptionId),
        subscriptionId,
        eventId: event.id,
        eventTimestamp: event.timestamp,
        type: event.type,
        data: event.data,
        status: 'pending',
        attempts: 0,
        lastResponseStatus: null,
        createdAt,
      }),
    ),
  );
  // In-process deliveries are indexed while pending, for the next start to resume them.
  const resumable = deliveriesInProcess();
  // One subscription's deliveries one after the other: each takes the next rank of its list.
  const perSubscription = Map.groupBy(wanted, (delivery) => delivery.subscriptionId);
  const stored = await mapInWaves([...perSubscription.values()], PUTS_IN_FLIGHT, async (deliveries) => {
    const recorded: WebhookDelivery[] = [];
    for (const delivery of deliveries) recorded.push(await putDeliveryOnce(delivery, resumable));
    return recorded;
  });
  await queueDeliveries(
    stored
      .flat()
      .filter((delivery) => delivery.status === 'pending')
      .map(refOf),
  );
}
