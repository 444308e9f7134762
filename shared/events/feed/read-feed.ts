import { config } from '#shared/config';
import { InvalidValue, NoLongerKept, NotFound } from '#shared/domain/errors';
import type { OutboundEvent, OutboundEventType } from '#shared/domain/outbound-event';
import type { Principal } from '#shared/domain/principal';
import { eventReadableWith } from '#shared/webhooks/event-scopes';
import { decodeFeedCursor, encodeFeedCursor, type FeedCursor } from './cursor';
import { feedEventById, oldestKept, readFeedAfter, writeHole } from './store';
import { walkFeed } from './walk';

/** How long a reserved position may stay unwritten before a reader fills it with a hole. */
export const FEED_GRACE_MS = 30_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An event as the feed lists it: `position` is the cursor that resumes after it. */
export type FeedItem = OutboundEvent & { position: string };

export interface FeedPage {
  items: FeedItem[];
  /** The cursor of the last position examined, or the request's own when none was. */
  next: string;
}

export interface FeedRequest {
  after?: string | undefined;
  limit: number;
  types?: readonly OutboundEventType[] | undefined;
}

/** Whether this caller may see this event: dispatchers all, a client by its read scopes (the webhook map). */
function visibleTo(principal: Principal, event: OutboundEvent): boolean {
  return principal.role === 'client'
    ? eventReadableWith(event, principal.scopes)
    : principal.role === 'dispatcher';
}

const cursorOf = (position: number, writtenAt: number): FeedCursor => ({
  stage: config.stage,
  position,
  writtenAt,
});

/** The request's cursor, checked: another stage's or an edited one is 400, one older than retention 410. */
async function startOf(after: string | undefined, now: number): Promise<FeedCursor> {
  if (after === undefined) return cursorOf(0, now);
  const cursor = decodeFeedCursor(after, config.stage);
  if (cursor === undefined)
    throw new InvalidValue('EventFeedQuery', 'after', 'after is not a cursor of this feed.');
  if (cursor.writtenAt > now + DAY_MS)
    throw new InvalidValue('EventFeedQuery', 'after', 'after is not a cursor of this feed.');
  if (cursor.writtenAt < now - config.eventRetentionDays * DAY_MS) {
    const oldest = await oldestKept();
    throw new NoLongerKept(
      `The feed keeps events ${config.eventRetentionDays} days; this cursor is older. Resume from data.oldest.`,
      { oldest: encodeFeedCursor(cursorOf(oldest === undefined ? 0 : oldest.position - 1, now)) },
    );
  }
  return cursor;
}

/**
 * A page of the event feed after a cursor: the positions after it in order,
 * up to the first one reserved and not yet written (a gap older than the grace
 * is filled with a hole first, so no event can appear behind the reader).
 * Holes, events of other types and events the caller may not see are passed
 * over; `next` resumes after the last position examined.
 */
export async function readFeed(principal: Principal, request: FeedRequest): Promise<FeedPage> {
  for (;;) {
    const now = Date.now();
    const start = await startOf(request.after, now);
    const { slots } = await readFeedAfter(start.position, request.limit);
    const { passed, holesToWrite } = walkFeed(start.position, slots, now, FEED_GRACE_MS);
    const filled = await Promise.all(holesToWrite.map((position) => writeHole(position, now)));
    // A writer got there first: its event is now at that position, so read the page again.
    if (filled.includes(false)) continue;
    const last = passed.at(-1);
    const items = passed.flatMap(({ position, writtenAt, event }) =>
      event !== undefined &&
      (request.types === undefined || request.types.includes(event.type)) &&
      visibleTo(principal, event)
        ? [{ ...event, position: encodeFeedCursor(cursorOf(position, writtenAt)) }]
        : [],
    );
    return {
      items,
      next:
        last === undefined
          ? encodeFeedCursor(start)
          : encodeFeedCursor(cursorOf(last.position, last.writtenAt)),
    };
  }
}

/** One event of the feed by id; NotFound when unknown, no longer kept, or not visible to the caller. */
export async function readFeedEvent(
  principal: Principal,
  eventId: string,
  uri: string,
): Promise<OutboundEvent> {
  const event = await feedEventById(eventId);
  if (event === undefined || !visibleTo(principal, event))
    throw new NotFound(`Resource at ${uri} not found`, uri);
  return event;
}
