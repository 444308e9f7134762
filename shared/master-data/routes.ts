/**
 * The master records' routes: a list, a GET and a PUT of each kind.
 * shared/routes.ts assembles every feature's routes into the one route table.
 */

import {
  carrierRecord,
  customerRecord,
  driverRecord,
  equipmentRecord,
  locationRecord,
} from '#shared/master-data/request-schemas';
import {
  carrier,
  carrierPage,
  chassis,
  chassisPage,
  container,
  containerPage,
  customer,
  customerPage,
  driver,
  driverPage,
  location,
  locationPage,
  tractor,
  tractorPage,
  trailer,
  trailerPage,
} from '#shared/master-data/response-schemas';
import { defineRoute } from '#shared/routing/route';
import { ANY_ROLE, DISPATCHER, itemPath, itemRoute, listRoute } from '#shared/routing/shapes';
import type * as z from '#shared/schemas/zod';

/**
 * PUT of one master record at its `self`: creates it (201) or replaces it (200),
 * with `ETag`, `If-Match` and `Idempotency-Key`.
 */
const putMasterRoute = <P extends string, Body extends z.core.$ZodType, B extends z.core.$ZodType>(
  path: string,
  param: P,
  handler: string,
  what: string,
  body: Body,
  item: B,
) =>
  defineRoute({
    method: 'PUT',
    path,
    handler,
    summary: `Create or replace ${what}`,
    roles: DISPATCHER,
    scope: 'tms/master-data.write',
    request: { path: itemPath(param), body },
    throttle: 'write',
    access: { table: 'write' },
    response: { status: 200, body: item, creates: true },
    idempotent: true,
  });

export const listCustomers = /* @__PURE__ */ listRoute(
  '/customers',
  'functions/customers/list-customers.ts',
  'List customers',
  customerPage,
  'tms/master-data.read',
);

export const getCustomer = /* @__PURE__ */ itemRoute(
  '/customers/{customerId}',
  'customerId',
  'functions/customers/get-customer.ts',
  'Get a customer',
  customer,
  'tms/master-data.read',
);

export const putCustomer = /* @__PURE__ */ putMasterRoute(
  '/customers/{customerId}',
  'customerId',
  'functions/customers/put-customer.ts',
  'a customer',
  customerRecord,
  customer,
);

export const listDrivers = /* @__PURE__ */ listRoute(
  '/drivers',
  'functions/drivers/list-drivers.ts',
  'List drivers',
  driverPage,
  'tms/drivers.read',
);

export const getDriver = /* @__PURE__ */ itemRoute(
  '/drivers/{driverId}',
  'driverId',
  'functions/drivers/get-driver.ts',
  'Get a driver (a driver may read its own record)',
  driver,
  'tms/drivers.read',
  ANY_ROLE,
);

export const putDriver = /* @__PURE__ */ putMasterRoute(
  '/drivers/{driverId}',
  'driverId',
  'functions/drivers/put-driver.ts',
  'a driver',
  driverRecord,
  driver,
);

export const listCarriers = /* @__PURE__ */ listRoute(
  '/carriers',
  'functions/carriers/list-carriers.ts',
  'List carriers',
  carrierPage,
  'tms/master-data.read',
);

export const getCarrier = /* @__PURE__ */ itemRoute(
  '/carriers/{carrierId}',
  'carrierId',
  'functions/carriers/get-carrier.ts',
  'Get a carrier',
  carrier,
  'tms/master-data.read',
);

export const putCarrier = /* @__PURE__ */ putMasterRoute(
  '/carriers/{carrierId}',
  'carrierId',
  'functions/carriers/put-carrier.ts',
  'a carrier',
  carrierRecord,
  carrier,
);

export const listSites = /* @__PURE__ */ listRoute(
  '/locations/sites',
  'functions/locations/list-sites.ts',
  'List sites',
  locationPage,
  'tms/master-data.read',
);

export const getSite = /* @__PURE__ */ itemRoute(
  '/locations/sites/{siteId}',
  'siteId',
  'functions/locations/get-site.ts',
  'Get a site',
  location,
  'tms/master-data.read',
);

export const putSite = /* @__PURE__ */ putMasterRoute(
  '/locations/sites/{siteId}',
  'siteId',
  'functions/locations/put-site.ts',
  'a site',
  locationRecord,
  location,
);

