import type { Item } from '#shared/data/item';
import type { OutboundEvent } from '#shared/domain/outbound-event';
import type { StoredShipment } from '#shared/domain/types';
import { eventsOf } from '#shared/events/derive-events';
import { feedEventItem, feedHeadItem, feedPositionItem } from '#shared/feed/items';
import { newestFeedPosition } from '#shared/feed/store';
import { itineraryVersion } from '#shared/shipments/itinerary/version-record';
import { itineraryVersionToItem } from '#shared/shipments/store/history';
import { batchWriteItems } from '#tools/data-file/batch-write';
import { BULK_CALLS_IN_FLIGHT } from '../support/bulk-load';

/** Events built and written at a time: what the loader holds in memory. */
const EVENTS_PER_RUN = 10_000;
/** How often the loader says how far it is. */
const REPORT_EVERY = 100_000;
/** The feed's events spread over the default retention, the newest now: none has expired. */
const SPREAD_MS = 30 * 86_400_000;

/**
 * The event the stream consumer derives from a change of `shipment`'s
 * itinerary (`itinerary.updated`, the whole itinerary in it): every loaded
 * event is one like it, so that every page of the feed holds the same bytes.
 */
export function itineraryUpdatedOf(shipment: StoredShipment): OutboundEvent {
  const version = itineraryVersion({
    shipmentId: shipment.id,
    version: 2,
    before: shipment.itinerary,
    after: shipment.itinerary,
    changedBy: { role: 'dispatcher', id: 'bench' },
    source: 'api',
    changedAt: new Date(),
  });
  // Spread: the stream hands the consumer a plain record, not the typed item.
  const [updated] = eventsOf({
    before: undefined,
    after: { ...itineraryVersionToItem(version) },
    at: version.changedAt,
  });
  if (updated?.type !== 'itinerary.updated') throw new Error(`No itinerary.updated for ${shipment.id}.`);
  return updated;
}

/** Event `index` of `count` loaded: the template's version `index + 2`, an id of the real ids' length. */
function loadedEvent(template: OutboundEvent, index: number, count: number, now: number): OutboundEvent {
  return {
    ...template,
    id: `evt_bench${String(index).padStart(27, '0')}`,
    timestamp: new Date(now - ((count - index) * SPREAD_MS) / count).toISOString(),
    data: { ...template.data, version: index + 2 },
  };
}

/**
 * Appends `count` events like `template` after the feed's head: the items of
 * the feed's partition an append writes (each event at its position, then the
 * head), by BatchWrite instead of the append's transaction per batch, so that
 * a million events load in minutes. Each event's id item is left out: it has a
 * partition of its own that no page reads, and writing it would double the
 * load (DynamoDB Local took about 2,000 items a second, here). Nothing else
 * may append meanwhile (the stream consumer is not running).
 */
export async function loadFeed(
  tableName: string,
  template: OutboundEvent,
  count: number,
  log: (line: string) => void,
): Promise<{ first: number; last: number; items: number; seconds: number }> {
  const started = performance.now();
  const now = Date.now();
  const head = await newestFeedPosition();
  for (let from = 0; from < count; from += EVENTS_PER_RUN) {
    const puts: Item[] = [];
    for (let index = from; index < Math.min(count, from + EVENTS_PER_RUN); index++) {
      puts.push(feedEventItem(loadedEvent(template, index, count, now), head + 1 + index));
    }
    await batchWriteItems(tableName, { puts, deletes: [] }, () => {}, BULK_CALLS_IN_FLIGHT);
    const written = from + puts.length;
    if (written % REPORT_EVERY === 0) log(`eventFeed: wrote ${written}/${count} events`);
  }
  await batchWriteItems(tableName, { puts: [feedHeadItem(head + count)], deletes: [] });
  return {
    first: head + 1,
    last: head + count,
    items: count + 1,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

/**
 * Writes the id items of the loaded events at `indices` (0 is the first event
 * loaded, `count - 1` the last), which `loadFeed` leaves out, so that
 * `GET /events/{id}` finds those events; resolves their ids.
 */
export async function indexLoadedEvents(
  tableName: string,
  loaded: { template: OutboundEvent; count: number; first: number },
  indices: readonly number[],
): Promise<string[]> {
  const now = Date.now();
  const events = indices.map((index) => loadedEvent(loaded.template, index, loaded.count, now));
  const puts = events.map((event, at) => feedPositionItem(event, loaded.first + indices[at]!));
  await batchWriteItems(tableName, { puts, deletes: [] });
  return events.map((event) => event.id);
}
