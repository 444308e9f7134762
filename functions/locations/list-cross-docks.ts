import { listMasterHandler } from '#shared/master-data/collections';
import * as routes from '#shared/routes';

export const handler = listMasterHandler(routes.listCrossDocks, 'crossDock');
