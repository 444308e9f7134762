import { type RouteId, routes } from '#tools/route-table';
import { TmsApiError } from './api-error';
import type { BodyOf, CallOptions, CollectionRouteId, ItemOf, ResponseOf, RouteArgs } from './route-types';

export interface TmsClientOptions {
  /** Where the API is, e.g. `http://localhost:3000` or the API Gateway URL with its stage. */
  baseUrl: string;
  /** A bearer token, or a function that returns a current one before each request. */
  token: string | (() => string | Promise<string>);
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /**
   * Retries of a GET or a keyed request (same `Idempotency-Key`) whose answer
   * was lost (the network failed) or was 503, after `Retry-After` seconds.
   * @default 0
   */
  retries?: number;
}

/** A conditional GET's outcome: unchanged since the `ETag` given, or the new body and its `ETag`. */
export type Polled<T> = { notModified: true; etag: string } | { notModified: false; etag: string; body: T };

/** One page of a document to upload: its bytes and their media type. */
export interface UploadPage {
  bytes: Uint8Array;
  contentType: BodyOf<'createImageUpload'>['contentType'];
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** One method per route of the route table, named by its id. */
export type RouteMethods = { [Id in RouteId]: (...args: RouteArgs<Id>) => Promise<ResponseOf<Id>> };

// The platform's own (browsers and Node alike), not node: modules.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Wait before retrying after a network failure, times the attempt number. */
const RETRY_DELAY_MS = 200;

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
  readonly #retries: number;

  constructor(options: TmsClientOptions) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#token = options.token;
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#retries = options.retries ?? 0;
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
   * A conditional GET, for polling: with `ifNoneMatch` (the `ETag` of the last
   * answer) the service answers 304 while nothing shown changed, and this
   * resolves `{ notModified: true }` without a body.
   */
  async getIfChanged<Id extends RouteId>(id: Id, ...args: RouteArgs<Id>): Promise<Polled<ResponseOf<Id>>> {
    const { status, headers, body } = await this.#send(id, prepare(id, args));
    const etag = headers.get('etag') ?? '';
    return status === 304
      ? { notModified: true, etag }
      : { notModified: false, etag, body: body as ResponseOf<Id> };
  }

  /**
   * Every item of a collection, page after page, following each page's `next`
   * link until it is empty. The arguments are the route method's (path
   * parameters of a nested collection, then the query): `limit` sets the page size.
   */
  async *paginate<Id extends CollectionRouteId>(id: Id, ...args: RouteArgs<Id>): AsyncGenerator<ItemOf<Id>> {
    const first = prepare(id, args);
    const { options } = first;
    let page = (await this.#send(id, first)).body as { items: ItemOf<Id>[]; next: string };
    yield* page.items;
    while (page.next) {
      page = (await this.#send(id, { path: page.next, ...(options && { options }) })).body as typeof page;
      yield* page.items;
    }
  }

  /**
   * Gets files from a device to a document submission in one call, as a field
   * app does: for each page, asks `POST /images/uploads` for a presigned form,
   * sends the bytes straight to storage with it, then submits every page with
   * `POST /images`. Resolves the submission's echo and `Location` to follow.
   * A page storage refuses (too large, another type, expired) throws a
   * `TmsApiError` with storage's status and message.
   */
  async uploadAndSubmit(
    document: Omit<BodyOf<'createImageUpload'>, 'contentType' | 'contentLength'> & { submittedBy?: string },
    pages: readonly UploadPage[],
    options?: CallOptions,
  ): Promise<{ echo: ResponseOf<'submitImage'>; location: string }> {
    const { submittedBy, ...target } = document;
    const fileKeys: string[] = [];
    let bucket = '';
    for (const page of pages) {
      const ticket = (
        await this.#send(
          'createImageUpload',
          prepare('createImageUpload', [
            { ...target, contentType: page.contentType, contentLength: page.bytes.byteLength },
            options,
          ]),
        )
      ).body as ResponseOf<'createImageUpload'>;
      await this.#upload(ticket, page, options?.signal);
      bucket = ticket.bucket;
      fileKeys.push(ticket.fileKey);
    }
    const submission = {
      ...target,
      bucket,
      fileKey: fileKeys.length === 1 ? (fileKeys[0] ?? '') : fileKeys,
      ...(submittedBy !== undefined && { submittedBy }),
    };
    const { body, headers } = await this.#send('submitImage', prepare('submitImage', [submission, options]));
    return { echo: body as ResponseOf<'submitImage'>, location: headers.get('location') ?? '' };
  }

  async #upload(
    ticket: ResponseOf<'createImageUpload'>,
    page: UploadPage,
    signal?: AbortSignal,
  ): Promise<void> {
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    // The file goes last: S3 ignores form fields after it.
    form.append('file', new Blob([page.bytes], { type: page.contentType }), 'page');
    const response = await this.#fetch(ticket.url, {
      method: ticket.method,
      headers: ticket.headers,
      body: form,
      ...(signal && { signal }),
    });
    if (!response.ok) throw TmsApiError.fromResponse(response, await response.text());
  }

  async #send(id: RouteId, call: PreparedCall): Promise<ApiResponse<unknown>> {
    const route = routes[id];
    const options = call.options;
    // One key per call, the same for each of its retries: the service runs the request once.
    const idempotencyKey = route.idempotent ? (options?.idempotencyKey ?? crypto.randomUUID()) : false;
    const retriable = route.method === 'GET' || idempotencyKey !== false;
    for (let attempt = 0; ; attempt++) {
      const retriesLeft = retriable && attempt < this.#retries;
      let response: Response;
      try {
        response = await this.#attempt(route.method, call, idempotencyKey);
      } catch (error) {
        if (!retriesLeft || options?.signal?.aborted) throw error;
        await sleep(RETRY_DELAY_MS * (attempt + 1));
        continue;
      }
      const text = await response.text();
      if (response.status === 503 && retriesLeft) {
        await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
        continue;
      }
      if (!response.ok && response.status !== 304) throw TmsApiError.fromResponse(response, text);
      return {
        status: response.status,
        headers: response.headers,
        body: text ? JSON.parse(text) : undefined,
      };
    }
  }

  async #attempt(method: string, call: PreparedCall, idempotencyKey: string | false): Promise<Response> {
    const token = typeof this.#token === 'function' ? await this.#token() : this.#token;
    const hasBody = call.body !== undefined;
    const options = call.options;
    return this.#fetch(`${this.#baseUrl}${call.path}`, {
      method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        ...(hasBody && { 'content-type': 'application/json' }),
        ...(options?.ifMatch && { 'if-match': options.ifMatch }),
        ...(options?.ifNoneMatch && { 'if-none-match': options.ifNoneMatch }),
        ...(idempotencyKey !== false && { 'idempotency-key': idempotencyKey }),
      },
      ...(hasBody && { body: JSON.stringify(call.body) }),
      ...(options?.signal && { signal: options.signal }),
    });
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
