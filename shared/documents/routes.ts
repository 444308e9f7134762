/**
 * The shipment documents' routes: submissions, uploads and stored images.
 * shared/routes.ts assembles every feature's routes into the one route table.
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
import { defineRoute } from '#shared/routing/route';
import { ANY_ROLE } from '#shared/routing/shapes';
import { shipmentPath } from '#shared/shipments/schemas/itinerary-request';

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
