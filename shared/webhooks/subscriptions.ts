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
import { ChangedMeanwhile, InvalidValue, resourceNotFound } from '#shared/domain/errors';
import type { OutboundEventType } from '#shared/events/outbound-event';
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

/** PUT /webhooks/{id}: replaces url, events and description; id, secret and createdAt stay. */
export async function replaceSubscriptionOf(
  id: string,
  request: SubscriptionRequest,
  uri: string,
  resolve?: Resolver,
): Promise<SubscriptionRecord> {
  const fields = await checkedFields(request, resolve);
  return retryOnConflict(
    ATTEMPTS,
    async () => {
      const previous = await requireSubscription(id, uri);
      return replaceSubscription(previous, { ...previous.subscription, ...fields });
    },
    () => new ChangedMeanwhile('The subscription kept changing meanwhile; try again.'),
  );
}

/** DELETE /webhooks/{id}: no delivery is sent for it from now on, queued ones included. */
export async function removeSubscription(id: string, uri: string): Promise<void> {
  await retryOnConflict(
    ATTEMPTS,
    async () => deleteSubscription(await requireSubscription(id, uri)),
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
