import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import type { BodyLimits, ParsedRequest, RouteDefinition, RouteRequest } from '#shared/routing/route';
import {
  BadRequestError,
  PayloadTooLargeError,
  RuleViolationError,
  UnsupportedMediaTypeError,
} from './errors';
import { isJsonMediaType } from './media-type';
import { parseOrThrow } from './validation';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;

/** The largest body any route takes; a route's `bodyLimits` can only be tighter. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Refuses bytes that are not UTF-8 rather than reading them as U+FFFD, which would be stored as such. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The body as text, refused when it has more bytes than `maxBytes`: the bytes
 * received are counted (a `Content-Length` header is never believed), before
 * anything parses them. API Gateway hands over as base64 a body it does not
 * take for text (so does the local server, for bytes that are not UTF-8): its
 * bytes must be UTF-8, else a 400 naming the body.
 */
function rawBody(event: HttpEvent, maxBytes: number): string | undefined {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const bytes = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : undefined;
  const size = bytes?.length ?? Buffer.byteLength(event.body, 'utf8');
  if (size > maxBytes) throw new PayloadTooLargeError(maxBytes);
  if (bytes === undefined) return event.body;
  try {
    return utf8.decode(bytes);
  } catch {
    throw new BadRequestError('The request body is not valid UTF-8.', { object_name: 'body' });
  }
}

function parseJsonBody(event: HttpEvent, limits: BodyLimits): unknown {
  const text = rawBody(event, limits.bytes);
  if (text === undefined) return undefined;
  // A body without a Content-Type is refused too: its media type is not declared as JSON.
  const contentType = event.headers['content-type'];
  if (contentType === undefined || !isJsonMediaType(contentType)) {
    throw new UnsupportedMediaTypeError(contentType);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new BadRequestError(`The request body is not valid JSON: ${(error as Error).message}`, {
      object_name: 'body',
    });
  }
  const violations = limits.violations?.(json) ?? [];
  if (violations.length > 0) throw new RuleViolationError(violations);
  return json;
}

/**
 * API Gateway joins repeated query parameters with commas; a repeated scalar
 * parameter is ambiguous, so it is refused by the schema as an invalid value.
 */
function queryOf(event: HttpEvent): Record<string, string> {
  return { ...(event.queryStringParameters ?? {}) } as Record<string, string>;
}

/** Parses path, query and body against the route's schemas; every failure is a typed 400/413/415. */
export function parseRequest<R extends RouteRequest>(
  route: RouteDefinition<R>,
  event: HttpEvent,
): ParsedRequest<R> {
  const { path, query, body } = route.request;
  const rawJson = body ? parseJsonBody(event, route.bodyLimits ?? { bytes: MAX_BODY_BYTES }) : undefined;
  return {
    path: path ? parseOrThrow(path, event.pathParameters ?? {}, 'path') : undefined,
    query: query ? parseOrThrow(query, queryOf(event), 'query') : undefined,
    body: body ? parseOrThrow(body, rawJson, 'body') : undefined,
  } as ParsedRequest<R>;
}

/** The URI of the request as the caller wrote it (path and query), used for `self` links. */
export function requestUri(event: HttpEvent): string {
  return event.rawQueryString ? `${event.rawPath}?${event.rawQueryString}` : event.rawPath;
}

/**
 * API Gateway's id of the request: what the caller gets as `x-request-id`, what
 * the access log and every log line of the request carry. A direct invocation
 * without API Gateway falls back to Lambda's own request id.
 */
export function requestIdOf(event: HttpEvent, context: Pick<Context, 'awsRequestId'>): string {
  return event.requestContext?.requestId ?? context.awsRequestId;
}

/**
 * The path a request names, written one way: the route's template filled with
 * its decoded parameters, each percent-encoded as `encodeURIComponent` does.
 * `/drivers/D-1/non-shipment-events/NS%2D6` and `.../NS-6` name the same
 * event, and so get the same path here (an idempotency scope is keyed by it).
 */
export function canonicalPath(template: string, parameters: Record<string, string | undefined> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(parameters[name] ?? ''));
}
