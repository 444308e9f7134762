import { getMasterHandler } from '#shared/api/master-collections';
import { routes } from '#shared/routes';

export const handler = getMasterHandler(routes.getSite, 'site');
