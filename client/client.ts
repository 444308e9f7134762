import { type RouteId, routes } from '#tools/route-table';
import { TmsApiError } from './api-error';
import type { CallOptions, CollectionRouteId, ItemOf, QueryOf, ResponseOf, RouteArgs } from './route-types';

export interface TmsClientOptions {
  /** Where the API is, e.g. `http://localhost:3000` or the API Gateway URL with its stage. */
  baseUrl: string;
  /** A bearer token, or a function that returns a current one before each request. */
  token: string | (() => string | Promise<string>);
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** One method per route of the route table, named by its id. */
export type RouteMethods = { [Id in RouteId]: (...args: RouteArgs<Id>) => Promise<ResponseOf<Id>> };

type QueryValues = Record<string, string | number | boolean | undefined>;

interface PreparedCall {
  path: string;
  body?: unknown;
  options?: CallOptions;
}

const fillPath = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));

function queryString(values: QueryValues | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values ?? {}))
    if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Takes a route's arguments in the order `RouteArgs` declares them. */
function prepare(id: RouteId, args: readonly unknown[]): PreparedCall {
  const route = routes[id];
  const request: { path?: unknown; query?: unknown; body?: unknown } = route.request;
  const rest = [...args];
  const path = request.path ? (rest.shift() as Record<string, string>) : {};
  const query = request.query ? (rest.shift() as QueryValues | undefined) : undefined;
  const hasBody = request.body !== undefined;
  const body = hasBody ? rest.shift() : undefined;
  const options = rest.shift() as CallOptions | undefined;
  return {
    path: fillPath(route.path, path) + queryString(query),
    ...(hasBody && { body }),
    ...(options && { options }),
  };
}

class Client {
  readonly #baseUrl: string;
  readonly #token: TmsClientOptions['token'];
  readonly #fetch: typeof fetch;

  constructor(options: TmsClientOptions) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#token = options.token;
    this.#fetch = options.fetch ?? globalThis.fetch;
    for (const id of Object.keys(routes) as RouteId[]) {
      Object.defineProperty(this, id, {
        value: async (...args: unknown[]) => (await this.#send(id, prepare(id, args))).body,
      });
    }
  }

  /** A route's whole response (status, headers such as `ETag` and `Location`, body); throws `TmsApiError` on failure. */
  send<Id extends RouteId>(id: Id, ...args: RouteArgs<Id>): Promise<ApiResponse<ResponseOf<Id>>> {
    return this.#send(id, prepare(id, args)) as Promise<ApiResponse<ResponseOf<Id>>>;
  }

  /**
   * Every item of a collection, page after page, following each page's `next`
   * link until it is empty. `limit` sets the page size.
   */
  async *paginate<Id extends CollectionRouteId>(
    id: Id,
    query?: QueryOf<Id>,
    options?: CallOptions,
  ): AsyncGenerator<ItemOf<Id>> {
    const first = prepare(id, [query, options]);
    let page = (await this.#send(id, first)).body as { items: ItemOf<Id>[]; next: string };
    yield* page.items;
    while (page.next) {
      page = (await this.#send(id, { path: page.next, ...(options && { options }) })).body as typeof page;
      yield* page.items;
    }
  }

  async #send(id: RouteId, call: PreparedCall): Promise<ApiResponse<unknown>> {
    const token = typeof this.#token === 'function' ? await this.#token() : this.#token;
    const hasBody = call.body !== undefined;
    const response = await this.#fetch(`${this.#baseUrl}${call.path}`, {
      method: routes[id].method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        ...(hasBody && { 'content-type': 'application/json' }),
        ...(call.options?.ifMatch && { 'if-match': call.options.ifMatch }),
      },
      ...(hasBody && { body: JSON.stringify(call.body) }),
      ...(call.options?.signal && { signal: call.options.signal }),
    });
    const text = await response.text();
    if (!response.ok) throw TmsApiError.fromResponse(response, text);
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  }
}

export type TmsClient = Client & RouteMethods;

/**
 * A typed client of the API, written against the route table: one method per
 * route id, with the route's path, query and body types, resolving to its
 * success body. `new TmsClient({ baseUrl, token })`.
 */
// The constructor defines the route methods one by one; this type says so.
export const TmsClient = Client as new (options: TmsClientOptions) => TmsClient;
