import { getMasterHandler } from '#shared/api/master-collections';
import { assertActsForDriver } from '#shared/http/auth';
import * as routes from '#shared/routes';

export const handler = getMasterHandler(routes.getDriver, 'driver', assertActsForDriver);
