import type { HeaderObject } from 'openapi3-ts/oas31';
import { bytesInWords, ITINERARY_BOUNDS } from '#shared/domain/itinerary-bounds';
import { errorBody as errorBodyOf } from '#shared/http/error-response';
import { PayloadTooLargeError, RETRY_AFTER_SECONDS } from '#shared/http/errors';
import { MAX_BODY_BYTES } from '#shared/http/request';
import type { RouteDefinition } from '#shared/routing/route';

interface ErrorResponse {
  name: string;
  description: string;
  example: ReturnType<typeof errorBodyOf>;
  headers?: Record<string, HeaderObject>;
}

/** Each error status the API document describes, with what causes it and an example body. */
export const ERROR_RESPONSES = {
  400: {
    name: 'BadRequest',
    description:
      'The request is invalid: `data.object_name` and `data.prop_name` name the offending property, `data.issues` lists every issue; rule violations list `data.failure_messages`. A request that is not valid HTTP (request line, header, percent-encoding of the path) is refused with it too.',
    example: errorBodyOf(400, "Missing required property 'entityId'.", {
      object_name: 'ImageQuery',
      prop_name: 'entityId',
      issues: [{ path: 'entityId', message: 'Invalid input: expected string, received undefined' }],
    }),
  },
  401: {
    name: 'Unauthorized',
    description: 'No bearer token, or one that is invalid or expired.',
    example: errorBodyOf(401, 'A valid bearer token is required.'),
    headers: {
      'WWW-Authenticate': {
        description: '`Bearer`; `Bearer error="invalid_token"` when a token was sent and refused (RFC 6750).',
        required: true,
        schema: { type: 'string' },
        example: 'Bearer error="invalid_token"',
      },
    },
  },
  403: {
    name: 'Forbidden',
    description:
      "The token's role may not make this request: collections are for dispatchers, a driver reaches only its own plan, events and shipments; an integration's token lacks the operation's scope.",
    example: errorBodyOf(403, 'This token does not allow this request.'),
    headers: {
      'WWW-Authenticate': {
        description:
          'On an integration\'s token without the operation\'s scope: `Bearer error="insufficient_scope", scope="<scope>"` (RFC 6750), and `data.scope` names it.',
        required: false,
        schema: { type: 'string' },
        example: 'Bearer error="insufficient_scope", scope="tms/shipments.read"',
      },
    },
  },
  404: {
    name: 'NotFound',
    description: 'The resource does not exist; `data.uri` is the requested URI.',
    example: errorBodyOf(404, 'Resource at /shipments/9999 not found', { uri: '/shipments/9999' }),
  },
  405: {
    name: 'MethodNotAllowed',
    description:
      'The path exists, but not with this method (any method the document does not list for it): `Allow` and `data.allowed` name the methods it has.',
    example: errorBodyOf(405, 'Allowed methods: GET, PUT.', { allowed: ['GET', 'PUT'] }),
    headers: {
      Allow: {
        description: "The path's methods.",
        required: true,
        schema: { type: 'string' },
        example: 'GET, PUT',
      },
    },
  },
  409: {
    name: 'Conflict',
    description:
      'A concurrent update changed the resource while this one was applied; or a request with the same `Idempotency-Key` is still running: retry. On an itinerary `PUT`, also another write of the shipment under way (`The shipment is being changed by another request; …`): the `If-Match` given is still current, and the same request gets through after `Retry-After` seconds at most. On `POST /images`, also an upload named in `fileKey` that an earlier submission took (`data.prop_name: fileKey`; an upload is submitted once): not worth retrying.',
    example: errorBodyOf(409, 'The itinerary was changed by another request. Retry.'),
    headers: {
      'Retry-After': {
        description:
          'When another write of the shipment holds it: seconds until that write ends or can be taken over.',
        required: false,
        schema: { type: 'integer', minimum: 1 },
        example: 30,
      },
    },
  },
  412: {
    name: 'PreconditionFailed',
    description: 'The resource has changed since the `ETag` given in `If-Match`; GET it again.',
    example: errorBodyOf(412, 'The resource has changed since the ETag given in If-Match.'),
  },
  410: {
    name: 'Gone',
    description:
      'On `GET /events`: events after the cursor were removed (kept `eventRetentionDays`, 30 by default). `data.oldest` is the oldest event still kept (null when none), `data.resume` the cursor a page from it takes; what changed between is read from the resources themselves (docs/webhooks.md, Catching up).',
    example: errorBodyOf(
      410,
      'Events after this cursor are no longer kept (retention); resume from data.resume and reconcile.',
      { oldest: 'ZjE6cHJvZDo0MzEy', resume: 'ZjE6cHJvZDo0MzEx' },
    ),
  },
  413: {
    name: 'PayloadTooLarge',
    description: `The request body is over its limit in UTF-8 bytes (\`data.limit\`): ${bytesInWords(MAX_BODY_BYTES)}, ${bytesInWords(ITINERARY_BOUNDS.bodyBytes)} for an itinerary \`PUT\` (docs/api-behaviour.md, Itinerary size).`,
    example: errorBodyOf(413, new PayloadTooLargeError(ITINERARY_BOUNDS.bodyBytes).message, {
      limit: ITINERARY_BOUNDS.bodyBytes,
    }),
  },
  415: {
    name: 'UnsupportedMediaType',
    description:
      'The request has a body whose `Content-Type` is not `application/json` (with no parameter but `charset=utf-8`), or has no `Content-Type`.',
    example: errorBodyOf(415, 'Request bodies must be application/json (UTF-8), not text/plain.'),
  },
  422: {
    name: 'UnprocessableContent',
    description:
      'Well-formed, but the shipment status does not allow updates; or the `Idempotency-Key` was already used with another body.',
    example: errorBodyOf(422, 'Shipment 1006 has a status of cancelled and does not allow updates.', {
      failure_messages: ['Shipment 1006 has a status of cancelled and does not allow updates.'],
    }),
  },
  429: {
    name: 'TooManyRequests',
    description:
      "The caller's request budget is spent (a machine client's, a driver's): retry after `Retry-After` seconds; `RateLimit-Policy` and `RateLimit` say the budget and what is left. Nothing was done, and a keyed request's key stays free.",
    example: errorBodyOf(429, "This caller's request budget is spent. Retry after 1 second.", {
      retry_after: 1,
    }),
    headers: {
      'Retry-After': {
        description: 'Whole seconds until the budget allows one more request.',
        required: true,
        schema: { type: 'integer', minimum: 1 },
        example: 1,
      },
    },
  },
  431: {
    name: 'RequestHeaderFieldsTooLarge',
    description: 'The request headers are too large.',
    example: errorBodyOf(431, 'The request headers are too large.'),
  },
  500: {
    name: 'InternalServerError',
    description: 'An unexpected fault; the body says nothing about internals.',
    example: errorBodyOf(500, 'An unexpected error occurred.'),
  },
  503: {
    name: 'ServiceUnavailable',
    description: 'A dependency is temporarily unavailable; retry after `Retry-After` seconds.',
    example: errorBodyOf(503, 'The service is temporarily unavailable. Retry later.'),
    headers: {
      'Retry-After': {
        description: 'Seconds to wait before retrying.',
        required: true,
        schema: { type: 'integer', minimum: 1 },
        example: RETRY_AFTER_SECONDS,
      },
    },
  },
} as const satisfies Record<number, ErrorResponse>;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

/**
 * What any request can be answered, before or whatever the route: malformed
 * (400), no valid token (401), a role the route refuses (403), another method
 * on the path (405), a body over 1 MiB (413), a caller over its request
 * budget (429), headers too large (431), a fault (500) or a dependency down (503).
 */
const ANY_REQUEST_ERRORS: readonly ErrorStatus[] = [400, 401, 403, 405, 413, 429, 431, 500, 503];

/**
 * The errors a route can answer, from what it declares: those of any request;
 * a path naming a resource can miss (unless the route creates it); a body can be of another media type.
 * an idempotent route's key can be in use or reused. Route-specific ones
 * (If-Match, business refusals) come from `extraErrors`.
 */
export function errorStatusesOf(
  route: RouteDefinition,
  extraErrors: readonly ErrorStatus[] = [],
): ErrorStatus[] {
  const { path, body } = route.request;
  const statuses = new Set<ErrorStatus>([...ANY_REQUEST_ERRORS, ...extraErrors]);
  // A PUT that creates what its path names never misses it.
  if (path && !route.response.creates) statuses.add(404);
  if (body) statuses.add(415);
  // Idempotency-Key in use (409) or reused with another body (422).
  if (route.idempotent) for (const status of [409, 422] as const) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}
