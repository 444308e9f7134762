import type { DeliveredEventType } from '#shared/domain/outbound-event';
import type { AttemptRecord } from './attempt-record';
import { webhookIdOf } from './signing';

/*
 * A delivery's record: what one event sent to one subscription is, and how
 * long it is kept. Its storage is in store.ts.
 */

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Which delivery: the subscription and the event it carries (the event's time orders the list). */
export interface DeliveryRef {
  subscriptionId: string;
  eventId: string;
  eventTimestamp: string;
}

/** One event sent (or to be sent) to one subscription, with the outcome of its attempts. */
export interface WebhookDelivery extends DeliveryRef {
  /** The `webhook-id` header: the same on every attempt. */
  id: string;
  type: DeliveredEventType;
  /** The event's `data`, as the body carries it. */
  data: Record<string, unknown>;
  status: DeliveryStatus;
  attempts: number;
  /** The receiver's status on the last attempt; null before any answer (or when none came). */
  lastResponseStatus: number | null;
  /** Each attempt made, oldest first (absent on records made before attempts were kept). */
  attemptLog?: AttemptRecord[];
  createdAt: string;
}

/** A delivery of `event` to a subscription, not yet attempted: its id is the same for every recording of it. */
export const newDelivery = (
  event: { id: string; type: DeliveredEventType; timestamp: string; data: Record<string, unknown> },
  subscriptionId: string,
  createdAt: string,
): WebhookDelivery => ({
  id: webhookIdOf(event.id, subscriptionId),
  subscriptionId,
  eventId: event.id,
  eventTimestamp: event.timestamp,
  type: event.type,
  data: event.data,
  status: 'pending',
  attempts: 0,
  lastResponseStatus: null,
  createdAt,
});

/**
 * Delivery records are kept this long, then DynamoDB's TTL removes them: long
 * enough to see and resend a week's deliveries (retries end within a day);
 * at 30 days they were most of the table, and of what every backup copies
 * (docs/performance.md, "The whole bill").
 */
export const DELIVERY_RECORD_RETENTION_DAYS = 7;
