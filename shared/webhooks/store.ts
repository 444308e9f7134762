import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { holeItem, pageInRankOrderPastHoles } from '#shared/data/collection-holes';
import { commitMarkerItems } from '#shared/data/commit-marker';
import { getItem } from '#shared/data/get-item';
import { dataOf, type Item, type ItemKey, type StoredItem } from '#shared/data/item';
import { oneAtATime } from '#shared/data/one-at-a-time';
import type { Page, PageRequest } from '#shared/data/pagination';
import { queryAll } from '#shared/data/query';
import { transactAtNextRanks, writeAtNextRanks } from '#shared/data/rank-counter';
import { memberRankOf, pageInReverseRankOrder, rankedIndexKeys } from '#shared/data/ranked-collection';
import { writeIfVersionUnchanged } from '#shared/data/transact';
import type { OutboundEventType } from '#shared/domain/outbound-event';
import {
  deliveryCollection,
  deliveryKey,
  listenerKey,
  listenersPartition,
  ownedSubscriptionCollection,
  ownedSubscriptionKey,
  PENDING_DELIVERIES,
  pendingDeliveryKey,
  SUBSCRIPTION_COLLECTION,
  subscriptionKey,
  WEBHOOK_ENTITIES,
} from '#shared/webhooks/keys';
import { DELIVERY_RECORD_RETENTION_DAYS, type DeliveryRef, type WebhookDelivery } from './delivery-record';

/** Who a subscription belongs to: the machine client or the person (by subject) that created it. */
export interface SubscriptionOwner {
  type: 'client' | 'user';
  id: string;
}

/** A webhook subscription: where to send which events, and the secret that signs them. */
export interface WebhookSubscription {
  id: string;
  owner: SubscriptionOwner;
  url: string;
  events: OutboundEventType[];
  description: string;
  /** `whsec_` + base64: shown once, at creation or rotation; never rendered again. */
  secret: string;
  /** The secret a rotation replaced: deliveries are signed with it too until `expiresAt`. */
  previousSecret?: { secret: string; expiresAt: string };
  createdAt: string;
}

/** A subscription as stored, with the version its updates are conditioned on. */
export interface SubscriptionRecord {
  subscription: WebhookSubscription;
  version: number;
  /**
   * Where it is listed: its rank among every subscription and, a client's,
   * among its owner's.
   */
  ranks: { all: number; owned?: number };
}

const hasOwnedCopy = (subscription: WebhookSubscription) => subscription.owner.type === 'client';

/** The collections a new subscription joins: every subscription, and its client's own. */
const collectionsOf = (subscription: WebhookSubscription): string[] =>
  hasOwnedCopy(subscription)
    ? [SUBSCRIPTION_COLLECTION, ownedSubscriptionCollection(subscription.owner)]
    : [SUBSCRIPTION_COLLECTION];

/** A client's own subscriptions, in creation order: a copy of each in the client's partition. */
const ownedCopyOf = (subscription: WebhookSubscription): ItemKey[] =>
  hasOwnedCopy(subscription) ? [ownedSubscriptionKey(subscription.owner, subscription)] : [];

/**
 * The subscription's item (listed at its rank) and its client's copy (listed
 * at its rank there): without listener items, what bulk-written sample lists
 * are made of.
 */
export function listedItems({ subscription, version, ranks }: SubscriptionRecord): Item[] {
  return [
    {
      ...subscriptionKey(subscription.id),
      ...rankedIndexKeys(SUBSCRIPTION_COLLECTION, ranks.all),
      // Kept on the subscription, which a delete reads, to leave the hole in the owner's list too.
      ...(ranks.owned !== undefined && { ownedRank: ranks.owned }),
      entity: WEBHOOK_ENTITIES.webhook,
      version,
      data: subscription,
    },
    ...ownedCopyOf(subscription).map((key) => ({
      ...key,
      ...(ranks.owned !== undefined &&
        rankedIndexKeys(ownedSubscriptionCollection(subscription.owner), ranks.owned)),
      entity: WEBHOOK_ENTITIES.ownedWebhook,
      data: subscription,
    })),
  ];
}

/** Every item a subscription consists of. */
function subscriptionToItems(record: SubscriptionRecord): Item[] {
  const { subscription } = record;
  return [...listedItems(record), ...subscription.events.map((type) => listenerItem(type, subscription))];
}

