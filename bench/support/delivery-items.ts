import { feedEventItem } from '#shared/feed/items';
import { newDelivery } from '#shared/webhooks/delivery-record';
import { deliveryToItem } from '#shared/webhooks/store';
import { itemBytes } from './item-size';

/** A request's read and write units and round trips. */
export interface UnitCost {
  reads: number;
  writes: number;
  roundTrips: number;
}

/** Ids of the real ids' lengths (`evt_` + 27, a subscription's UUID), a month's rank. */
const SAMPLE = {
  event: { id: `evt_${'0'.repeat(27)}`, timestamp: '2026-11-25T14:00:00.000Z', data: {} },
  subscriptionId: '00000000-0000-4000-8000-000000000000',
  rank: 1_234_567,
};
/** An attempt as its record keeps it: a 2xx with a short answer. */
const ATTEMPT_BYTES =
  itemBytes({ at: SAMPLE.event.timestamp, status: 200, durationMs: 120, answer: 'ok' }) + 4;

/** Started KB of an item (a plain write's units), and a transaction's (twice that). */
const kb = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

/**
 * What recording and sending one delivery cost, from the items the service
 * writes (shared/webhooks/store.ts), for an event whose feed item is
 * `feedEventBytes` (its `data` is carried by the delivery's item too): the
 * recording reads the subscription's counter (consistent, 1 unit) and writes
 * the counter and the delivery in one transaction (2 units per started KB of
 * each) plus the delivery's index entry (the index projects every attribute:
 * 1 unit per started KB); an attempt reads the delivery and the subscription
 * (eventually consistent) and updates the delivery and its index entry.
 * Resolves the costs and the bytes the delivery keeps stored (item and index
 * entry, each with DynamoDB's 100 bytes).
 */
export function deliveryCosts(type: 'itinerary.updated' | 'document.stored', feedEventBytes: number) {
  const event = { ...SAMPLE.event, type };
  const dataBytes = feedEventBytes - itemBytes(feedEventItem(event, SAMPLE.rank));
  const recorded = itemBytes({
    ...deliveryToItem(newDelivery(event, SAMPLE.subscriptionId, event.timestamp), SAMPLE.rank),
  });
  const item = recorded + dataBytes;
  const attempted = item + ATTEMPT_BYTES;
  const counterUnits = 2;
  const recording: UnitCost = { reads: 1, writes: counterUnits + 2 * kb(item) + kb(item), roundTrips: 2 };
  const attempt: UnitCost = {
    reads: 0.5 * Math.ceil(item / 4096) + 0.5,
    writes: 2 * kb(attempted),
    roundTrips: 3,
  };
  return { itemBytes: item, recording, attempt, storedBytes: 2 * (attempted + 100) };
}
