import { putMasterHandler } from '#shared/http/master-data-put-handler';
import * as routes from '#shared/routes';

export const handler = putMasterHandler(routes.putContainer, 'container');
