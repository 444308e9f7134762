/**
 * The events the service publishes (EventBridge detail-type and webhook `type`).
 * They are derived from committed writes only, by the table's stream consumer.
 */
export const OUTBOUND_EVENT_TYPES = [
  'shipment.created',
  'shipment.updated',
  'itinerary.updated',
  'move.status.changed',
  'event.arrived',
  'event.departed',
  'document.stored',
  'document.failed',
  'non-shipment-event.updated',
  'master-data.updated',
] as const;
export type OutboundEventType = (typeof OUTBOUND_EVENT_TYPES)[number];

/**
 * The event POST /webhooks/{id}/test sends to that subscription alone: never
 * published, never in the feed, and no subscription lists it among its events.
 */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test' as const;

/** Every type a webhook delivery may carry: the published events and the test event. */
export const DELIVERED_EVENT_TYPES = [...OUTBOUND_EVENT_TYPES, WEBHOOK_TEST_EVENT_TYPE] as const;
export type DeliveredEventType = (typeof DELIVERED_EVENT_TYPES)[number];

/**
 * One event, as delivered (`{ id, type, timestamp, data }` is the webhook body).
 * `id` is derived from the committed change it comes from, so that a stream
 * record read twice gives the same event, and a receiver can drop duplicates.
 */
export interface OutboundEvent {
  id: string;
  type: OutboundEventType;
  /** When the change was committed, ISO 8601 UTC. */
  timestamp: string;
  data: Record<string, unknown>;
}

/** An event as a webhook delivery carries it: a published one, or the test event. */
export type DeliveredEvent = Omit<OutboundEvent, 'type'> & { type: DeliveredEventType };

/** An event's webhook body and feed item (before its position): its four fields and nothing else. */
export const eventBodyOf = <Event extends DeliveredEvent>({
  id,
  type,
  timestamp,
  data,
}: Event): Pick<Event, 'id' | 'type' | 'timestamp' | 'data'> => ({ id, type, timestamp, data });

/**
 * The most an event's `data` may take, as JSON in UTF-8 bytes: EventBridge
 * takes an entry of at most 256 KB (its detail `{ id, timestamp, data }`, its
 * source and detail type counted in), and a webhook delivery keeps the body in
 * one DynamoDB item (400 KB). 16 KiB is left for everything besides `data`.
 */
export const MAX_EVENT_DATA_BYTES = 240 * 1024;
