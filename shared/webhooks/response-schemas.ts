import { DELIVERED_EVENT_TYPES } from '#shared/domain/outbound-event';
import { collectionPage } from '#shared/schemas/collections';
import { described, documented } from '#shared/schemas/documented';
import { isoDateTime } from '#shared/schemas/primitives';
import * as z from '#shared/schemas/zod';
import type { DeliveryStatus } from './delivery-record';
import { outboundEventType } from './request-schemas';

const subscriptionFields = {
  id: z.string(),
  owner: described(
    z.object({ type: z.enum(['client', 'user']), id: z.string() }),
    'Who created it: a machine client (by client id), which alone sees it, or a person (by subject).',
  ),
  url: z.string(),
  events: z.array(outboundEventType),
  description: z.string(),
  createdAt: isoDateTime,
  self: z.string(),
};

export const webhookSubscription = documented(z.object(subscriptionFields), {
  id: 'WebhookSubscription',
  description: 'A webhook subscription; its secret is never shown again after creation.',
});

export const createdWebhookSubscription = documented(
  z.object({
    ...subscriptionFields,
    secret: described(
      z.string(),
      'The signing secret (`whsec_` + base64), shown only in this answer: keep it to verify `webhook-signature`.',
    ),
  }),
  { id: 'CreatedWebhookSubscription' },
);

export const webhookDelivery = documented(
  z.object({
    id: described(z.string(), 'The `webhook-id` header of every attempt of this delivery.'),
    type: z.enum(DELIVERED_EVENT_TYPES),
    status: z.enum(['pending', 'delivered', 'failed'] satisfies DeliveryStatus[]),
    attempts: described(z.int(), 'Attempts made so far.'),
    lastResponseStatus: described(
      z.nullable(z.int()),
      "The receiver's HTTP status on the last attempt; null before any answer, or when none came.",
    ),
    attemptLog: described(
      z.array(
        z.object({
          at: described(isoDateTime, 'When the attempt began.'),
          status: described(
            z.union([z.int(), z.enum(['timeout', 'refused', 'tls'])]),
            "The receiver's HTTP status; else `timeout` (no answer within 15 s), `refused` (no connection, or the URL refused by the address rules) or `tls`.",
          ),
          durationMs: z.int(),
          answer: described(
            z.string(),
            "The first 1 KB of the receiver's answer, as text; empty when none came.",
          ),
        }),
      ),
      'Each attempt made, oldest first: what the receiver answered, and how fast.',
    ),
    createdAt: isoDateTime,
  }),
  { id: 'WebhookDelivery' },
);

export const rotatedWebhookSecret = documented(
  z.object({
    secret: described(
      z.string(),
      'The new signing secret (`whsec_` + base64), shown only in this answer: every delivery is signed with it from now on.',
    ),
    previousSecretExpiresAt: described(
      isoDateTime,
      "Until then each delivery carries a second signature, with the previous secret (Standard Webhooks' space-separated list); after it, only the new one.",
    ),
  }),
  { id: 'RotatedWebhookSecret' },
);

export const webhookPage = collectionPage(webhookSubscription, 'WebhookSubscriptionPage');
export const webhookDeliveryPage = collectionPage(webhookDelivery, 'WebhookDeliveryPage');
