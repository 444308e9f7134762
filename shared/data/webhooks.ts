import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import type { OutboundEventType } from '#shared/events/outbound-event';
import { getItem } from './get-item';
import { idempotencyFenceUpdate } from './idempotency-fence';
import { dataOf, type Item, type ItemKey, type StoredItem } from './item';
import { type Page, type PageRequest, queryPage } from './pagination';
import { queryAll } from './query';
import { writeIfVersionUnchanged } from './transact';

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

const WEBHOOK = 'WEBHOOK';
const LISTENER = 'WEBHOOK-EVENT';
/** A client's own subscriptions, in creation order: a copy of each in the client's partition. */
const OWNED = 'WEBHOOK-OWNED';
const DELIVERY = 'DELIVERY';
const COLLECTION = `COLLECTION#${WEBHOOK}`;
/** Index partition of the deliveries still pending, oldest first (the local delivery worker resumes them). */
const PENDING_DELIVERIES = 'PENDING#WEBHOOK-DELIVERY';
/** Delivery records are kept this long, then DynamoDB's TTL removes them. */
export const DELIVERY_RETENTION_DAYS = 30;

export function subscriptionKey(id: string): ItemKey {
  return { pk: `${WEBHOOK}#${id}`, sk: WEBHOOK };
}

/** A client's copy of its subscription; people's subscriptions have none (dispatchers list them all). */
function ownedKey(owner: SubscriptionOwner, createdAt: string, id: string): ItemKey {
  return { pk: `${OWNED}#${owner.type}#${owner.id}`, sk: `${createdAt}#${id}` };
}

const ownedCopyOf = ({ owner, createdAt, id }: WebhookSubscription): ItemKey[] =>
  owner?.type === 'client' ? [ownedKey(owner, createdAt, id)] : [];

/** One item per (event type, subscription): the fan-out finds a type's subscriptions with one Query. */
export function listenerKey(type: OutboundEventType, subscriptionId: string): ItemKey {
  return { pk: `${LISTENER}#${type}`, sk: `${WEBHOOK}#${subscriptionId}` };
}

/** In the subscription's partition, newest event last in key order. */
export function deliveryKey(ref: DeliveryRef): ItemKey {
  return {
    pk: subscriptionKey(ref.subscriptionId).pk,
    sk: `${DELIVERY}#${ref.eventTimestamp}#${ref.eventId}`,
  };
}

function subscriptionItems({ subscription, version }: SubscriptionRecord): Item[] {
  return [
    {
      ...subscriptionKey(subscription.id),
      gsi1pk: COLLECTION,
      gsi1sk: `${subscription.createdAt}#${subscription.id}`,
      entity: WEBHOOK,
      version,
      data: subscription,
    },
    ...ownedCopyOf(subscription).map((key) => ({ ...key, entity: OWNED, data: subscription })),
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
    entity: LISTENER,
    data: { subscriptionId: id, ...(owner && { owner }) },
  };
}

const recordOf = (item: StoredItem): SubscriptionRecord => ({
  subscription: dataOf<WebhookSubscription>(item),
  version: Number(item.version),
});

/**
 * A delivery's item. `resumable`: indexed while pending, for a queue that
 * forgets its messages when its process stops (the in-process one); an SQS
 * message outlives any process, and the index would cost a write more on each
 * record and each settle.
 */
export function deliveryToItem(
  delivery: WebhookDelivery,
  resumable = false,
): Item<WebhookDelivery> & { expiresAtEpoch: number } {
  return {
    ...deliveryKey(delivery),
    ...(resumable &&
      delivery.status === 'pending' && {
        gsi1pk: PENDING_DELIVERIES,
        gsi1sk: `${delivery.createdAt}#${delivery.id}`,
      }),
    entity: DELIVERY,
    data: delivery,
    expiresAtEpoch: Math.ceil(Date.parse(delivery.createdAt) / 1000) + DELIVERY_RETENTION_DAYS * 86_400,
  };
}

