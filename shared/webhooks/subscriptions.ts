import { randomUUID } from 'node:crypto';
import type { Page, PageRequest } from '#shared/data/pagination';
import { retryOnConflict } from '#shared/data/retry-on-conflict';
import { ifMatchAccepts } from '#shared/domain/entity-tags';
import { ChangedMeanwhile, InvalidValue, resourceNotFound, VersionMismatch } from '#shared/domain/errors';
import type { OutboundEventType } from '#shared/domain/outbound-event';
import type { Principal } from '#shared/domain/principal';
import { configuredUrlPolicy, type Resolver } from '#shared/outbound/url-safety';
import type { WebhookDelivery } from './delivery-record';
import { typesUnreadableWith } from './event-scopes';
import { mayReach, ownerOf } from './ownership';
import { newWebhookSecret } from './signing';
import {
  deleteSubscription,
  getSubscription,
  listDeliveriesNewestFirst,
  listSubscriptions,
  putNewSubscription,
  replaceSubscription,
  type SubscriptionRecord,
  type WebhookSubscription,
} from './store';
import { refusalOfWebhookUrl } from './webhook-url';

/** What POST and PUT /webhooks carry, once validated. */
export interface SubscriptionRequest {
  url: string;
  events: OutboundEventType[];
  description?: string | undefined;
}

/** Reads and writes a lost race may take before PUT or DELETE answers 409. */
const ATTEMPTS = 3;

/** A client subscribes only to event types its scopes read (the others: 400 naming `events`). */
function assertReadableTypes(principal: Principal, events: readonly OutboundEventType[]): void {
  if (principal.role !== 'client') return;
  const unreadable = typesUnreadableWith(events, principal.scopes);
  if (unreadable.length > 0) {
    throw new InvalidValue(
      'webhook',
      'events',
      `This client's scopes do not read these event types: ${unreadable.join(', ')}.`,
    );
  }
}

async function checkedFields(principal: Principal, request: SubscriptionRequest, resolve?: Resolver) {
  assertReadableTypes(principal, request.events);
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
  principal: Principal,
  request: SubscriptionRequest,
  id: string = randomUUID(),
  resolve?: Resolver,
): Promise<WebhookSubscription> {
  const subscription = {
    id,
    owner: ownerOf(principal),
    ...(await checkedFields(principal, request, resolve)),
    secret: newWebhookSecret(),
    createdAt: new Date().toISOString(),
  };
  await putNewSubscription(subscription);
  return subscription;
}

/** A subscription by id the caller may reach, or NotFound naming `uri` (another client's is not there for it). */
export async function requireSubscription(
  principal: Principal,
  id: string,
  uri: string,
): Promise<SubscriptionRecord> {
  const record = await getSubscription(id);
  if (record === undefined || !mayReach(principal, record.subscription)) throw resourceNotFound(uri);
  return record;
}

/** GET /webhooks: every subscription for a dispatcher, its own for a client. */
export function listReachableSubscriptions(principal: Principal, page: PageRequest) {
  return listSubscriptions(page, principal.role === 'client' ? ownerOf(principal) : undefined);
}

/** Which subscription a PUT or DELETE names, and the `If-Match` it is conditional on, if any. */
export interface SubscriptionTarget {
  id: string;
  uri: string;
  ifMatch: string | undefined;
}

/**
 * The subscription as it is now, if the caller reaches it and `If-Match` (when
 * sent) names its version: VersionMismatch otherwise, so that a change based
 * on an old read is refused.
 */
async function requireMatchingSubscription(
  principal: Principal,
  target: SubscriptionTarget,
): Promise<SubscriptionRecord> {
  const record = await requireSubscription(principal, target.id, target.uri);
  if (target.ifMatch !== undefined && !ifMatchAccepts(target.ifMatch, record.version)) {
    throw new VersionMismatch('The subscription has changed since the ETag given in If-Match.');
  }
  return record;
}

/** PUT /webhooks/{id}: replaces url, events and description; id, secret and createdAt stay. */
export async function replaceSubscriptionOf(
  principal: Principal,
  target: SubscriptionTarget,
  request: SubscriptionRequest,
  resolve?: Resolver,
): Promise<SubscriptionRecord> {
  await requireSubscription(principal, target.id, target.uri);
  const fields = await checkedFields(principal, request, resolve);
  return retryOnConflict(
    ATTEMPTS,
    async () => {
      const previous = await requireMatchingSubscription(principal, target);
      return replaceSubscription(previous, { ...previous.subscription, ...fields });
    },
    () => new ChangedMeanwhile('The subscription kept changing meanwhile; try again.'),
  );
}

/** The longest overlap of a rotation, and its default: a day. */
export const MAX_SECRET_OVERLAP_SECONDS = 86_400;

/**
 * POST /webhooks/{id}/secret: a new secret; the one it replaces keeps signing
 * deliveries (beside the new one) for `overlapSeconds`, so that receivers
 * switch without a refused delivery. A previous secret still in its overlap
 * is dropped: two rotations in a row leave the last two secrets.
 */
export async function rotateSecretOf(
  principal: Principal,
  target: SubscriptionTarget,
  overlapSeconds: number = MAX_SECRET_OVERLAP_SECONDS,
): Promise<WebhookSubscription & { previousSecret: { secret: string; expiresAt: string } }> {
  return retryOnConflict(
    ATTEMPTS,
    async () => {
      const previous = await requireMatchingSubscription(principal, target);
      const expiresAt = new Date(Date.now() + overlapSeconds * 1000).toISOString();
      const rotated = {
        ...previous.subscription,
        secret: newWebhookSecret(),
        previousSecret: { secret: previous.subscription.secret, expiresAt },
      };
      await replaceSubscription(previous, rotated);
      return rotated;
    },
    () => new ChangedMeanwhile('The subscription kept changing meanwhile; try again.'),
  );
}

/** DELETE /webhooks/{id}: no delivery is sent for it from now on, queued ones included. */
export async function removeSubscription(principal: Principal, target: SubscriptionTarget): Promise<void> {
  await retryOnConflict(
    ATTEMPTS,
    async () => deleteSubscription(await requireMatchingSubscription(principal, target)),
    () => new ChangedMeanwhile('The subscription kept changing meanwhile; try again.'),
  );
}

/** GET /webhooks/{id}/deliveries: the subscription's deliveries, newest event first. */
export async function deliveriesOf(
  principal: Principal,
  id: string,
  uri: string,
  page: PageRequest,
): Promise<Page<WebhookDelivery>> {
  await requireSubscription(principal, id, uri);
  return listDeliveriesNewestFirst(id, page);
}