/** The hole items a deleted subscription leaves at its ranks. */
export function subscriptionHoles({ subscription, ranks }: SubscriptionRecord): Item[] {
  return [
    holeItem(SUBSCRIPTION_COLLECTION, ranks.all),
    ...(ranks.owned !== undefined && hasOwnedCopy(subscription)
      ? [holeItem(ownedSubscriptionCollection(subscription.owner), ranks.owned)]
      : []),
  ];
}

/** What the fan-out needs of a subscription listening to a type: its id, and its owner to check its reach. */
export interface Listener {
  subscriptionId: string;
  owner: SubscriptionOwner;
}

function listenerItem(type: OutboundEventType, { id, owner }: WebhookSubscription): Item<Listener> {
  return {
    ...listenerKey(type, id),
    entity: WEBHOOK_ENTITIES.listener,
    data: { subscriptionId: id, owner },
  };
}

const recordOf = (item: StoredItem): SubscriptionRecord => ({
  subscription: dataOf<WebhookSubscription>(item),
  version: Number(item.version),
  ranks: {
    all: memberRankOf(item),
    ...(typeof item.ownedRank === 'number' && { owned: item.ownedRank }),
  },
});

const expiresAtEpochOf = (delivery: WebhookDelivery) =>
  Math.ceil(Date.parse(delivery.createdAt) / 1000) + DELIVERY_RECORD_RETENTION_DAYS * 86_400;

/**
 * A delivery's item, listed at `rank` among its subscription's. `resumable`:
 * a marker of it is kept while it is pending, for a queue that forgets its
 * messages when its process stops (the in-process one); an SQS message
 * outlives any process, and the marker would cost a write more on each record
 * and each settle.
 */
export function deliveryToItem(
  delivery: WebhookDelivery,
  rank: number,
  resumable = false,
): Item<WebhookDelivery> & { expiresAtEpoch: number } {
  return {
    ...deliveryKey(delivery),
    ...rankedIndexKeys(deliveryCollection(delivery.subscriptionId), rank),
    ...(resumable && { resumable: true }),
    entity: WEBHOOK_ENTITIES.delivery,
    data: delivery,
    expiresAtEpoch: expiresAtEpochOf(delivery),
  };
}

/** The delivery's place: what a queue message carries. */
export const refOf = ({ subscriptionId, eventId, eventTimestamp }: WebhookDelivery): DeliveryRef => ({
  subscriptionId,
  eventId,
  eventTimestamp,
});

/** Marks a resumable delivery pending (deliveryToItem), until it settles. */
export function pendingMarker(delivery: WebhookDelivery): Item<DeliveryRef> & { expiresAtEpoch: number } {
  return {
    ...pendingDeliveryKey(delivery),
    entity: WEBHOOK_ENTITIES.pendingDelivery,
    data: refOf(delivery),
    expiresAtEpoch: expiresAtEpochOf(delivery),
  };
}

/**
 * POST /webhooks: the subscription and one listener item per event type, all
 * or nothing, at the next rank of every subscription's list and (a client's)
 * of its owner's, taken in the same transaction (rank-counter.ts).
 */
export function putNewSubscription(subscription: WebhookSubscription): Promise<SubscriptionRecord> {
  const TableName = config.tableName;
  return writeAtNextRanks(collectionsOf(subscription), async ([all, owned], claims) => {
    const record = { subscription, version: 1, ranks: { all: all!, ...(owned !== undefined && { owned }) } };
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          ...claims,
          ...subscriptionToItems(record).map((item) => ({
            Put: { TableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
          })),
          // A keyed POST's subscription and its idempotency record commit together.
          ...commitMarkerItems(TableName),
        ],
      }),
    );
    return record;
  });
}

/** GET /webhooks/{id} and every delivery: a subscription, or undefined. */
export async function getSubscription(id: string): Promise<SubscriptionRecord | undefined> {
  const item = await getItem(subscriptionKey(id));
  return item === undefined ? undefined : recordOf(item);
}

/**
 * GET /webhooks: subscriptions in creation order, every one or (`owner`) a
 * client's own, at the same cost at any offset.
 */
export async function listSubscriptions(
  page: PageRequest,
  owner?: SubscriptionOwner,
): Promise<Page<WebhookSubscription>> {
  const { items, hasMore } = await pageInRankOrderPastHoles(
    owner === undefined ? SUBSCRIPTION_COLLECTION : ownedSubscriptionCollection(owner),
    page,
  );
  return { items: items.map((item) => dataOf<WebhookSubscription>(item)), hasMore };
}