/** POST /webhooks: the subscription and one listener item per event type, all or nothing. */
export async function putNewSubscription(subscription: WebhookSubscription): Promise<SubscriptionRecord> {
  const record = { subscription, version: 1 };
  const TableName = config.tableName;
  // A keyed POST's subscription and its idempotency record commit together.
  const fence = idempotencyFenceUpdate(TableName);
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        ...subscriptionItems(record).map((item) => ({
          Put: { TableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
        })),
        ...(fence ? [fence] : []),
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
          ExpressionAttributeValues: { ':collection': COLLECTION },
        }
      : {
          TableName: config.tableName,
          KeyConditionExpression: 'pk = :owned',
          ExpressionAttributeValues: { ':owned': ownedKey(owner, '', '').pk },
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
      ...ownedCopyOf(next).map((key) => ({ ...key, entity: OWNED, data: next })),
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
    ExpressionAttributeValues: { ':listener': `${LISTENER}#${type}` },
  });
  return items.map((item) => dataOf<Listener>(item));
}

/** The ids of the subscriptions listening to `type`. */
export async function listSubscriptionIdsFor(type: OutboundEventType): Promise<string[]> {
  return (await listListenersOf(type)).map((listener) => listener.subscriptionId);
}

/**
 * Records a delivery unless one exists for the same event and subscription
 * (`resumable`: see deliveryToItem).
 * Resolves the delivery as stored: `delivery` when it was recorded now (one
 * conditional Put), the existing one otherwise (a Get more, on redelivered
 * events only).
 */
export async function putDeliveryOnce(
  delivery: WebhookDelivery,
  resumable = false,
): Promise<WebhookDelivery> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: config.tableName,
        Item: deliveryToItem(delivery, resumable),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return delivery;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    // Only TTL removes a delivery, after weeks: what was there a moment ago is still there.
    return (await getDelivery(delivery)) ?? delivery;
  }
}

export async function getDelivery(ref: DeliveryRef): Promise<WebhookDelivery | undefined> {
  const item = await getItem(deliveryKey(ref));
  return item === undefined ? undefined : dataOf<WebhookDelivery>(item);
}

/**
 * Records one attempt of a pending delivery: its count, the receiver's status
 * and the status it leaves the delivery in; a settled delivery leaves the
 * pending index. Only a pending delivery changes: a late duplicate cannot undo
 * a `delivered`. Resolves whether it changed.
 */
export async function recordDeliveryAttempt(
  ref: DeliveryRef,
  outcome: { status: DeliveryStatus; lastResponseStatus: number | null; counted: boolean },
): Promise<boolean> {
  const settles = outcome.status !== 'pending';
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: deliveryKey(ref),
        UpdateExpression: `SET #data.#status = :status, #data.#last = :last, #data.#attempts = #data.#attempts + :counted${
          settles ? ' REMOVE gsi1pk, gsi1sk' : ''
        }`,
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
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** GET /webhooks/{id}/deliveries: a subscription's deliveries, newest event first. */
export async function listDeliveriesNewestFirst(
  subscriptionId: string,
  page: PageRequest,
): Promise<Page<WebhookDelivery>> {
  const { items, hasMore } = await queryPage(
    {
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :subscription AND begins_with(sk, :delivery)',
      ExpressionAttributeValues: {
        ':subscription': subscriptionKey(subscriptionId).pk,
        ':delivery': `${DELIVERY}#`,
      },
      ScanIndexForward: false,
    },
    page,
  );
  return { items: items.map((item) => dataOf<WebhookDelivery>(item)), hasMore };
}

/** The resumable deliveries still pending, oldest first: the local delivery worker resumes them at start. */
export async function listPendingDeliveries(): Promise<DeliveryRef[]> {
  const items = await queryAll({
    TableName: config.tableName,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pending',
    ExpressionAttributeValues: { ':pending': PENDING_DELIVERIES },
  });
  return items.map((item) => {
    const { subscriptionId, eventId, eventTimestamp } = dataOf<WebhookDelivery>(item);
    return { subscriptionId, eventId, eventTimestamp };
  });
}
