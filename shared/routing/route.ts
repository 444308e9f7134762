import type { VariableName } from '#shared/config';
import type { Scope } from '#shared/domain/scopes';
import type * as z from '#shared/schemas/zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Role = 'dispatcher' | 'driver';
/**
 * A class of API Gateway throttle limits a route gets instead of the stage's
 * defaults; each stage sets the limits (`writeThrottlingRateLimit`, ... in cdk.json).
 */
export type ThrottleClass = 'write';

/** What a route's function may touch; the stack grants exactly this and nothing more. */
export interface RouteAccess {
  table?: 'read' | 'write';
  /** `presign` signs GET URLs for stored documents (needs s3:GetObject on the documents bucket). */
  documentsBucket?: 'presign';
  /** `presignUpload` signs form uploads under the drop bucket's `uploads/` (needs s3:PutObject there). */
  dropBucket?: 'presignUpload';
  submissionQueue?: 'send';
  /** `send` hands imports to the import worker (POST /imports). */
  importQueue?: 'send';
  /** `send` queues webhook deliveries it records itself (a test event, a resend). */
  webhookQueue?: 'send';
}

/** The environment variables a function with this access cannot run without, checked at cold start. */
export function environmentNeeded(access: RouteAccess): VariableName[] {
  return [
    ...(access.table ? (['TABLE_NAME'] as const) : []),
    ...(access.documentsBucket ? (['DOCUMENTS_BUCKET'] as const) : []),
    ...(access.submissionQueue ? (['SUBMISSION_QUEUE_URL', 'DROP_BUCKET'] as const) : []),
    ...(access.dropBucket ? (['DROP_BUCKET'] as const) : []),
    ...(access.importQueue ? (['IMPORT_QUEUE_URL', 'DROP_BUCKET'] as const) : []),
    ...(access.webhookQueue ? (['WEBHOOK_QUEUE_URL'] as const) : []),
  ];
}

export interface RouteRequest {
  path?: z.core.$ZodType;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
}

/** Bounds of a request body, checked before any work: the size before it is parsed, the counts before its schema. */
export interface BodyLimits {
  /** The most UTF-8 bytes the body may have: more is `413` naming the limit. */
  bytes: number;
  /** The counting bounds the parsed JSON exceeds, one message each: any is a `400` listing them (`failure_messages`). */
  violations?: (json: unknown) => string[];
}

export interface RouteDefinition<
  R extends RouteRequest = RouteRequest,
  B extends z.core.$ZodType = z.core.$ZodType,
> {
  method: HttpMethod;
  /** API Gateway path template, e.g. `/drivers/{driverId}/plans`. */
  path: string;
  /** Module exporting `handler`, relative to the project root. */
  handler: string;
  summary: string;
  /** Roles whose tokens may call the route at all; finer rules live in the domain. */
  roles: readonly Role[];
  /** The scope a machine client's token needs (it then acts with a dispatcher's reach). */
  scope: Scope;
  /** Other scopes any of which also lets a machine client call it (the event feed: every read scope of an event type). */
  alsoScopes?: readonly Scope[];
  request: R;
  access: RouteAccess;
  /**
   * Success status and a schema of the success body, for the API document and
   * the typed client. `creates`: a PUT that creates the resource its path
   * names when there is none, answering 201 with `Location` (the same body)
   * besides the 200 of a replacement, and never 404.
   */
  response: { status: number; body?: B; creates?: boolean };
  /**
   * Honours `Idempotency-Key`: a retry with the same key is answered the first
   * answer again, never run twice (docs/api-behaviour.md, Safe retries and polling).
   * @default false
   */
  idempotent?: boolean;
  /**
   * A GET whose answer carries a strong `ETag` (the handler's own `etag`
   * header, or else a hash of the body) and honours `If-None-Match` with 304.
   * @default false
   */
  conditional?: boolean;
  /**
   * Lower throttle limits for this route in AWS: writes that cost the most
   * (a document submission, an itinerary replaced) are held to them so that a
   * burst of them leaves room for the rest.
   * @default - the stage's default limits
   */
  throttle?: ThrottleClass;
  /**
   * Tighter bounds for this route's body than every route's 1 MiB.
   * @default - `{ bytes: MAX_BODY_BYTES }` (shared/http/request.ts)
   */
  bodyLimits?: BodyLimits;
}

type Parsed<T> = T extends z.core.$ZodType ? z.output<T> : undefined;

export interface ParsedRequest<R extends RouteRequest> {
  path: Parsed<R['path']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
}

/** Identity helper that keeps each route's schema types for its handler and for the typed client. */
export function defineRoute<R extends RouteRequest, B extends z.core.$ZodType>(
  route: RouteDefinition<R, B>,
): RouteDefinition<R, B> {
  return route;
}

/** Every scope that lets a machine client call the route, any one of them enough: its scope first. */
export const acceptedScopes = (route: Pick<RouteDefinition, 'scope' | 'alsoScopes'>): Scope[] => [
  route.scope,
  ...(route.alsoScopes ?? []),
];

/** `GET /drivers/{driverId}/plans` — the key API Gateway uses for a route. */
export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;
