import { putMasterHandler } from '#shared/http/master-data-put-handler';
import { withTimeZone } from '#shared/master-data/located-record';
import * as routes from '#shared/routes';

export const handler = putMasterHandler(routes.putSite, 'site', withTimeZone);
