import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { commitMarkerItems } from '#shared/data/commit-marker';
import { outputIfConditionHeld } from '#shared/data/conditional-write';
import { getItem } from '#shared/data/get-item';
import { dataOf, type Item, type StoredItem } from '#shared/data/item';
import {
  collectionCountKey,
  creationOrderKey,
  deliveryCollection,
  deliveryKey,
  ENTITY,
  listenerKey,
  listenersPartition,
  ownedSubscriptionKey,
  ownedSubscriptionsPartition,
  PENDING_DELIVERIES,
  pendingDeliveryKey,
  subscriptionKey,
  WEBHOOK_COLLECTION,
} from '#shared/data/keys';
import { oneAtATime } from '#shared/data/one-at-a-time';
import { type Page, type PageRequest, queryPage } from '#shared/data/pagination';
import { queryAll } from '#shared/data/query';
import { collectionCountItem, pageInReverseRankOrder, rankedIndexKeys } from '#shared/data/ranked-collection';
import { writeIfVersionUnchanged } from '#shared/data/transact';
import type { OutboundEventType } from '#shared/domain/outbound-event';

/** Who a subscription belongs to: the machine client or the person (by subject) that created it. */
export interface SubscriptionOwner {
  type: 'client' | 'user';
  id: string;
}

/** A webhook subscription: where to send which events, and the secret that signs them. */
export interface WebhookSubscription {
  id: string;
  /** Absent on subscriptions made before owners were recorded: a person's, subject unknown. */
  owner?: SubscriptionOwner;
  url: string;
  events: OutboundEventType[];
  description: string;
  /** `whsec_` + base64: shown once, at creation; never rendered again. */
  secret: string;
  createdAt: string;
}

/** A subscription as stored, with the version its updates are conditioned on. */
export interface SubscriptionRecord {
  subscription: WebhookSubscription;
  version: number;
}

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Which delivery: the subscription and the event it carries (the event's time orders the list). */
export interface DeliveryRef {
  subscriptionId: string;
  eventId: string;
  eventTimestamp: string;
}

/** One event sent (or to be sent) to one subscription, with the outcome of its attempts. */
export interface WebhookDelivery extends DeliveryRef {
  /** The `webhook-id` header: the same on every attempt. */
  id: string;
  type: OutboundEventType;
  /** The event's `data`, as the body carries it. */
  data: Record<string, unknown>;
  status: DeliveryStatus;
  attempts: number;
  /** The receiver's status on the last attempt; null before any answer (or when none came). */
  lastResponseStatus: number | null;
  createdAt: string;
}

/** Recording a delivery retries this often when another recording took its rank first. */
const RANK_ATTEMPTS = 20;
/** Delivery records are kept this long, then DynamoDB's TTL removes them. */
export const DELIVERY_RECORD_RETENTION_DAYS = 30;

/** A client's own subscriptions, in creation order: a copy of each in the client's partition. */
const ownedCopyOf = (subscription: WebhookSubscription) =>
  subscription.owner?.type === 'client' ? [ownedSubscriptionKey(subscription.owner, subscription)] : [];

function subscriptionItems({ subscription, version }: SubscriptionRecord): Item[] {
  return [
    {
      ...subscriptionKey(subscription.id),
      gsi1pk: WEBHOOK_COLLECTION,
      gsi1sk: creationOrderKey(subscription),
      entity: ENTITY.webhook,
      version,
      data: subscription,
    },
    ...ownedCopyOf(subscription).map((key) => ({ ...key, entity: ENTITY.ownedWebhook, data: subscription })),
    ...subscription.events.map((type) => listenerItem(type, subscription)),
  ];
}

/** What the fan-out needs of a subscription listening to a type: its id, and its owner to check its reach. */
export interface Listener {
  subscriptionId: string;
  owner?: SubscriptionOwner;
}

function listenerItem(type: OutboundEventType, { id, owner }: WebhookSubscription): Item<Listener> {
  return {
    ...listenerKey(type, id),
    entity: ENTITY.listener,
    data: { subscriptionId: id, ...(owner && { owner }) },
  };
}

const recordOf = (item: StoredItem): SubscriptionRecord => ({
  subscription: dataOf<WebhookSubscription>(item),
  version: Number(item.version),
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
    entity: ENTITY.delivery,
    data: delivery,
    expiresAtEpoch: expiresAtEpochOf(delivery),
  };
}

function pendingMarker(delivery: WebhookDelivery): Item<DeliveryRef> & { expiresAtEpoch: number } {
  const { subscriptionId, eventId, eventTimestamp } = delivery;
  return {
    ...pendingDeliveryKey(delivery),
    entity: ENTITY.pendingDelivery,
    data: { subscriptionId, eventId, eventTimestamp },
    expiresAtEpoch: expiresAtEpochOf(delivery),
  };
}

/** POST /webhooks: the subscription and one listener item per event type, all or nothing. */
export async function putNewSubscription(subscription: WebhookSubscription): Promise<SubscriptionRecord> {
  const record = { subscription, version: 1 };
  const TableName = config.tableName;
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        ...subscriptionItems(record).map((item) => ({
          Put: { TableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
        })),
        // A keyed POST's subscription and its idempotency record commit together.
        ...commitMarkerItems(TableName),
      ],
    }),
  );
  return record;
}

