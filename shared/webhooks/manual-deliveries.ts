import { randomBytes } from 'node:crypto';
import { resourceNotFound } from '#shared/domain/errors';
import { hrefs } from '#shared/domain/hrefs';
import { WEBHOOK_TEST_EVENT_TYPE } from '#shared/domain/outbound-event';
import type { Principal } from '#shared/domain/principal';
import { deliveryQueue } from './delivery-queue';
import { newDelivery, type WebhookDelivery } from './delivery-record';
import { findDelivery, reopenDelivery } from './resend-store';
import { putDeliveryOnce, refOf, type WebhookSubscription } from './store';
import { requireSubscription } from './subscriptions';

/** A test event's id: `evt_` and 32 characters, like the feed's, but random (it comes from no change). */
const testEventId = () => `evt_${randomBytes(24).toString('base64url')}`;

/** The `webhook.test` event sent to `subscription`: its data names the subscription. */
export const testEventFor = (subscription: WebhookSubscription, now: Date) => ({
  id: testEventId(),
  type: WEBHOOK_TEST_EVENT_TYPE,
  timestamp: now.toISOString(),
  data: { webhook: { id: subscription.id, href: hrefs.webhook(subscription.id) } },
});

/**
 * POST /webhooks/{id}/test: a `webhook.test` event to that subscription alone,
 * recorded and queued like any delivery (signed, retried, its attempts kept);
 * it is not published, so never in the feed. Resolves the delivery as recorded.
 */
export async function sendTestEvent(
  principal: Principal,
  webhookId: string,
  uri: string,
): Promise<WebhookDelivery> {
  const { subscription } = await requireSubscription(principal, webhookId, uri);
  const now = new Date();
  const delivery = await putDeliveryOnce(
    newDelivery(testEventFor(subscription, now), subscription.id, now.toISOString()),
    deliveryQueue.inProcess,
  );
  await deliveryQueue.send([refOf(delivery)]);
  return delivery;
}

/** Which delivery a resend names: its subscription and its id, and the request's URI (for a 404). */
export interface ResendTarget {
  webhookId: string;
  deliveryId: string;
  uri: string;
}

/**
 * POST /webhooks/{id}/deliveries/{deliveryId}/resend: the same event sent again
 * under the same `webhook-id`, one more attempt in its record. A delivery of
 * another subscription, or of one the caller does not reach, is not there
 * for it (404). One still pending gets an attempt now besides its scheduled
 * retry; the first to succeed settles it.
 */
export async function resendDelivery(principal: Principal, target: ResendTarget): Promise<WebhookDelivery> {
  await requireSubscription(principal, target.webhookId, target.uri);
  const ref = await findDelivery(target.webhookId, target.deliveryId);
  if (ref === undefined) throw resourceNotFound(target.uri);
  const delivery = await reopenDelivery(ref);
  if (delivery === undefined) throw resourceNotFound(target.uri);
  await deliveryQueue.send([ref]);
  return delivery;
}
