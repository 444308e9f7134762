import { listMasterHandler } from '#shared/api/master-collections';
import * as routes from '#shared/routes';

export const handler = listMasterHandler(routes.listCarriers, 'carrier');
