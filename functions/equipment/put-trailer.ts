import { putMasterHandler } from '#shared/http/master-data-handlers';
import * as routes from '#shared/routes';

export const handler = putMasterHandler(routes.putTrailer, 'trailer');
