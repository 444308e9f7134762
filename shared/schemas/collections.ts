import * as z from '#shared/schemas/zod';
import { described, documented } from './documented';
import { limitParam, offsetParam } from './primitives';

export const pageQuery = documented(
  z.object({
    limit: described(
      z.optional(limitParam),
      'Items per page, 1 to 1000; the TMS default page size when omitted.',
    ),
    offset: described(
      z.optional(offsetParam),
      'Position in the collection (not an id), at most 2147483647; 0 when omitted.',
    ),
  }),
  { id: 'PageQuery' },
);

/** The spec's collection shape (Limits) around one kind of item, registered as `id` in the API document. */
export const collectionPage = <T extends z.ZodMiniType>(item: T, id: string) =>
  documented(
    z.object({
      self: described(z.string(), 'The exact request for this page.'),
      next: described(z.string(), 'Request for the next page; empty string on the last page.'),
      previous: described(
        z.optional(z.string()),
        'Request for the previous page; present only after the first page.',
      ),
      items: z.array(item),
    }),
    { id },
  );
