import { putMasterHandler } from '#shared/http/master-data-put-handler';
import { withTimeZone } from '#shared/master-data/location-zones';
import * as routes from '#shared/routes';

export const handler = putMasterHandler(routes.putCrossDock, 'crossDock', withTimeZone);
