import type { OutboundEvent } from '#shared/domain/outbound-event';
import { type FeedSlot, walkFeed } from '#shared/events/feed/walk';

const NOW = 1_000_000;
const GRACE = 30_000;
const event = (id: string): OutboundEvent => ({ id, type: 'itinerary.updated', timestamp: '', data: {} });
const at = (position: number, writtenAt = NOW - 1_000, hole = false): FeedSlot =>
  hole ? { position, writtenAt } : { position, writtenAt, event: event(`e${position}`) };
const positions = (slots: FeedSlot[]) => slots.map((slot) => slot.position);

test('contiguous positions are all passed, holes included', () => {
  const walk = walkFeed(3, [at(4), at(5, NOW, true), at(6)], NOW, GRACE);
  expect(positions(walk.passed)).toEqual([4, 5, 6]);
  expect(walk.holesToWrite).toEqual([]);
});

test('a fresh gap stops the walk before it', () => {
  const walk = walkFeed(0, [at(1), at(2), at(4), at(5)], NOW, GRACE);
  expect(positions(walk.passed)).toEqual([1, 2]);
  expect(walk.holesToWrite).toEqual([]);
});

test('a gap right after the cursor passes nothing', () => {
  expect(walkFeed(7, [at(9)], NOW, GRACE)).toEqual({ passed: [], holesToWrite: [] });
});

test('a gap older than the grace (by the next item written) is to be filled, and the walk goes on', () => {
  const old = NOW - GRACE - 1;
  const walk = walkFeed(0, [at(1, old), at(4, old), at(5)], NOW, GRACE);
  expect(walk.holesToWrite).toEqual([2, 3]);
  expect(positions(walk.passed)).toEqual([1, 2, 3, 4, 5]);
  expect(walk.passed[1]).toEqual({ position: 2, writtenAt: NOW });
});

test('only the gaps up to the first fresh one are filled', () => {
  const old = NOW - GRACE - 1;
  const walk = walkFeed(0, [at(2, old), at(4)], NOW, GRACE);
  expect(walk.holesToWrite).toEqual([1]);
  expect(positions(walk.passed)).toEqual([1, 2]);
});

test('an empty read passes nothing', () => {
  expect(walkFeed(0, [], NOW, GRACE)).toEqual({ passed: [], holesToWrite: [] });
});
