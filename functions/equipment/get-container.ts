import { getMasterHandler } from '#shared/http/master-data-handlers';
import * as routes from '#shared/routes';

export const handler = getMasterHandler(routes.getContainer, 'container');
