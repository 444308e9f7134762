import type { OutboundEvent } from '#shared/domain/outbound-event';

/** One position of the feed as read: an event, or a hole (`event` absent) that will never hold one. */
export interface FeedSlot {
  position: number;
  /** When the item was written (epoch ms). */
  writtenAt: number;
  event?: OutboundEvent;
}

export interface FeedWalk {
  /** The positions passed, in order, holes included: a filled gap is a hole written `now`. */
  passed: FeedSlot[];
  /** Gaps older than the grace: the reader writes a hole at each before it may pass them. */
  holesToWrite: number[];
}

/**
 * Walks the positions after `after` in order (`slots` ascending, as a query
 * reads them). A missing position is reserved by a writer that has not
 * written yet: the walk stops before it, so nothing can appear below a
 * position a reader passed, unless the next item present was written more
 * than `graceMs` ago (it was reserved after the missing one, so that writer
 * has had at least the grace): then the gap is to be filled with a hole, and
 * the walk goes on as if it were.
 */
export function walkFeed(after: number, slots: readonly FeedSlot[], now: number, graceMs: number): FeedWalk {
  const passed: FeedSlot[] = [];
  const holesToWrite: number[] = [];
  let expected = after + 1;
  for (const slot of slots) {
    if (slot.position < expected) continue;
    if (slot.position > expected) {
      if (slot.writtenAt > now - graceMs) break;
      for (; expected < slot.position; expected++) {
        holesToWrite.push(expected);
        passed.push({ position: expected, writtenAt: now });
      }
    }
    passed.push(slot);
    expected = slot.position + 1;
  }
  return { passed, holesToWrite };
}
