import type { operations as Operations, webhooks as Webhooks } from './generated/openapi.js';
import type { OperationId } from './generated/operations.js';

export type { OperationId };

type Parameters<Id extends OperationId> = Operations[Id]['parameters'];

/**
 * A parameter as the caller may give it: a plain string parameter also takes
 * a number (`{ limit: 50 }`, `{ version: 1 }`), written in decimal.
 */
type Lenient<T> = {
  [K in keyof T]: string extends NonNullable<T[K]> ? T[K] | number : T[K];
};

/** Path parameters, e.g. `{ shipmentId: '1004' }`. */
export type PathOf<Id extends OperationId> = Lenient<NonNullable<Parameters<Id>['path']>>;

/** Query parameters, e.g. `{ limit: 50 }`; the client writes them into the query string. */
export type QueryOf<Id extends OperationId> = Lenient<NonNullable<Parameters<Id>['query']>>;

/** The JSON request body; properties the service defaults may be left out. */
export type BodyOf<Id extends OperationId> = JsonOf<NonNullable<Operations[Id]['requestBody']>>;

/** The JSON content of a request body or response; `never` when there is none. */
type JsonOf<Message> = [Message] extends [never]
  ? never
  : Message extends { content: { 'application/json': infer B } }
    ? B
    : never;

type Responses<Id extends OperationId> = Operations[Id]['responses'];
type SuccessStatus = 200 | 201 | 202 | 204;

/** The success body of an operation (`undefined` for 204). */
export type ResponseOf<Id extends OperationId> = {
  [S in keyof Responses<Id>]: S extends SuccessStatus
    ? [JsonOf<Responses<Id>[S]>] extends [never]
      ? undefined
      : JsonOf<Responses<Id>[S]>
    : never;
}[keyof Responses<Id>];

/** Each option may be given as `undefined` (as absent), also under `exactOptionalPropertyTypes`. */
export interface CallOptions {
  /**
   * The `ETag` of an earlier GET: the change fails with 412 if the resource
   * changed since. `null` (what `headers.get('etag')` gives without one) sends none.
   */
  ifMatch?: string | null | undefined;
  /** The `ETag` the caller has: a conditional GET (see `getIfChanged`); `null` sends none. */
  ifNoneMatch?: string | null | undefined;
  /**
   * On operations that honour `Idempotency-Key`: the key to send (the same for
   * every retry of one request), or `false` to send none.
   * @default a new `crypto.randomUUID()` per call, kept across the client's own retries
   */
  idempotencyKey?: string | false | undefined;
  signal?: AbortSignal | undefined;
}

type HasPath<Id extends OperationId> = [NonNullable<Parameters<Id>['path']>] extends [never] ? false : true;
type HasQuery<Id extends OperationId> = [NonNullable<Parameters<Id>['query']>] extends [never] ? false : true;
type HasBody<Id extends OperationId> = [BodyOf<Id>] extends [never] ? false : true;

/**
 * An operation method's arguments, in this order: path parameters, query
 * (optional when every parameter is), body, options. Each is there only when
 * the operation has it: `getItinerary({ shipmentId })`,
 * `putItinerary({ shipmentId }, body, { ifMatch })`.
 */
export type OperationArgs<Id extends OperationId> = [
  ...(HasPath<Id> extends true ? [path: PathOf<Id>] : []),
  ...(HasQuery<Id> extends true
    ? Record<string, never> extends QueryOf<Id>
      ? [query?: QueryOf<Id>]
      : [query: QueryOf<Id>]
    : []),
  ...(HasBody<Id> extends true ? [body: BodyOf<Id>] : []),
  options?: CallOptions,
];

/**
 * Operations that answer a page of a collection (`items` and a `next` link,
 * empty on the last page). Not the event feed (`hasMore`): its `next` is never
 * empty, and `events.after` reads it.
 */
export type CollectionId = {
  [Id in OperationId]: ResponseOf<Id> extends { items: unknown[]; next: string }
    ? ResponseOf<Id> extends { hasMore: boolean }
      ? never
      : Id
    : never;
}[OperationId];

export type ItemOf<Id extends CollectionId> = ResponseOf<Id> extends { items: (infer T)[] } ? T : never;

/** The API document's schemas, e.g. `components['schemas']['Itinerary']`. */
export type { components } from './generated/openapi.js';

/** A webhook's body, by event type: `{ id, type, timestamp, data }`. */
export type WebhookEvent = {
  [Type in keyof Webhooks]: Webhooks[Type] extends {
    post: { requestBody?: { content: { 'application/json': infer B } } };
  }
    ? B
    : never;
}[keyof Webhooks];
