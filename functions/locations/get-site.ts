import { getMasterHandler } from '#shared/api/master-collections';
import * as routes from '#shared/routes';

export const handler = getMasterHandler(routes.getSite, 'site');
