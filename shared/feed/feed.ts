import { NoLongerKept, NotFound } from '#shared/domain/errors';
import type { OutboundEvent, OutboundEventType } from '#shared/domain/outbound-event';
import type { Principal } from '#shared/domain/principal';
import { type FeedEvent, feedEventById, feedPage, newestFeedPosition } from '#shared/feed/store';
import { eventReadableWith } from '#shared/webhooks/event-scopes';
import { cursorOf, pastTheHead, positionOf } from './cursor';

export const DEFAULT_FEED_LIMIT = 100;

export interface FeedRequest {
  after?: string;
  limit?: number;
  types?: OutboundEventType[];
}

/** What a caller may read: a dispatcher every event, a machine client the types its read scopes allow (as webhooks). */
const visibleTo = (principal: Principal) => (event: OutboundEvent) =>
  principal.role !== 'client' || eventReadableWith(event, principal.scopes);

const rendered = ({ position, ...event }: FeedEvent) => ({ ...event, position: cursorOf(position) });

const pageUri = (request: FeedRequest, after: string | undefined) => {
  const query = new URLSearchParams();
  if (after !== undefined) query.set('after', after);
  if (request.limit !== undefined) query.set('limit', String(request.limit));
  if (request.types !== undefined) query.set('types', request.types.join(','));
  const text = query.toString();
  return text === '' ? '/events' : `/events?${text}`;
};

/**
 * A page of the feed after the request's cursor, and whether positions exist
 * after it (`hasMore`, whatever the filter hid): the head is read first, so
 * a cursor past it is 400 naming `after`, and `hasMore` says what was there
 * when the page was asked for. A cursor below the oldest position kept is 410
 * naming it: events between were removed, and a page from there would skip
 * them silently.
 */
export async function readFeed(principal: Principal, request: FeedRequest) {
  const after = request.after === undefined ? 0 : positionOf(request.after);
  const head = await newestFeedPosition();
  if (after > head) throw pastTheHead();
  const types = request.types === undefined ? undefined : new Set(request.types);
  const visible = visibleTo(principal);
  const page = await feedPage(
    after,
    request.limit ?? DEFAULT_FEED_LIMIT,
    (event) => visible(event) && (types === undefined || types.has(event.type)),
  );
  if (after > 0) assertNothingExpiredAfter(after, page.firstRead, head);
  return {
    self: pageUri(request, request.after),
    next: pageUri(request, cursorOf(page.lastRead)),
    hasMore: page.lastRead < head,
    items: page.events.map(rendered),
  };
}

/**
 * Positions are handed out without gaps, and every position up to `head` had
 * committed before the page was read: a first event read beyond `after + 1`
 * (or none, with positions up to `head` beyond `after`) means the events
 * between expired.
 */
function assertNothingExpiredAfter(after: number, firstRead: number | undefined, head: number): void {
  if (firstRead === after + 1 || (firstRead === undefined && head <= after)) return;
  if (firstRead === undefined) gone(undefined, head);
  gone(firstRead, firstRead - 1);
}

/** 410 naming the oldest event's position still kept (none: null), and `resume`, the cursor a page from it needs. */
function gone(oldest: number | undefined, resumeAfter: number): never {
  throw new NoLongerKept(
    'Events after this cursor are no longer kept (retention); resume from data.resume and reconcile.',
    { oldest: oldest === undefined ? null : cursorOf(oldest), resume: cursorOf(resumeAfter) },
  );
}

/** One event by id; 404 when unknown, expired or not visible to the caller. */
export async function readFeedEvent(principal: Principal, eventId: string) {
  const event = await feedEventById(eventId);
  if (event === undefined || !visibleTo(principal)(event)) throw new NotFound('No event has this id.');
  return rendered(event);
}
