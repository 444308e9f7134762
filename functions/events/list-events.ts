import { readFeed } from '#shared/events/feed/read-feed';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import * as routes from '#shared/routes';

/** The spec's default page of the feed (decisions, Event feed). */
const DEFAULT_LIMIT = 100;

export const handler = httpHandler(routes.listEvents, async ({ query, uri, principal }) => {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const page = await readFeed(principal, { after: query.after, limit, types: query.types });
  const next = new URLSearchParams({ after: page.next, limit: String(limit) });
  if (query.types !== undefined) next.set('types', query.types.join(','));
  return ok({ self: uri, next: `/events?${next}`, items: page.items });
});