/** GET /webhooks/{id} and every delivery: a subscription, or undefined. */
export async function getSubscription(id: string): Promise<SubscriptionRecord | undefined> {
  const item = await getItem(subscriptionKey(id));
  return item === undefined ? undefined : recordOf(item);
}

/** GET /webhooks: subscriptions in creation order, every one or (`owner`) a client's own. */
export async function listSubscriptions(
  page: PageRequest,
  owner?: SubscriptionOwner,
): Promise<Page<WebhookSubscription>> {
  const { items, hasMore } = await queryPage(
    owner === undefined
      ? {
          TableName: config.tableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :collection',
          ExpressionAttributeValues: { ':collection': WEBHOOK_COLLECTION },
        }
      : {
          TableName: config.tableName,
          KeyConditionExpression: 'pk = :owned',
          ExpressionAttributeValues: { ':owned': ownedSubscriptionsPartition(owner) },
        },
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
  const record = { subscription: next, version: previous.version + 1 };
  const [subscriptionItem] = subscriptionItems(record);
  const before = new Set(previous.subscription.events);
  const after = new Set(next.events);
  await writeIfVersionUnchanged(subscriptionKey(next.id), previous.version, {
    puts: [
      subscriptionItem!,
      ...ownedCopyOf(next).map((key) => ({ ...key, entity: ENTITY.ownedWebhook, data: next })),
      ...next.events.filter((type) => !before.has(type)).map((type) => listenerItem(type, next)),
    ],
    deletes: [...before].filter((type) => !after.has(type)).map((type) => listenerKey(type, next.id)),
  });
  return record;
}

/** DELETE /webhooks/{id}: the subscription and its listener items, if unchanged since read. */
export async function deleteSubscription(previous: SubscriptionRecord): Promise<void> {
  const { subscription } = previous;
  await writeIfVersionUnchanged(subscriptionKey(subscription.id), previous.version, {
    puts: [],
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
 * (`resumable`: see deliveryToItem), at the next rank of its subscription's
 * deliveries: the counter is read, then the delivery put and the counter
 * moved on in one transaction on condition that the counter is still what was
 * read, so ranks have no gap and no duplicate. Another recording for the same
 * subscription in between makes it read again; within a process, recordings
 * for one subscription take turns (a burst of events would otherwise cancel
 * each other's transactions over and over), so that happens only across
 * processes.
 * Resolves the delivery as stored: `delivery` when it was recorded now, the
 * existing one otherwise (a Get more, on redelivered events only).
 */
export function putDeliveryOnce(delivery: WebhookDelivery, resumable = false): Promise<WebhookDelivery> {
  return oneAtATime(deliveryCollection(delivery.subscriptionId), () => recordAtNextRank(delivery, resumable));
}

async function recordAtNextRank(delivery: WebhookDelivery, resumable: boolean): Promise<WebhookDelivery> {
  const TableName = config.tableName;
  const counter = deliveryCollection(delivery.subscriptionId);
  for (let attempt = 1; ; attempt++) {
    const { Item: counterItem } = await documentClient.send(
      new GetCommand({ TableName, Key: collectionCountKey(counter), ConsistentRead: true }),
    );
    const count = (counterItem?.data as { count: number } | undefined)?.count ?? 0;
    const unchanged =
      counterItem === undefined
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : {
            ConditionExpression: '#data.#count = :read',
            ExpressionAttributeNames: { '#data': 'data', '#count': 'count' },
            ExpressionAttributeValues: { ':read': count },
          };
    try {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: collectionCountItem(counter, count + 1), ...unchanged } },
            {
              Put: {
                TableName,
                Item: deliveryToItem(delivery, count, resumable),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            ...(resumable ? [{ Put: { TableName, Item: pendingMarker(delivery) } }] : []),
          ],
        }),
      );
      return delivery;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      // Only TTL removes a delivery, after weeks: what was there a moment ago is still there.
      if (reasons[1]?.Code === 'ConditionalCheckFailed') return (await getDelivery(delivery)) ?? delivery;
      const overtaken =
        reasons[0]?.Code === 'ConditionalCheckFailed' ||
        reasons.some((reason) => reason.Code === 'TransactionConflict');
      if (!overtaken || attempt >= RANK_ATTEMPTS) throw error;
      // Apart, so that recordings that collided do not collide again.
      await sleep(Math.random() * 10 * attempt);
    }
  }
}

export async function getDelivery(ref: DeliveryRef): Promise<WebhookDelivery | undefined> {
  const item = await getItem(deliveryKey(ref));
  return item === undefined ? undefined : dataOf<WebhookDelivery>(item);
}

/**
 * Records one attempt of a pending delivery: its count, the receiver's status
 * and the status it leaves the delivery in; a settled resumable delivery loses
 * its pending marker (after the update: a marker left behind by a crash names a
 * settled delivery, which the worker skips, and expires with it). Only a
 * pending delivery changes: a late duplicate cannot undo a `delivered`.
 * Resolves whether it changed.
 */
export async function recordDeliveryAttempt(
  ref: DeliveryRef,
  outcome: { status: DeliveryStatus; lastResponseStatus: number | null; counted: boolean },
): Promise<boolean> {
  const settles = outcome.status !== 'pending';
  const output = await outputIfConditionHeld(
    documentClient.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: deliveryKey(ref),
        UpdateExpression:
          'SET #data.#status = :status, #data.#last = :last, #data.#attempts = #data.#attempts + :counted',
        ConditionExpression: '#data.#status = :pending',
        ExpressionAttributeNames: {
          '#data': 'data',
          '#status': 'status',
          '#last': 'lastResponseStatus',
          '#attempts': 'attempts',
        },
        ExpressionAttributeValues: {
          ':status': outcome.status,
          ':last': outcome.lastResponseStatus,
          ':counted': outcome.counted ? 1 : 0,
          ':pending': 'pending',
        },
        ...(settles && { ReturnValues: 'ALL_NEW' as const }),
      }),
    ),
  );
  if (output === undefined) return false;
  const updated = output.Attributes;
  if (updated?.resumable === true) {
    await documentClient.send(
      new DeleteCommand({
        TableName: config.tableName,
        Key: pendingDeliveryKey(dataOf<WebhookDelivery>(updated)),
      }),
    );
  }
  return true;
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
