import { described, documented } from '#shared/schemas/documented';
import * as z from '#shared/schemas/zod';

/** The spec's error body, which every failure of every route has (docs/api-behaviour.md, Requests and errors). */
export const errorBody = documented(
  z.object({
    status: described(z.int(), 'The HTTP status.'),
    description: described(z.string(), 'The status text, e.g. `Not Found`.'),
    data: described(
      z.record(z.string(), z.unknown()),
      'Details, by error: `object_name` and `prop_name` for an invalid request, `failure_messages` for rule violations, `uri` for an unknown resource.',
    ),
    message: z.optional(z.string()),
  }),
  { id: 'Error', description: 'Body of every error response.' },
);

export type ErrorBody = z.output<typeof errorBody>;
