import { readFeed } from '#shared/feed/feed';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import * as routes from '#shared/routes';

export const handler = httpHandler(routes.listEvents, async ({ query, principal }) =>
  ok(await readFeed(principal, query)),
);
