import { mapInWaves } from '#shared/data/batching';
import type { OutboundEvent, OutboundEventType } from '#shared/domain/outbound-event';
import type { Scope } from '#shared/domain/scopes';
import { registeredClient } from '#shared/integrations/client-directory';
import { deliveryQueue } from './delivery-queue';
import { newDelivery, type WebhookDelivery } from './delivery-record';
import { eventReadableWith } from './event-scopes';
import { type Listener, listListenersOf, putDeliveryOnce, refOf } from './store';

/** Subscriptions whose deliveries are recorded at once: quick for a batch, gentle on the table. */
const PUTS_IN_FLIGHT = 25;

/**
 * The scopes each client owning a listener holds now (none once deleted): a
 * delivery is made only while its owner may read the event.
 */
async function ownersScopes(listeners: readonly Listener[]): Promise<Map<string, readonly Scope[]>> {
  const clients = new Set(
    listeners.flatMap((listener) => (listener.owner.type === 'client' ? [listener.owner.id] : [])),
  );
  return new Map(
    await Promise.all(
      [...clients].map(async (id) => [id, (await registeredClient(id))?.scopes ?? []] as const),
    ),
  );
}

/**
 * Records one delivery per (event, subscription listening to its type whose
 * owner may read the event: people always, a client within its scopes) and
 * queues it. Safe to call again with the same events (the stream redelivers a
 * batch after a failure): an existing delivery is not recorded twice, and one
 * still pending is queued again, since the first call may have stopped between
 * recording and queueing; the delivery function skips what is settled.
 */
export async function queueWebhookDeliveries(events: readonly OutboundEvent[]): Promise<void> {
  if (events.length === 0) return;
  const types = [...new Set(events.map((event) => event.type))];
  const listening = new Map<OutboundEventType, Listener[]>(
    await Promise.all(types.map(async (type) => [type, await listListenersOf(type)] as const)),
  );
  const scopesOf = await ownersScopes([...listening.values()].flat());
  const mayRead = (listener: Listener, event: OutboundEvent) =>
    listener.owner.type !== 'client' || eventReadableWith(event, scopesOf.get(listener.owner.id) ?? []);
  const createdAt = new Date().toISOString();
  const wanted = events.flatMap((event) =>
    (listening.get(event.type) ?? [])
      .filter((listener) => mayRead(listener, event))
      .map(({ subscriptionId }) => newDelivery(event, subscriptionId, createdAt)),
  );
  // In-process deliveries are indexed while pending, for the next start to resume them.
  const resumable = deliveryQueue.inProcess;
  // One subscription's deliveries one after the other: each takes the next rank of its list.
  const perSubscription = Map.groupBy(wanted, (delivery) => delivery.subscriptionId);
  const stored = await mapInWaves([...perSubscription.values()], PUTS_IN_FLIGHT, async (deliveries) => {
    const recorded: WebhookDelivery[] = [];
    for (const delivery of deliveries) recorded.push(await putDeliveryOnce(delivery, resumable));
    return recorded;
  });
  await deliveryQueue.send(
    stored
      .flat()
      .filter((delivery) => delivery.status === 'pending')
      .map(refOf),
  );
}
