import { issueUpload } from '#shared/documents/uploads';
import { httpHandler } from '#shared/http/http-handler';
import { created } from '#shared/http/response';
import * as routes from '#shared/routes';

export const handler = httpHandler(routes.createImageUpload, async ({ body, principal }) =>
  created(await issueUpload(body, principal)),
);
