/**
 * Every endpoint of the service, declared once: one export per route. The CDK
 * stack, the local server, the API document and the tests read them all through
 * shared/route-table.ts; a function imports this module as a namespace and uses
 * only its own route, so that its bundle builds only that route's schemas:
 * every route is a call without side effects (`@__PURE__`, `@__NO_SIDE_EFFECTS__`;
 * esbuild reads the latter within a file only), and package.json says which
 * modules have side effects, so esbuild drops the others' routes and schemas.
 */

import {
  imageQuery,
  imageSubmission,
  submissionPath,
  uploadRequest,
} from '#shared/documents/request-schemas';
import {
  imageLocation,
  imageTypes,
  shipmentImages,
  submission,
  submissionEcho,
  uploadTicket,
} from '#shared/documents/response-schemas';
import { ITINERARY_BODY_LIMITS } from '#shared/domain/itinerary-bounds';
import type { Scope } from '#shared/domain/scopes';
import { eventPath, feedQuery } from '#shared/feed/request-schemas';
import { feedEvent, feedPage } from '#shared/feed/response-schemas';
import { defineRoute, type Role } from '#shared/http/route';
import { importPath, importRequest, importUploadRequest } from '#shared/imports/request-schemas';
import { importAccepted, importStatus } from '#shared/imports/response-schemas';
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
import {
  driverPath,
  nonShipmentEventPath,
  nonShipmentEventUpdate,
  plansQuery,
} from '#shared/plans/request-schemas';
import { driverPlan } from '#shared/plans/response-schemas';
import { pageQuery } from '#shared/schemas/collections';
import { identifier } from '#shared/schemas/primitives';
import * as z from '#shared/schemas/zod';
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
import { itinerary, nonShipmentEvent } from '#shared/shipments/schemas/itinerary-response';
import { shipmentBody } from '#shared/shipments/schemas/shipment-request';
import { shipment, shipmentPage } from '#shared/shipments/schemas/shipment-response';
import {
  secretRotationRequest,
  webhookDeliveryPath,
  webhookPath,
  webhookSubscriptionRequest,
} from '#shared/webhooks/request-schemas';
import {
  createdWebhookSubscription,
  rotatedWebhookSecret,
  webhookDelivery,
  webhookDeliveryPage,
  webhookPage,
  webhookSubscription,
} from '#shared/webhooks/response-schemas';

const DISPATCHER: readonly Role[] = ['dispatcher'];
const ANY_ROLE: readonly Role[] = ['dispatcher', 'driver'];

/** A page of a collection (dispatchers only). */
/* @__NO_SIDE_EFFECTS__ */
const listRoute = <B extends z.core.$ZodType>(
  path: string,
  handler: string,
  summary: string,
  page: B,
  scope: Scope,
) =>
  defineRoute({
    method: 'GET',
    path,
    handler,
    summary,
    roles: DISPATCHER,
    scope,
    request: { query: pageQuery },
    access: { table: 'read' },
    response: { status: 200, body: page },
  });

/** One item of a collection, at the `self` its collection gives it. */
/* @__NO_SIDE_EFFECTS__ */
const itemRoute = <P extends string, B extends z.core.$ZodType>(
  path: string,
  param: P,
  handler: string,
  summary: string,
  item: B,
  scope: Scope,
  roles: readonly Role[] = DISPATCHER,
) =>
  defineRoute({
    method: 'GET',
    path,
    handler,
    summary,
    roles,
    scope,
    request: { path: z.object({ [param]: identifier } as Record<P, typeof identifier>) },
    access: { table: 'read' },
    response: { status: 200, body: item },
  });

/**
 * PUT of one master record at its `self`: creates it (201) or replaces it (200),
 * with `ETag`, `If-Match` and `Idempotency-Key`.
 */
/* @__NO_SIDE_EFFECTS__ */
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
    request: { path: z.object({ [param]: identifier } as Record<P, typeof identifier>), body },
    throttle: 'write',
    access: { table: 'write' },
    response: { status: 200, body: item, creates: true },
    idempotent: true,
  });

export const listShipments = listRoute(
  '/shipments',
  'functions/shipments/list-shipments.ts',
  'List shipments, newest first',
  shipmentPage,
  'tms/shipments.read',
);

export const getShipment = itemRoute(
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

export const listShipmentImages = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/shipments/{shipmentId}/images',
  handler: 'functions/shipments/list-shipment-images.ts',
  summary: 'List the document types stored for a shipment',
  roles: ANY_ROLE,
  scope: 'tms/shipments.read',
  request: { path: shipmentPath },
  access: { table: 'read' },
  response: { status: 200, body: shipmentImages },
});

