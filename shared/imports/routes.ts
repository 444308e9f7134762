/**
 * The bulk imports' routes.
 * shared/routes.ts assembles every feature's routes into the one route table.
 */

import { uploadTicket } from '#shared/documents/response-schemas';
import { importPath, importRequest, importUploadRequest } from '#shared/imports/request-schemas';
import { importAccepted, importStatus } from '#shared/imports/response-schemas';
import { defineRoute } from '#shared/routing/route';
import { DISPATCHER } from '#shared/routing/shapes';

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
