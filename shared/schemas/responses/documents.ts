import * as z from 'zod';
import type { SubmissionStatus } from '#shared/data/documents';
import { DOCUMENT_TYPES } from '#shared/domain/types';
import { optionalDateTime } from '../primitives';

const documentType = z.enum(DOCUMENT_TYPES);
const context = z.literal('SHIPMENT');
/** One page: a string; several: an array in page order. */
const pages = z.union([z.string(), z.array(z.string())]);

export const submissionEcho = z
  .object({
    context,
    entityId: z.string(),
    type: documentType,
    submittedBy: z.string().optional().describe('Echoed only when the request named a submitter.'),
  })
  .meta({ id: 'ImageSubmissionEcho' });

export const bucketLocation = z
  .object({ context, entityId: z.string(), type: documentType, bucket: z.string(), fileKey: pages })
  .meta({ id: 'ImageBucketLocation', description: 'Where the document is stored (the default variant).' });

export const urlLocation = z
  .object({
    context,
    entityId: z.string(),
    type: documentType,
    locationType: z.literal('url'),
    url: pages.describe('Presigned addresses that expire (15 minutes by default).'),
  })
  .meta({
    id: 'ImageUrlLocation',
    description: 'Addresses to download the document from (`locationType=url`).',
  });

export const imageLocation = z.union([bucketLocation, urlLocation]).meta({ id: 'ImageLocation' });

export const imageTypes = z
  .object({ shipment: z.array(documentType).describe('Document types the TMS supports for shipments.') })
  .meta({ id: 'ImageTypes', description: 'Supported document types, by lower-case context.' });

export const shipmentImages = z
  .object({
    id: z.string().describe('The shipment id.'),
    self: z.string(),
    items: z.array(documentType).describe('Document types the shipment currently has; empty when none.'),
  })
  .meta({ id: 'ShipmentImages' });

export const submission = z
  .object({
    id: z.string(),
    self: z.string(),
    status: z.enum(['pending', 'completed', 'failed'] satisfies SubmissionStatus[]),
    reason: z.string().describe('Why the submission failed; empty otherwise.'),
    context,
    entityId: z.string(),
    type: documentType,
    submittedBy: z.string().describe('The submitter the request named, or `driver`.'),
    requestedBy: z
      .object({ role: z.enum(['dispatcher', 'driver', 'import']), id: z.string() })
      .describe('The token that made the submission.'),
    pages: z.number().int(),
    createdAt: optionalDateTime,
    completedAt: optionalDateTime.describe('When processing ended; empty while pending.'),
  })
  .meta({ id: 'ImageSubmissionStatus' });
