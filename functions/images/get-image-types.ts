import { notImplemented } from '#shared/api/not-implemented';
import { routes } from '#shared/routes';

export const handler = notImplemented(routes.getImageTypes);
