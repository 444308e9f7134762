import { idempotencyKey } from '#shared/http/idempotency/keyed-requests';
import type { RouteDefinition } from '#shared/routing/route';
import { documented } from '#shared/schemas/documented';
import * as z from '#shared/schemas/zod';

/**
 * What `idempotent` and `conditional` routes add to the API document: their
 * request headers, response headers, statuses (docs/api-behaviour.md, Safe
 * retries and polling). Declared on the route, never per operation here.
 */
const idempotencyRequestHeaders = z.object({
  'Idempotency-Key': documented(z.optional(idempotencyKey), {
    description:
      'Any 1-255 printable ASCII characters, new for each new request (a UUID). For 24 h, a retry with the same key from the same caller gets the first answer again (`Idempotency-Replayed: true`) and nothing is done twice; the same key with another body is 422; while the first is still running, 409. Refusals (4xx) are not kept: a corrected retry may reuse the key.',
    example: '4d7c1b2e-9a51-4a1e-8d02-1f0f6b3c9e7a',
  }),
});

const conditionalRequestHeaders = z.object({
  'If-None-Match': documented(z.optional(z.string()), {
    description: 'The `ETag` of the answer the client has (or `*`): 304 without a body while it is current.',
    example: '"3"',
  }),
});

const replayedHeader = z.object({
  'Idempotency-Replayed': documented(z.optional(z.literal('true')), {
    description: 'Present on a replay: the answer of the first request with this `Idempotency-Key`.',
  }),
});

const etagHeader = z.object({
  ETag: documented(z.string(), {
    description: 'A strong tag of what the answer shows: for `If-None-Match`.',
    example: '"q3uX0n2wV1vQ8m0t1w0cH0u4A3t5yQ1b2Q6mXj9k2Zs"',
  }),
});

/** The request headers a route's declarations add. */
export const safeRetryRequestHeaders = (route: RouteDefinition) => [
  ...(route.idempotent ? [idempotencyRequestHeaders] : []),
  ...(route.conditional ? [conditionalRequestHeaders] : []),
];

/** The success answer's headers a route's declarations add (before the route's own, which may refine them). */
export const safeRetryResponseHeaders = (route: RouteDefinition) => [
  ...(route.idempotent ? [replayedHeader] : []),
  ...(route.conditional ? [etagHeader] : []),
];

/** A conditional route's 304: no body, the current `ETag`. */
export const notModifiedHeaders = (route: RouteDefinition) => (route.conditional ? etagHeader : undefined);
