import * as z from 'zod';

/** The spec's error body, which every failure of every route has (decisions.md, HTTP conventions). */
export const errorBody = z
  .object({
    status: z.number().int().describe('The HTTP status.'),
    description: z.string().describe('The status text, e.g. `Not Found`.'),
    data: z
      .record(z.string(), z.unknown())
      .describe(
        'Details, by error: `object_name` and `prop_name` for an invalid request, `failure_messages` for rule violations, `uri` for an unknown resource.',
      ),
    message: z.string().optional(),
  })
  .meta({ id: 'Error', description: 'Body of every error response.' });

export type ErrorBody = z.output<typeof errorBody>;
