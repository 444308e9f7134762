import { httpHandler } from '#shared/http/http-handler';
import { created } from '#shared/http/response';
import { issueImportUpload } from '#shared/imports/uploads';
import * as routes from '#shared/routes';

export const handler = httpHandler(routes.createImportUpload, async ({ body }) =>
  created(await issueImportUpload(body)),
);