export const listCustomers = listRoute(
  '/customers',
  'functions/customers/list-customers.ts',
  'List customers',
  customerPage,
  'tms/master-data.read',
);

export const getCustomer = itemRoute(
  '/customers/{customerId}',
  'customerId',
  'functions/customers/get-customer.ts',
  'Get a customer',
  customer,
  'tms/master-data.read',
);

export const putCustomer = putMasterRoute(
  '/customers/{customerId}',
  'customerId',
  'functions/customers/put-customer.ts',
  'a customer',
  customerRecord,
  customer,
);

export const listDrivers = listRoute(
  '/drivers',
  'functions/drivers/list-drivers.ts',
  'List drivers',
  driverPage,
  'tms/drivers.read',
);

export const getDriver = itemRoute(
  '/drivers/{driverId}',
  'driverId',
  'functions/drivers/get-driver.ts',
  'Get a driver (a driver may read its own record)',
  driver,
  'tms/drivers.read',
  ANY_ROLE,
);

export const putDriver = putMasterRoute(
  '/drivers/{driverId}',
  'driverId',
  'functions/drivers/put-driver.ts',
  'a driver',
  driverRecord,
  driver,
);

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

export const listCarriers = listRoute(
  '/carriers',
  'functions/carriers/list-carriers.ts',
  'List carriers',
  carrierPage,
  'tms/master-data.read',
);

export const getCarrier = itemRoute(
  '/carriers/{carrierId}',
  'carrierId',
  'functions/carriers/get-carrier.ts',
  'Get a carrier',
  carrier,
  'tms/master-data.read',
);

export const putCarrier = putMasterRoute(
  '/carriers/{carrierId}',
  'carrierId',
  'functions/carriers/put-carrier.ts',
  'a carrier',
  carrierRecord,
  carrier,
);

export const listSites = listRoute(
  '/locations/sites',
  'functions/locations/list-sites.ts',
  'List sites',
  locationPage,
  'tms/master-data.read',
);

export const getSite = itemRoute(
  '/locations/sites/{siteId}',
  'siteId',
  'functions/locations/get-site.ts',
  'Get a site',
  location,
  'tms/master-data.read',
);

export const putSite = putMasterRoute(
  '/locations/sites/{siteId}',
  'siteId',
  'functions/locations/put-site.ts',
  'a site',
  locationRecord,
  location,
);

export const listYards = listRoute(
  '/locations/yards',
  'functions/locations/list-yards.ts',
  'List yards',
  locationPage,
  'tms/master-data.read',
);

export const getYard = itemRoute(
  '/locations/yards/{yardId}',
  'yardId',
  'functions/locations/get-yard.ts',
  'Get a yard',
  location,
  'tms/master-data.read',
);

export const putYard = putMasterRoute(
  '/locations/yards/{yardId}',
  'yardId',
  'functions/locations/put-yard.ts',
  'a yard',
  locationRecord,
  location,
);

export const listCrossDocks = listRoute(
  '/locations/cross-docks',
  'functions/locations/list-cross-docks.ts',
  'List cross-docks',
  locationPage,
  'tms/master-data.read',
);

export const getCrossDock = itemRoute(
  '/locations/cross-docks/{crossDockId}',
  'crossDockId',
  'functions/locations/get-cross-dock.ts',
  'Get a cross-dock',
  location,
  'tms/master-data.read',
);

export const putCrossDock = putMasterRoute(
  '/locations/cross-docks/{crossDockId}',
  'crossDockId',
  'functions/locations/put-cross-dock.ts',
  'a cross-dock',
  locationRecord,
  location,
);

export const listTractors = listRoute(
  '/equipment/tractors',
  'functions/equipment/list-tractors.ts',
  'List tractors',
  tractorPage,
  'tms/master-data.read',
);

export const getTractor = itemRoute(
  '/equipment/tractors/{tractorId}',
  'tractorId',
  'functions/equipment/get-tractor.ts',
  'Get a tractor',
  tractor,
  'tms/master-data.read',
);

export const putTractor = putMasterRoute(
  '/equipment/tractors/{tractorId}',
  'tractorId',
  'functions/equipment/put-tractor.ts',
  'a tractor',
  equipmentRecord,
  tractor,
);

export const listChassis = listRoute(
  '/equipment/chassis',
  'functions/equipment/list-chassis.ts',
  'List chassis',
  chassisPage,
  'tms/master-data.read',
);

