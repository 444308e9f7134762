import type { ItemKey } from '#shared/data/item';
import { everyPartitionOf, joinKey } from '#shared/data/keys';

/** The `entity` attribute of each of the feed's item types. */
export const FEED_ENTITIES = {
  feedEvent: 'FEED-EVENT',
  feedHead: 'FEED-HEAD',
  feedPosition: 'FEED-POSITION',
} as const;

/** The one partition of the feed: its events in position order, the head item beside them. */
export const FEED = FEED_ENTITIES.feedEvent;

/** Positions as fixed-width digits, so that key order is position order. */
export function feedEventKey(position: number): ItemKey {
  return { pk: FEED, sk: String(position).padStart(16, '0') };
}

/** The last position handed out: the one item every append is conditioned on. */
export function feedHeadKey(): ItemKey {
  return { pk: FEED, sk: FEED_ENTITIES.feedHead };
}

/** Where an event id was appended: makes an append of the same event again a no-op, and `GET /events/{id}` one read. */
export function feedPositionKey(eventId: string): ItemKey {
  return { pk: joinKey(FEED_ENTITIES.feedPosition, eventId), sk: FEED_ENTITIES.feedPosition };
}

/** Every position item's partition, as an IAM `dynamodb:LeadingKeys` pattern. */
export function everyFeedPosition(): string {
  return everyPartitionOf(FEED_ENTITIES.feedPosition);
}

/** The feed's item types, as docs/data-model.md describes them. */
export function feedItemTypes() {
  return {
    feedEvent: {
      entity: FEED_ENTITIES.feedEvent,
      also: '`position`, `expiresAtEpoch`',
      pk: FEED_ENTITIES.feedEvent,
      sk: '<position, 16 digits>',
      data: '`OutboundEvent` `{ id, type, timestamp, data }` at its feed position; removed by TTL after `eventRetentionDays`',
    },
    feedHead: {
      entity: FEED_ENTITIES.feedHead,
      pk: FEED_ENTITIES.feedEvent,
      sk: FEED_ENTITIES.feedHead,
      data: '`{ position }`: the last feed position handed out; every append is conditioned on it, so positions become visible in order',
    },
    feedPosition: {
      entity: FEED_ENTITIES.feedPosition,
      also: '`expiresAtEpoch`',
      pk: joinKey(FEED_ENTITIES.feedPosition, '<eventId>'),
      sk: FEED_ENTITIES.feedPosition,
      data: '`{ position }` of an appended event: an event appended again is dropped; removed by TTL with the event',
    },
  } as const;
}
