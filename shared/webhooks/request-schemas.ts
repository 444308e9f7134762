import { OUTBOUND_EVENT_TYPES } from '#shared/domain/outbound-event';
import { described, documented } from '#shared/schemas/documented';
import { boundedString, identifier } from '#shared/schemas/primitives';
import * as z from '#shared/schemas/zod';

export const webhookPath = z.object({ webhookId: identifier });

/** A delivery's id as its `webhook-id` header carries it: `msg_` and 32 characters (signing.ts). */
export const webhookDeliveryPath = z.object({
  webhookId: identifier,
  deliveryId: z.string().check(z.regex(/^msg_[A-Za-z0-9_-]{32}$/, 'expected a delivery id (msg_...)')),
});

/** An event type the service publishes; anything else is refused, naming the property. */
export const outboundEventType = z.enum(OUTBOUND_EVENT_TYPES);

/** POST /webhooks/{id}/secret: how long the replaced secret keeps signing deliveries. */
export const secretRotationRequest = documented(
  z.object({
    overlapSeconds: described(
      z.optional(z.int().check(z.minimum(0), z.maximum(86_400))),
      'Seconds during which deliveries carry a signature with the previous secret too, 0 to 86400; 86400 (a day) when omitted.',
    ),
  }),
  { id: 'WebhookSecretRotation' },
);

/** POST /webhooks and PUT /webhooks/{id}: where to send which events. */
export const webhookSubscriptionRequest = documented(
  z.object({
    url: described(
      boundedString(2048, 1),
      'Where events are POSTed: https, on a public address (checked at every delivery as well).',
    ),
    events: described(
      z.array(outboundEventType).check(z.minLength(1), z.maxLength(OUTBOUND_EVENT_TYPES.length)),
      'The event types to receive, at least one.',
    ),
    description: described(
      z.optional(boundedString(500)),
      'What the subscription is for; empty when omitted.',
    ),
  }),
  { id: 'WebhookSubscriptionRequest' },
);
