/**
 * A driver's plans and non-shipment events.
 * shared/routes.ts assembles every feature's routes into the one route table.
 */

import {
  driverPath,
  nonShipmentEventPath,
  nonShipmentEventUpdate,
  plansQuery,
} from '#shared/plans/request-schemas';
import { driverPlan } from '#shared/plans/response-schemas';
import { defineRoute } from '#shared/routing/route';
import { ANY_ROLE } from '#shared/routing/shapes';
import { nonShipmentEvent } from '#shared/shipments/schemas/itinerary-response';

export const getDriverPlans = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/drivers/{driverId}/plans',
  handler: 'functions/drivers/get-plans.ts',
  summary: "Get a driver's planned moves for a date range",
  roles: ANY_ROLE,
  scope: 'tms/drivers.read',
  request: { path: driverPath, query: plansQuery },
  access: { table: 'read' },
  response: { status: 200, body: driverPlan },
  conditional: true,
});

export const putNonShipmentEvent = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/drivers/{driverId}/non-shipment-events/{eventId}',
  handler: 'functions/drivers/put-non-shipment-event.ts',
  summary: "Update a driver's non-shipment event",
  roles: ANY_ROLE,
  scope: 'tms/drivers.write',
  request: { path: nonShipmentEventPath, body: nonShipmentEventUpdate },
  throttle: 'write',
  access: { table: 'write' },
  response: { status: 200, body: nonShipmentEvent },
  idempotent: true,
});
