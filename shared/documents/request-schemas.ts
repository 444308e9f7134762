import { DOCUMENT_MEDIA_TYPES, DOCUMENT_TYPES, MAX_PAGE_BYTES } from '#shared/domain/types';
import { documented } from '#shared/schemas/documented';
import { boundedString, identifier } from '#shared/schemas/primitives';
import * as z from '#shared/schemas/zod';
import { fileKeyProblem } from './file-key';

const MAX_PAGES = 50;
const pageList = (item: z.ZodMiniString) =>
  z.union([item, z.array(item).check(z.minLength(1), z.maxLength(MAX_PAGES))]);

/** A drop-bucket key, refused unless it names exactly one object as written. */
export const fileKey = boundedString(1024, 1).check(
  z.superRefine((key, ctx) => {
    const problem = fileKeyProblem(key);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', input: key, message: `fileKey ${problem}` });
  }),
);

/** POST /images: exactly one of bucket+fileKey (object storage) or locationType+url. */
const imageSubmissionFields = z.object({
  context: z.literal('SHIPMENT'),
  entityId: identifier,
  type: z.enum(DOCUMENT_TYPES),
  bucket: z.optional(boundedString(63, 3)),
  fileKey: z.optional(pageList(fileKey)),
  locationType: z.optional(z.literal('url')),
  url: z.optional(pageList(boundedString(2048, 1))),
  submittedBy: z.optional(boundedString(256, 1)),
});

export const imageSubmission = documented(
  imageSubmissionFields.check(
    z.superRefine((body, ctx) => {
      const byBucket = body.bucket !== undefined || body.fileKey !== undefined;
      const byUrl = body.locationType !== undefined || body.url !== undefined;
      const missing = (path: string) =>
        ctx.addIssue({ code: 'invalid_type', expected: 'string', path: [path], message: 'Required' });
      if (byBucket && byUrl) {
        ctx.addIssue({
          code: 'custom',
          path: [body.bucket !== undefined ? 'locationType' : 'bucket'],
          message: 'bucket+fileKey and locationType+url are exclusive',
        });
      } else if (byUrl) {
        if (body.locationType === undefined) missing('locationType');
        if (body.url === undefined) missing('url');
      } else {
        if (body.bucket === undefined) missing('bucket');
        if (body.fileKey === undefined) missing('fileKey');
      }
    }),
  ),
  { id: 'ImageSubmission' },
);

export const imageQuery = documented(
  z.object({
    context: z.literal('SHIPMENT'),
    entityId: identifier,
    type: z.enum(DOCUMENT_TYPES),
    locationType: z.optional(z.literal('url')),
  }),
  { id: 'ImageQuery' },
);

export const submissionPath = z.object({ submissionId: identifier });

/** POST /images/uploads: what is about to be uploaded, declared before the bytes. */
export const uploadRequest = documented(
  z.object({
    context: z.literal('SHIPMENT'),
    entityId: identifier,
    type: z.enum(DOCUMENT_TYPES),
    contentType: documented(z.enum(DOCUMENT_MEDIA_TYPES), {
      description: 'The media type of the file; one of the formats the TMS accepts (settings.imageFormats).',
    }),
    contentLength: documented(z.int().check(z.minimum(1), z.maximum(MAX_PAGE_BYTES)), {
      description: 'The size of the file in bytes: the upload may be at most this large (25 MiB at most).',
    }),
  }),
  { id: 'ImageUploadRequest' },
);

export type ImageSubmission = z.output<typeof imageSubmission>;
export type ImageQuery = z.output<typeof imageQuery>;
export type UploadRequest = z.output<typeof uploadRequest>;