export const getChassis = itemRoute(
  '/equipment/chassis/{chassisId}',
  'chassisId',
  'functions/equipment/get-chassis.ts',
  'Get a chassis',
  chassis,
  'tms/master-data.read',
);

export const putChassis = putMasterRoute(
  '/equipment/chassis/{chassisId}',
  'chassisId',
  'functions/equipment/put-chassis.ts',
  'a chassis',
  equipmentRecord,
  chassis,
);

export const listContainers = listRoute(
  '/equipment/containers',
  'functions/equipment/list-containers.ts',
  'List containers',
  containerPage,
  'tms/master-data.read',
);

export const getContainer = itemRoute(
  '/equipment/containers/{containerId}',
  'containerId',
  'functions/equipment/get-container.ts',
  'Get a container',
  container,
  'tms/master-data.read',
);

export const putContainer = putMasterRoute(
  '/equipment/containers/{containerId}',
  'containerId',
  'functions/equipment/put-container.ts',
  'a container',
  equipmentRecord,
  container,
);

export const listTrailers = listRoute(
  '/equipment/trailers',
  'functions/equipment/list-trailers.ts',
  'List trailers',
  trailerPage,
  'tms/master-data.read',
);

export const getTrailer = itemRoute(
  '/equipment/trailers/{trailerId}',
  'trailerId',
  'functions/equipment/get-trailer.ts',
  'Get a trailer',
  trailer,
  'tms/master-data.read',
);

export const putTrailer = putMasterRoute(
  '/equipment/trailers/{trailerId}',
  'trailerId',
  'functions/equipment/put-trailer.ts',
  'a trailer',
  equipmentRecord,
  trailer,
);

export const getImageTypes = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/images/types',
  handler: 'functions/images/get-image-types.ts',
  summary: 'List the document types this TMS supports',
  roles: ANY_ROLE,
  scope: 'tms/documents.read',
  request: {},
  access: { table: 'read' },
  response: { status: 200, body: imageTypes },
});

export const submitImage = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/images',
  handler: 'functions/images/submit-image.ts',
  summary: 'Submit a shipment document by bucket key or URL',
  roles: ANY_ROLE,
  scope: 'tms/documents.write',
  request: { body: imageSubmission },
  throttle: 'write',
  access: { table: 'write', submissionQueue: 'send' },
  response: { status: 202, body: submissionEcho },
  idempotent: true,
});

export const createImageUpload = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/images/uploads',
  handler: 'functions/images/create-image-upload.ts',
  summary: 'Get a presigned upload of one file into the drop bucket',
  roles: ANY_ROLE,
  scope: 'tms/documents.write',
  request: { body: uploadRequest },
  throttle: 'write',
  access: { table: 'write', dropBucket: 'presignUpload' },
  response: { status: 201, body: uploadTicket },
});

export const getImage = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/images',
  handler: 'functions/images/get-image.ts',
  summary: "Get a stored document's location",
  roles: ANY_ROLE,
  scope: 'tms/documents.read',
  request: { query: imageQuery },
  access: { table: 'read', documentsBucket: 'presign' },
  response: { status: 200, body: imageLocation },
});

export const getImageSubmission = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/images/submissions/{submissionId}',
  handler: 'functions/images/get-image-submission.ts',
  summary: 'Follow a document submission',
  roles: ANY_ROLE,
  scope: 'tms/documents.read',
  request: { path: submissionPath },
  access: { table: 'read' },
  response: { status: 200, body: submission },
  conditional: true,
});

export const createImport = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/imports',
  handler: 'functions/imports/create-import.ts',
  summary: 'Import a data file from the drop bucket',
  roles: DISPATCHER,
  scope: 'tms/master-data.write',
  request: { body: importRequest },
  throttle: 'write',
  access: { table: 'write', importQueue: 'send' },
  response: { status: 202, body: importAccepted },
});

export const createImportUpload = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/imports/uploads',
  handler: 'functions/imports/create-import-upload.ts',
  summary: 'Get a presigned upload of one data file into the drop bucket',
  roles: DISPATCHER,
  scope: 'tms/master-data.write',
  request: { body: importUploadRequest },
  throttle: 'write',
  access: { dropBucket: 'presignUpload' },
  response: { status: 201, body: uploadTicket },
});

export const getImport = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/imports/{importId}',
  handler: 'functions/imports/get-import.ts',
  summary: 'Follow an import: its status, counts per kind and refusals',
  roles: DISPATCHER,
  scope: 'tms/master-data.write',
  request: { path: importPath },
  access: { table: 'read' },
  response: { status: 200, body: importStatus },
});