/**
 * PUT /webhooks/{id}: stores `next` over `previous`, adding and removing
 * listener items as its event types changed, if the subscription is unchanged
 * since it was read (ConcurrentUpdateError otherwise).
 */
export async function replaceSubscription(
  previous: SubscriptionRecord,
  next: WebhookSubscription,
): Promise<SubscriptionRecord> {
  // Ranks stay: a subscription keeps its place in its lists.
  const record = { subscription: next, version: previous.version + 1, ranks: previous.ranks };
  const before = new Set(previous.subscription.events);
  const after = new Set(next.events);
  await writeIfVersionUnchanged(subscriptionKey(next.id), previous.version, {
    puts: [
      ...listedItems(record),
      ...next.events.filter((type) => !before.has(type)).map((type) => listenerItem(type, next)),
    ],
    deletes: [...before].filter((type) => !after.has(type)).map((type) => listenerKey(type, next.id)),
  });
  return record;
}

/**
 * DELETE /webhooks/{id}: the subscription and its listener items, if
 * unchanged since read; holes take its ranks in its lists.
 */
export async function deleteSubscription(previous: SubscriptionRecord): Promise<void> {
  const { subscription } = previous;
  await writeIfVersionUnchanged(subscriptionKey(subscription.id), previous.version, {
    puts: subscriptionHoles(previous),
    deletes: [
      subscriptionKey(subscription.id),
      ...ownedCopyOf(subscription),
      ...subscription.events.map((type) => listenerKey(type, subscription.id)),
    ],
  });
}

/** The fan-out: the subscriptions listening to `type`, with their owners. */
export async function listListenersOf(type: OutboundEventType): Promise<Listener[]> {
  const items = await queryAll({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :listener',
    ExpressionAttributeValues: { ':listener': listenersPartition(type) },
  });
  return items.map((item) => dataOf<Listener>(item));
}

/** The ids of the subscriptions listening to `type`. */
export async function listSubscriptionIdsFor(type: OutboundEventType): Promise<string[]> {
  return (await listListenersOf(type)).map((listener) => listener.subscriptionId);
}

/**
 * Records a delivery unless one exists for the same event and subscription
 * (`resumable`: see deliveryToItem), under its id (keys.ts), at the next rank of its subscription's
 * deliveries (rank-counter.ts: the delivery is put and the counter moved on
 * in one transaction, so ranks have no gap and no duplicate). Within a
 * process, recordings for one subscription take turns (a burst of events
 * would otherwise cancel each other's transactions over and over), so only
 * recordings in different processes retry.
 * Resolves the delivery as stored: `delivery` when it was recorded now, the
 * existing one otherwise (a Get more, on redelivered events only).
 */
export async function putDeliveryOnce(
  delivery: WebhookDelivery,
  resumable = false,
): Promise<WebhookDelivery> {
  const counter = deliveryCollection(delivery.subscriptionId);
  const recorded = await oneAtATime(counter, () =>
    transactAtNextRanks([counter], ([rank]) => {
      const TableName = config.tableName;
      return [
        {
          Put: {
            TableName,
            Item: deliveryToItem(delivery, rank!, resumable),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...(resumable ? [{ Put: { TableName, Item: pendingMarker(delivery) } }] : []),
      ];
    }),
  );
  // Only TTL removes a delivery, after weeks: what was there a moment ago is still there.
  return recorded ? delivery : ((await getDelivery(delivery)) ?? delivery);
}

export async function getDelivery(ref: DeliveryRef): Promise<WebhookDelivery | undefined> {
  const item = await getItem(deliveryKey(ref));
  return item === undefined ? undefined : dataOf<WebhookDelivery>(item);
}

/**
 * GET /webhooks/{id}/deliveries: a subscription's deliveries, most recently
 * recorded first, at the same cost at any offset (expired ones leave the
 * oldest end, and move no position).
 */
export async function listDeliveriesNewestFirst(
  subscriptionId: string,
  page: PageRequest,
): Promise<Page<WebhookDelivery>> {
  const { items, hasMore } = await pageInReverseRankOrder(deliveryCollection(subscriptionId), page);
  return { items: items.map((item) => dataOf<WebhookDelivery>(item)), hasMore };
}

/** The resumable deliveries still pending, oldest first: the local delivery worker resumes them at start. */
export async function listPendingDeliveries(): Promise<DeliveryRef[]> {
  const items = await queryAll({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pending',
    ExpressionAttributeValues: { ':pending': PENDING_DELIVERIES },
  });
  return items.map((item) => dataOf<DeliveryRef>(item));
}
