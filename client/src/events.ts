import type { QueryOf, ResponseOf, WebhookEvent } from './types.js';

/** An event type the service publishes, as `GET /events` and webhook subscriptions name it. */
export type EventType = FeedEvent['type'];

/**
 * An event of the feed: the body a webhook delivers, typed by `type` (narrow
 * it with `event.type === '...'`), and `position`, the cursor that resumes after it.
 */
export type FeedEvent = Exclude<WebhookEvent, { type: 'webhook.test' }> & { position: string };

/** A feed event of one of `Types`: `FeedEventOf<'document.stored' | 'document.failed'>`. */
export type FeedEventOf<Types extends EventType> = Extract<FeedEvent, { type: Types }>;

/**
 * What to read of the feed: some event types only (the events yielded are
 * typed by them), and how many events a request brings at most.
 */
export interface EventQuery<Types extends EventType = EventType> {
  /** Event types to read; every type the caller may read when absent. */
  types?: readonly Types[] | undefined;
  /** Events per request, 1 to 1000 (the service's default, 100, when absent). */
  limit?: number | undefined;
}

/**
 * One page of the feed: its events, the cursor to store once they are handled
 * (on an empty page too), and whether more follow it.
 */
export interface EventPage<Types extends EventType = EventType> {
  events: FeedEventOf<Types>[];
  cursor: string;
  hasMore: boolean;
}

/** `GET /events`'s query from a cursor and an `EventQuery`. */
export function feedQueryOf(cursor: string | undefined, query: EventQuery<EventType>): QueryOf<'listEvents'> {
  return {
    ...(cursor !== undefined && { after: cursor }),
    ...(query.types !== undefined && { types: query.types.join(',') }),
    ...(query.limit !== undefined && { limit: query.limit }),
  };
}

/** A page as the service answers it, its `next` read as the cursor it resumes from. */
export function eventPageOf<Types extends EventType>(page: ResponseOf<'listEvents'>): EventPage<Types> {
  const after = new URLSearchParams(page.next.split('?')[1] ?? '').get('after');
  if (after === null) throw new Error(`The feed's next link has no cursor: ${page.next}`);
  // The API document types an item's data loosely; its type says which event it is, and the query which types come.
  return { events: page.items as FeedEventOf<Types>[], cursor: after, hasMore: page.hasMore };
}
