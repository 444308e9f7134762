import type { DynamoDBRecord } from 'aws-lambda';
import { withWholeItinerary } from '#shared/data/itinerary-history';
import type { OutboundEvent } from '#shared/domain/outbound-event';
import { queueWebhookDeliveries } from '#shared/webhooks/fan-out';
import { eventsOf } from './derive-events';
import { putOnEventBus } from './event-bus';
import { committedChangeOf } from './stream-record';

/**
 * Publishes the events of one committed change (one record of the table's
 * stream) to the bus and to webhook subscriptions. Safe to run again for the
 * same record: event ids come from the change, and deliveries are recorded once.
 */
export async function publishChange(record: DynamoDBRecord): Promise<OutboundEvent[]> {
  const change = committedChangeOf(record);
  // A version record holds the pages it wrote; its events carry the whole itinerary.
  const after = change.after === undefined ? undefined : await withWholeItinerary(change.after);
  const events = eventsOf({ ...change, after });
  if (events.length > 0) await Promise.all([putOnEventBus(events), queueWebhookDeliveries(events)]);
  return events;
}
