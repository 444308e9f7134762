import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import { readImport } from '#shared/imports/read-import';
import * as routes from '#shared/routes';

export const handler = httpHandler(routes.getImport, async ({ path }) => ok(await readImport(path.importId)));
