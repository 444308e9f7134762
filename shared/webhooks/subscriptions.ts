import { randomUUID } from 'node:crypto';
import type { Page, PageRequest } from '#shared/data/pagination';
import { retryOnConflict } from '#shared/data/retry-on-conflict';
import {
  deleteSubscription,
  getSubscription,
  listDeliveriesNewestFirst,
  putNewSubscription,
  replaceSubscription,
  type SubscriptionRecord,
  type WebhookDelivery,
  type WebhookSubscription,
} from '#shared/data/webhooks';
import { configuredUrlPolicy, type Resolver } from '#shared/documents/url-safety';
import { ChangedMeanwhile, InvalidValue, resourceNotFound, VersionMismatch } from '#shared/domain/errors';
import type { OutboundEventType } from '#shared/events/outbound-event';
import { ifMatchAccepts } from '#shared/http/etag';
import { newWebhookSecret } from './signing';
import { refusalOfWebhookUrl } from './webhook-url';

/** What POST and PUT /webhooks carry, once validated. */
export interface SubscriptionRequest {
  url: string;
  events: OutboundEventType[];
  description?: string | undefined;
}

/** Reads and writes a lost race may take before PUT or DELETE answers 409. */
const ATTEMPTS = 3;

async function checkedFields(request: SubscriptionRequest, resolve?: Resolver) {
  const refusal = await refusalOfWebhookUrl(request.url, configuredUrlPolicy(), resolve);
  if (refusal !== undefined)
    throw new InvalidValue('webhook', 'url', `The webhook URL is refused: ${refusal}.`);
  return { url: request.url, events: [...new Set(request.events)], description: request.description ?? '' };
}

/**
 * POST /webhooks: a new subscription, with its secret. `id`, when the request
 * is keyed, is the same for each retry of it.
 */
export async function createSubscription(
  request: SubscriptionRequest,
  id: string = randomUUID(),
  resolve?: Resolver,
): Promise<WebhookSubscription> {
  const subscription = {
    id,
    ...(await checkedFields(request, resolve)),
    secret: newWebhookSecret(),
    createdAt: new Date().toISOString(),
  };
  await putNewSubscription(subscription);
  return subscription;
}

/** A subscription by id, or NotFound naming `uri`. */
export async function requireSubscription(id: string, uri: string): Promise<SubscriptionRecord> {
  const record = await getSubscription(id);
  if (record === undefined) throw resourceNotFound(uri);
  return record;
}

/** Which subscription a PUT or DELETE names, and the `If-Match` it is conditional on, if any. */
export interface SubscriptionTarget {
  id: string;
  uri: string;
  ifMatch: string | undefined;
}

/**
 * The subscription as it is now, if `If-Match` (when sent) names its version:
 * VersionMismatch otherwise, so that a change based on an old read is refused.
 */
async function requireMatchingSubscription(target: SubscriptionTarget): Promise<SubscriptionRecord> {
  const record = await requireSubscription(target.id, target.uri);
  if (target.ifMatch !== undefined && !ifMatchAccepts(target.ifMatch, record.version)) {
    throw new VersionMismatch('The subscription has changed since the ETag given in If-Match.');
  }
  return record;
}

/** PUT /webhooks/{id}: replaces url, events and description; id, secret and createdAt stay. */
export async function replaceSubscriptionOf(
  target: SubscriptionTarget,
  request: SubscriptionRequest,
  resolve?: Resolver,
): Promise<SubscriptionRecord> {
  const fields = await checkedFields(request, resolve);
  return retryOnConflict(
    ATTEMPTS,
    async () => {
      const previous = await requireMatchingSubscription(target);
      return replaceSubscription(previous, { ...previous.subscription, ...fields });
    },
    () => new ChangedMeanwhile('The subscription kept changing meanwhile; try again.'),
  );
}

/** DELETE /webhooks/{id}: no delivery is sent for it from now on, queued ones included. */
export async function removeSubscription(target: SubscriptionTarget): Promise<void> {
  await retryOnConflict(
    ATTEMPTS,
    async () => deleteSubscription(await requireMatchingSubscription(target)),
    () => new ChangedMeanwhile('The subscription kept changing meanwhile; try again.'),
  );
}

/** GET /webhooks/{id}/deliveries: the subscription's deliveries, newest event first. */
export async function deliveriesOf(
  id: string,
  uri: string,
  page: PageRequest,
): Promise<Page<WebhookDelivery>> {
  await requireSubscription(id, uri);
  return listDeliveriesNewestFirst(id, page);
}
