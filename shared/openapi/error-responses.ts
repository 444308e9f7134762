import { errorBody as errorBodyOf } from '#shared/http/error-response';
import type { RouteDefinition } from '#shared/http/route';

/** Each error status the API document describes, with what causes it and an example body. */
export const ERROR_RESPONSES = {
  400: {
    name: 'BadRequest',
    description:
      'The request is invalid: `data.object_name` and `data.prop_name` name the offending property, `data.issues` lists every issue; rule violations list `data.failure_messages`.',
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
  },
  403: {
    name: 'Forbidden',
    description:
      "The token's role may not make this request: collections are for dispatchers, a driver reaches only its own plan, events and shipments.",
    example: errorBodyOf(403, 'This token does not allow this request.'),
  },
  404: {
    name: 'NotFound',
    description: 'The resource does not exist; `data.uri` is the requested URI.',
    example: errorBodyOf(404, 'Resource at /shipments/9999 not found', { uri: '/shipments/9999' }),
  },
  409: {
    name: 'Conflict',
    description: 'A concurrent update changed the resource while this one was applied; retry.',
    example: errorBodyOf(409, 'The itinerary was changed by another request. Retry.'),
  },
  412: {
    name: 'PreconditionFailed',
    description: 'The resource has changed since the `ETag` given in `If-Match`; GET it again.',
    example: errorBodyOf(412, 'The resource has changed since the ETag given in If-Match.'),
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'The request body is over 1 MiB.',
    example: errorBodyOf(413, 'The request body exceeds 1048576 bytes.', { limit: 1048576 }),
  },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The request body is not `application/json`.',
    example: errorBodyOf(415, 'Request bodies must be application/json, not text/plain.'),
  },
  422: {
    name: 'UnprocessableContent',
    description: 'Well-formed, but the shipment status does not allow updates.',
    example: errorBodyOf(422, 'Shipment 1006 has a status of cancelled and does not allow updates.', {
      failure_messages: ['Shipment 1006 has a status of cancelled and does not allow updates.'],
    }),
  },
  500: {
    name: 'InternalServerError',
    description: 'An unexpected fault; the body says nothing about internals.',
    example: errorBodyOf(500, 'An unexpected error occurred.'),
  },
  503: {
    name: 'ServiceUnavailable',
    description: 'A dependency is temporarily unavailable; retry later.',
    example: errorBodyOf(503, 'The service is temporarily unavailable. Retry later.'),
  },
} as const;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

/**
 * The errors any route can answer, from what it declares: every route needs a
 * token and may fail; a request with parameters or a body can be invalid; a
 * path naming a resource can miss; a JSON body can be too large or not JSON.
 * Route-specific ones (If-Match, business refusals) come from `extraErrors`.
 */
export function errorStatusesOf(
  route: RouteDefinition,
  extraErrors: readonly ErrorStatus[] = [],
): ErrorStatus[] {
  const { path, query, body } = route.request;
  const statuses = new Set<ErrorStatus>([401, 403, 500, 503, ...extraErrors]);
  if (path || query || body) statuses.add(400);
  if (path) statuses.add(404);
  if (body) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}
