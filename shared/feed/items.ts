import { config } from '#shared/config';
import type { OutboundEvent } from '#shared/domain/outbound-event';
import { FEED_ENTITIES, feedEventKey, feedHeadKey, feedPositionKey } from '#shared/feed/keys';

/**
 * The feed's items, as an append writes them: the head, and per event the
 * item at its position and the item that names its position by id. Expired
 * events are removed by TTL `eventRetentionDays` after their timestamp.
 */

const expiresAtEpoch = (timestamp: string) =>
  Math.floor(Date.parse(timestamp) / 1000) + config.eventRetentionDays * 86_400;

/** The last position handed out. */
export const feedHeadItem = (position: number) => ({
  ...feedHeadKey(),
  entity: FEED_ENTITIES.feedHead,
  data: { position },
});

/** The event at its position: what a page of the feed reads. */
export const feedEventItem = (event: OutboundEvent, position: number) => ({
  ...feedEventKey(position),
  entity: FEED_ENTITIES.feedEvent,
  position,
  expiresAtEpoch: expiresAtEpoch(event.timestamp),
  data: event,
});

/** The event's position by its id: `GET /events/{id}`, and an append of the same event again a no-op. */
export const feedPositionItem = (event: OutboundEvent, position: number) => ({
  ...feedPositionKey(event.id),
  entity: FEED_ENTITIES.feedPosition,
  expiresAtEpoch: expiresAtEpoch(event.timestamp),
  data: { position },
});