export const createWebhook = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/webhooks',
  handler: 'functions/webhooks/create-webhook.ts',
  summary: 'Subscribe a URL to events (webhook)',
  roles: DISPATCHER,
  scope: 'tms/webhooks',
  request: { body: webhookSubscriptionRequest },
  access: { table: 'write' },
  response: { status: 201, body: createdWebhookSubscription },
  idempotent: true,
});

export const listWebhooks = listRoute(
  '/webhooks',
  'functions/webhooks/list-webhooks.ts',
  'List webhook subscriptions',
  webhookPage,
  'tms/webhooks',
);

export const getWebhook = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/webhooks/{webhookId}',
  handler: 'functions/webhooks/get-webhook.ts',
  summary: 'Get a webhook subscription',
  roles: DISPATCHER,
  scope: 'tms/webhooks',
  request: { path: webhookPath },
  access: { table: 'read' },
  response: { status: 200, body: webhookSubscription },
  conditional: true,
});

export const replaceWebhook = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/webhooks/{webhookId}',
  handler: 'functions/webhooks/replace-webhook.ts',
  summary: "Replace a webhook subscription's URL, events and description",
  roles: DISPATCHER,
  scope: 'tms/webhooks',
  request: { path: webhookPath, body: webhookSubscriptionRequest },
  access: { table: 'write' },
  response: { status: 200, body: webhookSubscription },
});

export const deleteWebhook = /* @__PURE__ */ defineRoute({
  method: 'DELETE',
  path: '/webhooks/{webhookId}',
  handler: 'functions/webhooks/delete-webhook.ts',
  summary: 'Delete a webhook subscription (its queued deliveries are dropped)',
  roles: DISPATCHER,
  scope: 'tms/webhooks',
  request: { path: webhookPath },
  access: { table: 'write' },
  response: { status: 204 },
});

export const listWebhookDeliveries = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/webhooks/{webhookId}/deliveries',
  handler: 'functions/webhooks/list-webhook-deliveries.ts',
  summary: "List a webhook subscription's deliveries, newest first",
  roles: DISPATCHER,
  scope: 'tms/webhooks',
  request: { path: webhookPath, query: pageQuery },
  access: { table: 'read' },
  response: { status: 200, body: webhookDeliveryPage },
});

export const rotateWebhookSecret = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/webhooks/{webhookId}/secret',
  handler: 'functions/webhooks/rotate-webhook-secret.ts',
  summary: "Rotate a webhook subscription's signing secret, with an overlap",
  roles: DISPATCHER,
  scope: 'tms/webhooks',
  request: { path: webhookPath, body: secretRotationRequest },
  access: { table: 'write' },
  response: { status: 200, body: rotatedWebhookSecret },
});

export const sendWebhookTestEvent = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/webhooks/{webhookId}/test',
  handler: 'functions/webhooks/send-webhook-test-event.ts',
  summary:
    'Send a `webhook.test` event to this subscription alone, through the delivery path every event takes',
  roles: DISPATCHER,
  scope: 'tms/webhooks',
  request: { path: webhookPath },
  access: { table: 'write', webhookQueue: 'send' },
  response: { status: 202, body: webhookDelivery },
});

export const resendWebhookDelivery = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/webhooks/{webhookId}/deliveries/{deliveryId}/resend',
  handler: 'functions/webhooks/resend-webhook-delivery.ts',
  summary: 'Send a delivery again: the same event under the same `webhook-id`, recorded as another attempt',
  roles: DISPATCHER,
  scope: 'tms/webhooks',
  request: { path: webhookDeliveryPath },
  access: { table: 'write', webhookQueue: 'send' },
  response: { status: 202, body: webhookDelivery },
});

/** Every read scope of some event type: a client sees the types its scopes read (shared/webhooks/event-scopes.ts). */
const EVENT_READ_SCOPES: readonly Scope[] = ['tms/documents.read', 'tms/drivers.read'];

export const listEvents = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/events',
  handler: 'functions/events/list-events.ts',
  summary: 'Read the event feed from a cursor, oldest first',
  roles: DISPATCHER,
  scope: 'tms/shipments.read',
  alsoScopes: EVENT_READ_SCOPES,
  request: { query: feedQuery },
  access: { table: 'read' },
  response: { status: 200, body: feedPage },
});

export const getEvent = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/events/{eventId}',
  handler: 'functions/events/get-event.ts',
  summary: 'Read one event of the feed',
  roles: DISPATCHER,
  scope: 'tms/shipments.read',
  alsoScopes: EVENT_READ_SCOPES,
  request: { path: eventPath },
  access: { table: 'read' },
  response: { status: 200, body: feedEvent },
  conditional: true,
});
