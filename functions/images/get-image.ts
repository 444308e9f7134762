import { locateDocument } from '#shared/documents/locate';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import * as routes from '#shared/routes';

export const handler = httpHandler(routes.getImage, async ({ query, principal, uri }) =>
  ok(await locateDocument(query, principal, uri)),
);
