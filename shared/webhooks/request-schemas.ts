import { OUTBOUND_EVENT_TYPES } from '#shared/domain/outbound-event';
import { described, documented } from '#shared/schemas/documented';
import { boundedString, identifier } from '#shared/schemas/primitives';
import * as z from '#shared/schemas/zod';

export const webhookPath = z.object({ webhookId: identifier });

/** An event type the service publishes; anything else is refused, naming the property. */
export const outboundEventType = z.enum(OUTBOUND_EVENT_TYPES);

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
