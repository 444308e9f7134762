/**
 * The shipment's routes: its facts, its itinerary and that itinerary's history.
 * shared/routes.ts assembles every feature's routes into the one route table.
 */

import { ITINERARY_BODY_LIMITS } from '#shared/domain/itinerary-bounds';
import { defineRoute } from '#shared/routing/route';
import { ANY_ROLE, DISPATCHER, itemRoute, listRoute } from '#shared/routing/shapes';
import { pageQuery } from '#shared/schemas/collections';
import {
  itineraryHistoryPage,
  itineraryPreview,
  itineraryVersion,
} from '#shared/shipments/schemas/history-response';
import {
  itineraryBody,
  itineraryVersionPath,
  shipmentPath,
} from '#shared/shipments/schemas/itinerary-request';
import { itinerary } from '#shared/shipments/schemas/itinerary-response';
import { shipmentBody } from '#shared/shipments/schemas/shipment-request';
import { shipment, shipmentPage } from '#shared/shipments/schemas/shipment-response';

export const listShipments = /* @__PURE__ */ listRoute(
  '/shipments',
  'functions/shipments/list-shipments.ts',
  'List shipments, newest first',
  shipmentPage,
  'tms/shipments.read',
);

export const getShipment = /* @__PURE__ */ itemRoute(
  '/shipments/{shipmentId}',
  'shipmentId',
  'functions/shipments/get-shipment.ts',
  'Get a shipment (a driver may read one with a move assigned to it)',
  shipment,
  'tms/shipments.read',
  ANY_ROLE,
);

export const putShipment = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/shipments/{shipmentId}',
  handler: 'functions/shipments/put-shipment.ts',
  summary: 'Create a shipment (201), or replace its facts (200)',
  roles: DISPATCHER,
  scope: 'tms/shipments.write',
  request: { path: shipmentPath, body: shipmentBody },
  throttle: 'write',
  access: { table: 'write' },
  response: { status: 200, body: shipment, creates: true },
  idempotent: true,
});

export const getItinerary = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/shipments/{shipmentId}/itinerary',
  handler: 'functions/shipments/get-itinerary.ts',
  summary: "Get a shipment's itinerary",
  roles: ANY_ROLE,
  scope: 'tms/shipments.read',
  request: { path: shipmentPath },
  access: { table: 'read' },
  response: { status: 200, body: itinerary },
  conditional: true,
});

export const putItinerary = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/shipments/{shipmentId}/itinerary',
  handler: 'functions/shipments/put-itinerary.ts',
  summary: "Replace a shipment's itinerary",
  roles: ANY_ROLE,
  scope: 'tms/itineraries.write',
  request: { path: shipmentPath, body: itineraryBody },
  bodyLimits: ITINERARY_BODY_LIMITS,
  throttle: 'write',
  access: { table: 'write' },
  response: { status: 200, body: itinerary },
  idempotent: true,
});

export const previewItinerary = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/shipments/{shipmentId}/itinerary/preview',
  handler: 'functions/shipments/preview-itinerary.ts',
  summary: "Preview a change of a shipment's itinerary, storing nothing",
  roles: ANY_ROLE,
  scope: 'tms/itineraries.write',
  request: { path: shipmentPath, body: itineraryBody },
  bodyLimits: ITINERARY_BODY_LIMITS,
  // The PUT's reads and rules without its write: held to the same limits as the PUT.
  throttle: 'write',
  // Reads only: the function is not granted a write, so a preview cannot store anything.
  access: { table: 'read' },
  response: { status: 200, body: itineraryPreview },
});

export const listItineraryHistory = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/shipments/{shipmentId}/itinerary/history',
  handler: 'functions/shipments/list-itinerary-history.ts',
  summary: "List an itinerary's versions, newest first",
  roles: ANY_ROLE,
  scope: 'tms/shipments.read',
  request: { path: shipmentPath, query: pageQuery },
  access: { table: 'read' },
  response: { status: 200, body: itineraryHistoryPage },
});

export const getItineraryVersion = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/shipments/{shipmentId}/itinerary/history/{version}',
  handler: 'functions/shipments/get-itinerary-version.ts',
  summary: 'Get one version of an itinerary, with the itinerary as it was',
  roles: ANY_ROLE,
  scope: 'tms/shipments.read',
  request: { path: itineraryVersionPath },
  access: { table: 'read' },
  response: { status: 200, body: itineraryVersion },
});
