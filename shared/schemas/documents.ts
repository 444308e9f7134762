import * as z from 'zod';
import { DOCUMENT_TYPES } from '#shared/domain/types';
import { identifier } from './primitives';

const MAX_PAGES = 50;
const pageList = (item: z.ZodString) => z.union([item, z.array(item).min(1).max(MAX_PAGES)]);

/** POST /images: exactly one of bucket+fileKey (object storage) or locationType+url. */
export const imageSubmission = z
  .object({
    context: z.literal('SHIPMENT'),
    entityId: identifier,
    type: z.enum(DOCUMENT_TYPES),
    bucket: z.string().min(3).max(63).optional(),
    fileKey: pageList(z.string().min(1).max(1024)).optional(),
    locationType: z.literal('url').optional(),
    url: pageList(z.string().min(1).max(2048)).optional(),
    submittedBy: z.string().min(1).max(256).optional(),
  })
  .superRefine((body, ctx) => {
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
  })
  .meta({ id: 'ImageSubmission' });

export const imageQuery = z
  .object({
    context: z.literal('SHIPMENT'),
    entityId: identifier,
    type: z.enum(DOCUMENT_TYPES),
    locationType: z.literal('url').optional(),
  })
  .meta({ id: 'ImageQuery' });

export const submissionPath = z.object({ submissionId: identifier });

export type ImageSubmission = z.output<typeof imageSubmission>;
export type ImageQuery = z.output<typeof imageQuery>;
