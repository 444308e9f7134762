import {
  type AccessPattern,
  code,
  countTemplate,
  inModule,
  keyTemplates,
} from '#shared/data/access-patterns';
import {
  deliveryCollection,
  ownedSubscriptionCollection,
  SUBSCRIPTION_COLLECTION,
  webhookItemTypes,
} from './keys';

const types = webhookItemTypes();
const keyOf = keyTemplates(types);
const webhooks = (...names: string[]) => inModule('shared/webhooks/store.ts', ...names);

/**
 * How the webhooks' items are read and written: subscriptions, their listeners
 * and deliveries, as docs/data-model.md lists them (`npm run
 * docs:data-model`).
 */
export const webhookAccessPatterns = (): AccessPattern[] => [
  {
    pattern:
      "Create a webhook subscription with one listener item per event type (a keyed POST adds its idempotency fence); it takes the next rank of every subscription's list and, a client's, of its own",
    index:
      'table, consistent Gets of the counters, then TransactWrite, each Put conditioned on `attribute_not_exists(pk)` (again from the Gets when another creation took a rank)',
    key: `${keyOf('webhook')}; ${keyOf('listener')} per type; a client's copy ${keyOf('ownedWebhook')}; counters ${code(`pk = ${SUBSCRIPTION_COLLECTION}`)} and ${code(`${ownedSubscriptionCollection({ type: 'client', id: '<clientId>' })}`)}, ${code('sk = COUNT')}, each put on condition that it holds what was read`,
    functions: [webhooks('putNewSubscription')],
  },
  {
    pattern: 'Read a webhook subscription (with its secret and `version`)',
    index: 'table, Get',
    key: keyOf('webhook'),
    functions: [webhooks('getSubscription')],
  },
  {
    pattern: 'List webhook subscriptions in creation order (the same cost at any offset)',
    index: 'table, Query of the count and holes; then `gsi1`, Query forwards',
    key: `${code(`pk = ${SUBSCRIPTION_COLLECTION}`)} (its ${code('COUNT')} and ${code('HOLE#…')} items); ${code(`gsi1pk = ${SUBSCRIPTION_COLLECTION}`)}, ${code('gsi1sk BETWEEN <rank of offset, past the holes> AND <count - 1>')}`,
    functions: [webhooks('listSubscriptions')],
  },
  {
    pattern:
      "List a machine client's own webhook subscriptions in creation order (the same cost at any offset)",
    index: 'as above',
    key: `as above, with ${code(ownedSubscriptionCollection({ type: 'client', id: '<clientId>' }))} for ${code(SUBSCRIPTION_COLLECTION)}`,
    functions: [{ ...webhooks('listSubscriptions'), note: 'with an owner' }],
  },
  {
    pattern:
      'Replace or delete a subscription, adding and removing listener items, if unchanged since read (a delete leaves holes at its ranks)',
    index: 'table, TransactWrite',
    key: 'subscription conditioned on `version`; listener items put or deleted by key; a replace keeps the ranks, a delete puts a `HOLE` item at each',
    functions: [webhooks('replaceSubscription', 'deleteSubscription')],
  },
  {
    pattern: 'Find the subscriptions listening to an event type (the fan-out; no Scan)',
    index: 'table, Query',
    key: code(`pk = ${types.listener.pk}`),
    functions: [webhooks('listListenersOf', 'listSubscriptionIdsFor')],
  },
  {
    pattern:
      "Record a delivery unless the same event was recorded for the subscription (a redelivered stream batch), else read it; it takes the next rank of its subscription's list",
    index:
      'table, consistent Get of the counter, then TransactWrite (then Get when the delivery exists; again from the Get when another recording took the rank)',
    key: `counter ${countTemplate(types.delivery.gsi1.pk)}, put on condition its count is the one read; delivery ${keyOf('delivery')} on \`attribute_not_exists(pk)\`; a resumable one's pending marker`,
    functions: [webhooks('putDeliveryOnce')],
  },
  {
    pattern: 'Read a delivery',
    index: 'table, Get',
    key: 'as above',
    functions: [webhooks('getDelivery')],
  },
  {
    pattern:
      'Find a delivery for a resend, which names its subscription and its id (`webhook-id`): no lookup item',
    index: 'table, Get',
    key: keyOf('delivery'),
    functions: [inModule('shared/webhooks/resend-store.ts', 'findDelivery')],
  },
  {
    pattern:
      'Resend a delivery: read it, mark a resumable one pending, then set it pending again whatever its status (its count and attempt log go on)',
    index: 'table, Get, (Put of the pending marker), then conditional Update',
    key: `${keyOf('delivery')} on \`attribute_exists(pk)\`; the marker ${code(`pk = ${types.pendingDelivery.pk}`)}`,
    functions: [inModule('shared/webhooks/resend-store.ts', 'reopenDelivery')],
  },
  {
    pattern:
      'Record an attempt of a pending delivery (count, last status, its attempt record appended, delivered or failed)',
    index: 'table, conditional Update (then Delete of its pending marker when a resumable one settles)',
    key: 'as above, on condition `data.status = pending`',
    functions: [inModule('shared/webhooks/attempt-store.ts', 'recordDeliveryAttempt')],
  },
  {
    pattern: "List a subscription's deliveries, most recently recorded first (the same cost at any offset)",
    index: 'table, Get of the counter, then `gsi1`, Query backwards',
    key: `${countTemplate(deliveryCollection('<subscriptionId>'))}; then ${code(`gsi1pk = ${deliveryCollection('<subscriptionId>')}`)}, ${code('gsi1sk <= <count - 1 - offset, 10 digits>')}`,
    functions: [webhooks('listDeliveriesNewestFirst')],
  },
  {
    pattern:
      'List the deliveries still pending, oldest first (the local delivery worker resumes them at start; only in-process deliveries are marked: SQS keeps its own)',
    index: 'table, Query',
    key: `${code(`pk = ${types.pendingDelivery.pk}`)}, ordered by ${code(`sk = ${types.pendingDelivery.sk}`)}`,
    functions: [webhooks('listPendingDeliveries')],
  },
];
