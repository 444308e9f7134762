import * as z from 'zod';
import { limitParam, offsetParam } from './primitives';

export const pageQuery = z
  .object({
    limit: limitParam
      .optional()
      .describe('Items per page, 1 to 1000; the TMS default page size when omitted.'),
    offset: offsetParam.optional().describe('Position in the collection (not an id); 0 when omitted.'),
  })
  .meta({ id: 'PageQuery' });

/** The spec's collection shape (Limits) around one kind of item, registered as `id` in the API document. */
export const collectionPage = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      self: z.string().describe('The exact request for this page.'),
      next: z.string().describe('Request for the next page; empty string on the last page.'),
      previous: z
        .string()
        .optional()
        .describe('Request for the previous page; present only after the first page.'),
      items: z.array(item),
    })
    .meta({ id });
