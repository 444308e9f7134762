import type { ItemKey } from '#shared/data/item';
import {
  CREATION_ORDER_TEMPLATE,
  collectionPartition,
  creationOrderKey,
  everyPartitionOf,
  joinKey,
  pendingPartition,
  RANK_TEMPLATE,
} from '#shared/data/keys';
import type { OutboundEventType } from '#shared/domain/outbound-event';
import { webhookIdOf } from './signing';

/** The `entity` attribute of each of the webhooks' item types; most of their keys start with it too. */
export const WEBHOOK_ENTITIES = {
  webhook: 'WEBHOOK',
  listener: 'WEBHOOK-EVENT',
  ownedWebhook: 'WEBHOOK-OWNED',
  delivery: 'DELIVERY',
  pendingDelivery: 'PENDING-DELIVERY',
} as const;

export function subscriptionKey(id: string): ItemKey {
  return { pk: joinKey(WEBHOOK_ENTITIES.webhook, id), sk: WEBHOOK_ENTITIES.webhook };
}

/** The index partition of every subscription, ranked in creation order (with holes where deleted ones were). */
export const SUBSCRIPTION_COLLECTION = collectionPartition(WEBHOOK_ENTITIES.webhook);

/** The index partition of a client's own subscriptions, ranked in creation order (with holes). */
export function ownedSubscriptionCollection(owner: { type: string; id: string }): string {
  return collectionPartition(ownedSubscriptionsPartition(owner));
}

/** The partition of an owner's copies of its subscriptions, in creation order. */
export function ownedSubscriptionsPartition(owner: { type: string; id: string }): string {
  return joinKey(WEBHOOK_ENTITIES.ownedWebhook, owner.type, owner.id);
}

/** A client's copy of its subscription; people's subscriptions have none (dispatchers list them all). */
export function ownedSubscriptionKey(
  owner: { type: string; id: string },
  subscription: { createdAt: string; id: string },
): ItemKey {
  return { pk: ownedSubscriptionsPartition(owner), sk: creationOrderKey(subscription) };
}

/** The partition of the listener items of an event type: the fan-out reads it with one Query. */
export function listenersPartition(type: OutboundEventType): string {
  return joinKey(WEBHOOK_ENTITIES.listener, type);
}

/** One item per (event type, subscription). */
export function listenerKey(type: OutboundEventType, subscriptionId: string): ItemKey {
  return { pk: listenersPartition(type), sk: joinKey(WEBHOOK_ENTITIES.webhook, subscriptionId) };
}

/**
 * In the subscription's partition, under its id (the `webhook-id`): a resend,
 * which names the subscription and the delivery's id, reads it with one Get,
 * and no lookup item is written beside each delivery. Its list is ranked in
 * the index (deliveryCollection).
 */
export function deliveryKeyById(subscriptionId: string, deliveryId: string): ItemKey {
  return { pk: subscriptionKey(subscriptionId).pk, sk: joinKey(WEBHOOK_ENTITIES.delivery, deliveryId) };
}

/** The delivery of an event to a subscription: its id comes from the two. */
export function deliveryKey(ref: { subscriptionId: string; eventId: string }): ItemKey {
  return deliveryKeyById(ref.subscriptionId, webhookIdOf(ref.eventId, ref.subscriptionId));
}

/**
 * Index partition of a subscription's deliveries, ranked 0, 1, 2, ... in the
 * order they were recorded; its count item is the counter that hands out ranks.
 */
export function deliveryCollection(subscriptionId: string): string {
  return collectionPartition(WEBHOOK_ENTITIES.delivery, subscriptionId);
}

/** Partition of markers of the resumable deliveries still pending, oldest first. */
export const PENDING_DELIVERIES = pendingPartition('WEBHOOK-DELIVERY');

export function pendingDeliveryKey(delivery: { createdAt: string; id: string }): ItemKey {
  return { pk: PENDING_DELIVERIES, sk: creationOrderKey(delivery) };
}

/**
 * Every subscription's partition (with its deliveries) and every listener's,
 * as IAM `dynamodb:LeadingKeys` patterns.
 */
export const EVERY_WEBHOOK_PARTITION = [
  everyPartitionOf(WEBHOOK_ENTITIES.webhook),
  everyPartitionOf(WEBHOOK_ENTITIES.listener),
] as const;

/** Every subscription's delivery rank counter, as an IAM `dynamodb:LeadingKeys` pattern: the fan-out moves them. */
export const EVERY_DELIVERY_COUNTER = everyPartitionOf(collectionPartition(WEBHOOK_ENTITIES.delivery));

/** The templates of the webhooks' ranked collections: all of them counted, the subscriptions' with holes. */
export const DELIVERY_COLLECTIONS = collectionPartition(WEBHOOK_ENTITIES.delivery, '<subscriptionId>');
export const OWNED_COLLECTIONS = collectionPartition(WEBHOOK_ENTITIES.ownedWebhook, 'client', '<clientId>');

/** The webhooks' item types, as docs/data-model.md describes them. */
export function webhookItemTypes() {
  return {
    webhook: {
      entity: WEBHOOK_ENTITIES.webhook,
      also: "`version`, `ownedRank` on a client's",
      pk: joinKey(WEBHOOK_ENTITIES.webhook, '<id>'),
      sk: WEBHOOK_ENTITIES.webhook,
      gsi1: { pk: SUBSCRIPTION_COLLECTION, sk: RANK_TEMPLATE('creation order') },
      data: '`WebhookSubscription`: url, event types, description, secret (`whsec_…`, never rendered after creation), owner, `createdAt`',
    },
    listener: {
      entity: WEBHOOK_ENTITIES.listener,
      pk: joinKey(WEBHOOK_ENTITIES.listener, '<type>'),
      sk: joinKey(WEBHOOK_ENTITIES.webhook, '<subscriptionId>'),
      data: "`{ subscriptionId, owner }`: one per event type a subscription listens to, written in the subscription's transactions",
    },
    ownedWebhook: {
      entity: WEBHOOK_ENTITIES.ownedWebhook,
      pk: joinKey(WEBHOOK_ENTITIES.ownedWebhook, 'client', '<clientId>'),
      sk: CREATION_ORDER_TEMPLATE,
      gsi1: { pk: OWNED_COLLECTIONS, sk: RANK_TEMPLATE("the client's creation order") },
      data: "`WebhookSubscription`: a machine client's copy of its own subscription, written in the subscription's transactions (people's subscriptions have none)",
    },
    delivery: {
      entity: WEBHOOK_ENTITIES.delivery,
      also: '`expiresAtEpoch`, `resumable` on in-process deliveries',
      pk: joinKey(WEBHOOK_ENTITIES.webhook, '<subscriptionId>'),
      sk: joinKey(WEBHOOK_ENTITIES.delivery, '<delivery id>'),
      gsi1: { pk: DELIVERY_COLLECTIONS, sk: RANK_TEMPLATE('recording order') },
      data: '`WebhookDelivery`: `id` (the `webhook-id`, from event and subscription), event id, type, timestamp and data, `pending`/`delivered`/`failed`, attempts, `lastResponseStatus`, `createdAt`; removed by TTL 7 days after creation (`DELIVERY_RECORD_RETENTION_DAYS`)',
    },
    pendingDelivery: {
      entity: WEBHOOK_ENTITIES.pendingDelivery,
      also: '`expiresAtEpoch`',
      pk: PENDING_DELIVERIES,
      sk: CREATION_ORDER_TEMPLATE,
      data: '`{ subscriptionId, eventId, eventTimestamp }` of an in-process delivery still pending; deleted when it settles, else expires with it',
    },
  } as const;
}
