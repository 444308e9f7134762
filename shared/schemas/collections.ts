import { z } from 'zod';
import { limitParam, offsetParam } from './primitives';

export const pageQuery = z
  .object({ limit: limitParam.optional(), offset: offsetParam.optional() })
  .meta({ id: 'PageQuery' });

export const collectionPage = z
  .object({
    self: z.string(),
    next: z.string().describe('Request for the next page; empty string on the last page.'),
    previous: z
      .string()
      .optional()
      .describe('Request for the previous page; present only after the first page.'),
    items: z.array(z.looseObject({ id: z.string(), self: z.string() })),
  })
  .meta({ id: 'CollectionPage' });
