import type { DynamoDBRecord } from 'aws-lambda';
import { withWholeItinerary } from '#shared/data/itinerary-history';
import type { OutboundEvent } from '#shared/domain/outbound-event';
import { queueWebhookDeliveries } from '#shared/webhooks/fan-out';
import { eventsOf } from './derive-events';
import { putOnEventBus } from './event-bus';
import { appendToFeed } from './feed/store';
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

/**
 * Publishes a record's events (at once with the records around it), then
 * appends them to the event feed in order, but only after `previous` (the
 * append of the record before it in its shard) succeeded: a feed position is
 * handed out in stream order, so an entity's events are in the feed in commit
 * order. When `previous` failed this fails too, and the record is read again
 * with the ones before it.
 */
export async function publishAndAppend(
  record: DynamoDBRecord,
  previous: Promise<unknown> = Promise.resolve(),
): Promise<OutboundEvent[]> {
  const events = await publishChange(record);
  await previous;
  for (const event of events) await appendToFeed(event);
  return events;
}

/**
 * A publisher of one batch of a shard's records, called in stream order: each
 * record's feed append waits for the one before (publishAndAppend).
 */
export function orderedPublisher(): (record: DynamoDBRecord) => Promise<OutboundEvent[]> {
  let previous: Promise<unknown> = Promise.resolve();
  return (record) => {
    const appended = publishAndAppend(record, previous);
    previous = appended;
    return appended;
  };
}
