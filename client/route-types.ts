import type * as z from '#shared/schemas/zod';
import type { RouteId, routes } from '#tools/route-table';

type Routes = typeof routes;
type RequestOf<Id extends RouteId> = Routes[Id]['request'];

/** The success body of a route, as its response schema describes it. */
export type ResponseOf<Id extends RouteId> = z.output<NonNullable<Routes[Id]['response']['body']>>;

/** Path parameters, e.g. `{ shipmentId: '1001' }`. */
export type PathOf<Id extends RouteId> =
  RequestOf<Id> extends { path: infer S extends z.core.$ZodType } ? z.output<S> : never;

/** Query parameters as values (`{ limit: 50 }`); the client writes them into the query string. */
export type QueryOf<Id extends RouteId> =
  RequestOf<Id> extends { query: infer S extends z.core.$ZodType } ? z.output<S> : never;

/** The request body as the route accepts it: properties with defaults may be left out. */
export type BodyOf<Id extends RouteId> =
  RequestOf<Id> extends { body: infer S extends z.core.$ZodType } ? z.input<S> : never;

export interface CallOptions {
  /** The `ETag` of an earlier GET: the update fails with 412 if the resource changed since. */
  ifMatch?: string;
  /**
   * On routes that honour `Idempotency-Key`: the key to send (the same for
   * every retry of one request), or `false` to send none.
   * @default a new `crypto.randomUUID()` per call, kept across the client's own retries
   */
  idempotencyKey?: string | false;
  /** The `ETag` the caller has: a conditional GET (see `getIfChanged`). */
  ifNoneMatch?: string;
  signal?: AbortSignal;
}

/**
 * A route method's arguments, in this order: path parameters, query (optional
 * when every parameter is), body, options. Each is there only when the route
 * has it: `getItinerary({ shipmentId })`, `putItinerary({ shipmentId }, body, { ifMatch })`.
 */
export type RouteArgs<Id extends RouteId> = [
  ...(RequestOf<Id> extends { path: z.core.$ZodType } ? [path: PathOf<Id>] : []),
  ...(RequestOf<Id> extends { query: z.core.$ZodType }
    ? Record<string, never> extends QueryOf<Id>
      ? [query?: QueryOf<Id>]
      : [query: QueryOf<Id>]
    : []),
  ...(RequestOf<Id> extends { body: z.core.$ZodType } ? [body: BodyOf<Id>] : []),
  options?: CallOptions,
];

/** Routes that answer a page of a collection (`items` and a `next` link). */
export type CollectionRouteId = {
  [Id in RouteId]: ResponseOf<Id> extends { items: unknown[]; next: string } ? Id : never;
}[RouteId];

export type ItemOf<Id extends CollectionRouteId> = ResponseOf<Id> extends { items: (infer T)[] } ? T : never;
