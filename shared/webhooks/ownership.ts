import type { Principal } from '#shared/domain/principal';
import type { SubscriptionOwner, WebhookSubscription } from './store';

/** Who a new subscription belongs to: its creator. */
export const ownerOf = (principal: Principal): SubscriptionOwner => ({
  type: principal.role === 'client' ? 'client' : 'user',
  id: principal.subject,
});

/** A machine client reaches only its own subscriptions; people (dispatchers) reach all. */
export const mayReach = (principal: Principal, subscription: WebhookSubscription): boolean =>
  principal.role !== 'client' ||
  (subscription.owner.type === 'client' && subscription.owner.id === principal.subject);