export const listYards = /* @__PURE__ */ listRoute(
  '/locations/yards',
  'functions/locations/list-yards.ts',
  'List yards',
  locationPage,
  'tms/master-data.read',
);

export const getYard = /* @__PURE__ */ itemRoute(
  '/locations/yards/{yardId}',
  'yardId',
  'functions/locations/get-yard.ts',
  'Get a yard',
  location,
  'tms/master-data.read',
);

export const putYard = /* @__PURE__ */ putMasterRoute(
  '/locations/yards/{yardId}',
  'yardId',
  'functions/locations/put-yard.ts',
  'a yard',
  locationRecord,
  location,
);

export const listCrossDocks = /* @__PURE__ */ listRoute(
  '/locations/cross-docks',
  'functions/locations/list-cross-docks.ts',
  'List cross-docks',
  locationPage,
  'tms/master-data.read',
);

export const getCrossDock = /* @__PURE__ */ itemRoute(
  '/locations/cross-docks/{crossDockId}',
  'crossDockId',
  'functions/locations/get-cross-dock.ts',
  'Get a cross-dock',
  location,
  'tms/master-data.read',
);

export const putCrossDock = /* @__PURE__ */ putMasterRoute(
  '/locations/cross-docks/{crossDockId}',
  'crossDockId',
  'functions/locations/put-cross-dock.ts',
  'a cross-dock',
  locationRecord,
  location,
);

export const listTractors = /* @__PURE__ */ listRoute(
  '/equipment/tractors',
  'functions/equipment/list-tractors.ts',
  'List tractors',
  tractorPage,
  'tms/master-data.read',
);

export const getTractor = /* @__PURE__ */ itemRoute(
  '/equipment/tractors/{tractorId}',
  'tractorId',
  'functions/equipment/get-tractor.ts',
  'Get a tractor',
  tractor,
  'tms/master-data.read',
);

export const putTractor = /* @__PURE__ */ putMasterRoute(
  '/equipment/tractors/{tractorId}',
  'tractorId',
  'functions/equipment/put-tractor.ts',
  'a tractor',
  equipmentRecord,
  tractor,
);

export const listChassis = /* @__PURE__ */ listRoute(
  '/equipment/chassis',
  'functions/equipment/list-chassis.ts',
  'List chassis',
  chassisPage,
  'tms/master-data.read',
);

export const getChassis = /* @__PURE__ */ itemRoute(
  '/equipment/chassis/{chassisId}',
  'chassisId',
  'functions/equipment/get-chassis.ts',
  'Get a chassis',
  chassis,
  'tms/master-data.read',
);

export const putChassis = /* @__PURE__ */ putMasterRoute(
  '/equipment/chassis/{chassisId}',
  'chassisId',
  'functions/equipment/put-chassis.ts',
  'a chassis',
  equipmentRecord,
  chassis,
);

export const listContainers = /* @__PURE__ */ listRoute(
  '/equipment/containers',
  'functions/equipment/list-containers.ts',
  'List containers',
  containerPage,
  'tms/master-data.read',
);

export const getContainer = /* @__PURE__ */ itemRoute(
  '/equipment/containers/{containerId}',
  'containerId',
  'functions/equipment/get-container.ts',
  'Get a container',
  container,
  'tms/master-data.read',
);

export const putContainer = /* @__PURE__ */ putMasterRoute(
  '/equipment/containers/{containerId}',
  'containerId',
  'functions/equipment/put-container.ts',
  'a container',
  equipmentRecord,
  container,
);

export const listTrailers = /* @__PURE__ */ listRoute(
  '/equipment/trailers',
  'functions/equipment/list-trailers.ts',
  'List trailers',
  trailerPage,
  'tms/master-data.read',
);

export const getTrailer = /* @__PURE__ */ itemRoute(
  '/equipment/trailers/{trailerId}',
  'trailerId',
  'functions/equipment/get-trailer.ts',
  'Get a trailer',
  trailer,
  'tms/master-data.read',
);

export const putTrailer = /* @__PURE__ */ putMasterRoute(
  '/equipment/trailers/{trailerId}',
  'trailerId',
  'functions/equipment/put-trailer.ts',
  'a trailer',
  equipmentRecord,
  trailer,
);
