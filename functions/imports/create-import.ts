import { httpHandler } from '#shared/http/http-handler';
import { accepted } from '#shared/http/response';
import { startImport } from '#shared/imports/start';
import * as routes from '#shared/routes';

export const handler = httpHandler(routes.createImport, async ({ body, principal }) => {
  const { record, location } = await startImport(body, principal);
  return accepted({ id: record.id, self: location, status: record.status }, location);
});
