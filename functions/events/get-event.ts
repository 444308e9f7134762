import { readFeedEvent } from '#shared/feed/feed';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import * as routes from '#shared/routes';

export const handler = httpHandler(routes.getEvent, async ({ path, principal }) =>
  ok(await readFeedEvent(principal, path.eventId)),
);
