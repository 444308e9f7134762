import { listMasterHandler } from '#shared/http/master-data-handlers';
import * as routes from '#shared/routes';

export const handler = listMasterHandler(routes.listContainers, 'container');
