import type { DynamoDBRecord } from 'aws-lambda';
import type { OutboundEvent } from '#shared/domain/outbound-event';
import { appendToFeed } from '#shared/feed/store';
import { logger } from '#shared/observability/logger';
import { withWholeItinerary } from '#shared/shipments/store/history';
import { queueWebhookDeliveries } from '#shared/webhooks/fan-out';
import { eventsOf } from './derive-events';
import { putOnEventBus } from './event-bus';
import { committedChangeOf } from './stream-record';

/** The events of one committed change (one record of the table's stream). */
async function derivedEvents(record: DynamoDBRecord): Promise<OutboundEvent[]> {
  const change = committedChangeOf(record);
  // A version record holds the pages it wrote; its events carry the whole itinerary.
  const after = change.after === undefined ? undefined : await withWholeItinerary(change.after);
  return eventsOf({ ...change, after });
}

const sendOut = async (events: readonly OutboundEvent[]) => {
  if (events.length > 0) await Promise.all([putOnEventBus(events), queueWebhookDeliveries(events)]);
};

/**
 * Publishes the events of one committed change to the feed, the bus and
 * webhook subscriptions. Safe to run again for the same record: event ids come
 * from the change, the feed keeps an id once, and deliveries are recorded once.
 */
export async function publishChange(record: DynamoDBRecord): Promise<OutboundEvent[]> {
  const events = await derivedEvents(record);
  await appendToFeed(events);
  await sendOut(events);
  return events;
}

/**
 * Publishes a shard's records (commit order per item) and answers the index
 * of the first record not published, or undefined when all were: the caller
 * starts again from it. The records' events are derived at once, but appended
 * to the feed in the records' order, so that each entity's events are in
 * commit order there; no record after a failed one is appended, so a record
 * tried again never lands after a later change of its entity.
 */
export async function publishInOrder(records: readonly DynamoDBRecord[]): Promise<number | undefined> {
  const derived = await Promise.allSettled(records.map(derivedEvents));
  const firstUnderived = derived.findIndex((result) => result.status === 'rejected');
  const ready = (firstUnderived === -1 ? derived : derived.slice(0, firstUnderived)).map((result) =>
    result.status === 'fulfilled' ? result.value : [],
  );
  try {
    await appendToFeed(ready.flat());
  } catch (error) {
    logger.error('events not appended to the feed; the records are tried again', { error: error as Error });
    return records.length > 0 ? 0 : undefined;
  }
  const sent = await Promise.allSettled(ready.map(sendOut));
  const firstUnsent = sent.findIndex((result) => result.status === 'rejected');
  for (const result of [...derived, ...sent]) {
    if (result.status === 'rejected') {
      logger.error('stream record not published; it is tried again', { error: result.reason as Error });
    }
  }
  const failures = [firstUnderived, firstUnsent].filter((index) => index !== -1);
  return failures.length === 0 ? undefined : Math.min(...failures);
}
