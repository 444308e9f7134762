import { hrefs } from '#shared/domain/hrefs';
import type { WebhookDelivery } from './delivery-record';
import type { WebhookSubscription } from './store';

/** A subscription as every answer but the creation's shows it: without its secret. */
export function renderSubscription(subscription: WebhookSubscription) {
  const { id, url, events, description, createdAt } = subscription;
  return {
    id,
    owner: subscription.owner,
    url,
    events,
    description,
    createdAt,
    self: hrefs.webhook(id),
  };
}

/** POST /webhooks: the one answer that shows the secret. */
export function renderCreatedSubscription(subscription: WebhookSubscription) {
  return { ...renderSubscription(subscription), secret: subscription.secret };
}

/** POST /webhooks/{id}/secret: the new secret, shown once, and when the previous one stops signing. */
export function renderRotatedSecret(subscription: { secret: string; previousSecret: { expiresAt: string } }) {
  return { secret: subscription.secret, previousSecretExpiresAt: subscription.previousSecret.expiresAt };
}

export function renderDelivery({
  id,
  type,
  status,
  attempts,
  lastResponseStatus,
  attemptLog,
  createdAt,
}: WebhookDelivery) {
  return { id, type, status, attempts, lastResponseStatus, attemptLog: attemptLog ?? [], createdAt };
}
