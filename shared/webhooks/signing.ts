import { createHash, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** Random bytes of a subscription's secret (Standard Webhooks asks for 24 to 64). */
const SECRET_BYTES = 32;

/** A new signing secret, `whsec_` + base64, as Standard Webhooks writes them. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;

/**
 * The `webhook-id` of an event's delivery to a subscription: derived from both,
 * so that every attempt, and every fan-out of the same event, carries the same id.
 */
export function webhookIdOf(eventId: string, subscriptionId: string): string {
  const digest = createHash('sha256').update(`${eventId}\n${subscriptionId}`).digest('base64url');
  return `msg_${digest.slice(0, 32)}`;
}

/**
 * The Standard Webhooks headers of one attempt, signed with each of `secrets`
 * (a rotation's new and, during its overlap, previous secret): the signatures
 * space-separated, any one of which a receiver's library accepts.
 */
export function signedHeaders(
  secrets: string | readonly string[],
  webhookId: string,
  sentAt: Date,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': [secrets]
      .flat()
      .map((secret) => new Webhook(secret).sign(webhookId, sentAt, body))
      .join(' '),
  };
}

/** The secrets an attempt at `now` is signed with: the subscription's, and its previous one until it expires. */
export function signingSecretsOf(
  subscription: { secret: string; previousSecret?: { secret: string; expiresAt: string } | undefined },
  now: Date,
): string[] {
  const previous = subscription.previousSecret;
  return previous !== undefined && Date.parse(previous.expiresAt) > now.getTime()
    ? [subscription.secret, previous.secret]
    : [subscription.secret];
}
