import { DOCUMENT_TYPES } from '#shared/domain/types';
import { described, documented } from '#shared/schemas/documented';
import { isoDateTime, optionalDateTime } from '#shared/schemas/primitives';
import * as z from '#shared/schemas/zod';
import type { SubmissionStatus } from './store';

const documentType = z.enum(DOCUMENT_TYPES);
const context = z.literal('SHIPMENT');
/** One page: a string; several: an array in page order. */
const pages = z.union([z.string(), z.array(z.string())]);

export const submissionEcho = documented(
  z.object({
    context,
    entityId: z.string(),
    type: documentType,
    submittedBy: described(z.optional(z.string()), 'Echoed only when the request named a submitter.'),
  }),
  { id: 'ImageSubmissionEcho' },
);

export const bucketLocation = documented(
  z.object({ context, entityId: z.string(), type: documentType, bucket: z.string(), fileKey: pages }),
  { id: 'ImageBucketLocation', description: 'Where the document is stored (the default variant).' },
);

export const urlLocation = documented(
  z.object({
    context,
    entityId: z.string(),
    type: documentType,
    locationType: z.literal('url'),
    url: described(pages, 'Presigned addresses that expire (15 minutes by default).'),
  }),
  { id: 'ImageUrlLocation', description: 'Addresses to download the document from (`locationType=url`).' },
);

export const imageLocation = documented(z.union([bucketLocation, urlLocation]), { id: 'ImageLocation' });

export const imageTypes = documented(
  z.object({ shipment: described(z.array(documentType), 'Document types the TMS supports for shipments.') }),
  { id: 'ImageTypes', description: 'Supported document types, by lower-case context.' },
);

export const shipmentImages = documented(
  z.object({
    id: described(z.string(), 'The shipment id.'),
    self: z.string(),
    items: described(z.array(documentType), 'Document types the shipment currently has; empty when none.'),
  }),
  { id: 'ShipmentImages' },
);

export const submission = documented(
  z.object({
    id: z.string(),
    self: z.string(),
    status: z.enum(['pending', 'completed', 'failed'] satisfies SubmissionStatus[]),
    reason: described(z.string(), 'Why the submission failed; empty otherwise.'),
    context,
    entityId: z.string(),
    type: documentType,
    submittedBy: described(z.string(), 'The submitter the request named, or `driver`.'),
    requestedBy: described(
      z.object({
        role: z.enum(['dispatcher', 'driver', 'client', 'import', 'drop-folder']),
        id: z.string(),
        name: z.optional(described(z.string(), "A machine client's name (role `client` only).")),
      }),
      'Who made the submission: the token (`dispatcher`, `driver`, or `client`: an integration, by client id and name), the data import, or, for `drop-folder`, the dropped object (its key is the id).',
    ),
    pages: z.int(),
    createdAt: optionalDateTime,
    completedAt: described(optionalDateTime, 'When processing ended; empty while pending.'),
  }),
  { id: 'ImageSubmissionStatus' },
);

export const uploadTicket = documented(
  z.object({
    bucket: described(z.string(), 'The drop bucket; name it in `POST /images` with `fileKey`.'),
    fileKey: described(z.string(), 'The key the service chose for the upload; name it in `POST /images`.'),
    method: described(z.literal('POST'), 'Send the file as a form POST (multipart/form-data) to `url`.'),
    url: described(z.string(), 'Where to send the form.'),
    headers: described(z.record(z.string(), z.string()), 'Headers to send with the form; none today.'),
    fields: described(
      z.record(z.string(), z.string()),
      'Form fields to send, in this order, before the `file` field that carries the bytes.',
    ),
    expiresAt: described(isoDateTime, 'After this the upload is refused by S3.'),
  }),
  {
    id: 'ImageUploadTicket',
    description:
      'A presigned upload into the drop bucket: S3 itself refuses a file larger than the declared ' +
      '`contentLength`, of another media type, under another key, or after `expiresAt`.',
  },
);
