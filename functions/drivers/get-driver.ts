import { assertActsForDriver } from '#shared/domain/principal';
import { getMasterHandler } from '#shared/master-data/collections';
import * as routes from '#shared/routes';

export const handler = getMasterHandler(routes.getDriver, 'driver', assertActsForDriver);
