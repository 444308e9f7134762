import { TmsApiError } from './api-error.js';
import {
  type EventPage,
  type EventQuery,
  type EventType,
  eventPageOf,
  type FeedEventOf,
  feedQueryOf,
} from './events.js';
import { type OperationId, operations } from './generated/operations.js';
import { importCalls } from './imports.js';
import { MASTER_OPERATIONS, type MasterKind, type StoredMasterRecord } from './master-data.js';
import { type RequestBudget, requestBudgetOf } from './rate-limit.js';
import { type PreparedCall, prepare, RETRY_DELAY_MS, RETRY_LATER, retryAfterMs, sleep } from './request.js';
import { staticToken, type TokenProvider } from './token.js';
import type { BodyOf, CallOptions, CollectionId, ItemOf, OperationArgs, ResponseOf } from './types.js';
import { type UploadedDocument, type UploadPage, uploadPage } from './uploads.js';

export interface TmsClientOptions {
  /** Where the API is, e.g. `http://localhost:3000` or the API Gateway URL with its stage. */
  baseUrl: string;
  /**
   * A bearer token (a person's ID token), a provider of current ones
   * (`clientCredentials(...)` for an integration), or a function returning one
   * before each request. A provider that can `invalidate` gets a 401's token
   * back, and the request is sent once more with a fresh one.
   */
  token: string | TokenProvider | (() => string | Promise<string>);
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /**
   * Retries of a GET or a keyed request (same `Idempotency-Key`) whose answer
   * was lost (the network failed), 503 (a dependency down) or 429 (the
   * caller's request budget spent, or API Gateway's throttling), after
   * `Retry-After` when the answer says.
   * @default 0
   */
  retries?: number;
}

/** A conditional GET's outcome: unchanged since the `ETag` given, or the new body and its `ETag`. */
export type Polled<T> = { notModified: true; etag: string } | { notModified: false; etag: string; body: T };

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** One method per operation of the API, named by its operationId. */
export type OperationMethods = {
  [Id in OperationId]: (...args: OperationArgs<Id>) => Promise<ResponseOf<Id>>;
};

function tokenProviderOf(token: TmsClientOptions['token']): TokenProvider {
  if (typeof token === 'string') return staticToken(token);
  if (typeof token === 'function') return { getToken: async () => token() };
  return token;
}

class Client {
  readonly #baseUrl: string;
  readonly #tokens: TokenProvider;
  readonly #fetch: typeof fetch;
  readonly #retries: number;
  #budget: RequestBudget | undefined;

  constructor(options: TmsClientOptions) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#tokens = tokenProviderOf(options.token);
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#retries = options.retries ?? 0;
    for (const id of Object.keys(operations) as OperationId[]) {
      Object.defineProperty(this, id, {
        value: async (...args: unknown[]) => (await this.#send(id, prepare(id, args))).body,
      });
    }
  }

  /** An operation's whole response (status, headers such as `ETag` and `Location`, body); throws `TmsApiError` on failure. */
  send<Id extends OperationId>(id: Id, ...args: OperationArgs<Id>): Promise<ApiResponse<ResponseOf<Id>>> {
    return this.#send(id, prepare(id, args)) as Promise<ApiResponse<ResponseOf<Id>>>;
  }

  /**
   * A conditional GET, for polling: with `ifNoneMatch` (the `ETag` of the last
   * answer) the service answers 304 while nothing shown changed, and this
   * resolves `{ notModified: true }` without a body.
   */
  async getIfChanged<Id extends OperationId>(
    id: Id,
    ...args: OperationArgs<Id>
  ): Promise<Polled<ResponseOf<Id>>> {
    const { status, headers, body } = await this.#send(id, prepare(id, args));
    const etag = headers.get('etag') ?? '';
    return status === 304
      ? { notModified: true, etag }
      : { notModified: false, etag, body: body as ResponseOf<Id> };
  }

  /**
   * The event feed (`GET /events`), oldest first. `after(cursor)` yields every
   * event after the cursor, following each page's `next` while `hasMore` says
   * more follow (a page a filter or the caller's scopes emptied included), and
   * ends at the newest; it returns the cursor to store then. Store each
   * `event.position` once handled, and start from it next time: nothing is
   * missed and nothing comes twice (dedupe webhook deliveries by `event.id`).
   * `pages(cursor)` gives each page's cursor, an empty page's too; `head()` is
   * the cursor at the newest event (read from the oldest kept: one request on
   * an empty feed, one per 1000 events otherwise), to read only what comes
   * next. Without a cursor, from the oldest event kept; a cursor older than
   * the events kept is a `TmsApiError` with status 410 naming `data.resume`.
   */
  readonly events = {
    after: <Types extends EventType = EventType>(
      cursor?: string,
      query: EventQuery<Types> = {},
      options?: CallOptions,
    ) => this.#eventsAfter(cursor, query, options),
    pages: <Types extends EventType = EventType>(
      cursor?: string,
      query: EventQuery<Types> = {},
      options?: CallOptions,
    ) => this.#eventPages(cursor, query, options),
    head: async (options?: CallOptions): Promise<string> => {
      let cursor = '';
      for await (const page of this.#eventPages(undefined, { limit: 1000 }, options)) cursor = page.cursor;
      return cursor;
    },
  };

  async *#eventPages<Types extends EventType>(
    cursor: string | undefined,
    query: EventQuery<Types>,
    options: CallOptions | undefined,
  ): AsyncGenerator<EventPage<Types>, void, undefined> {
    let call = prepare('listEvents', [feedQueryOf(cursor, query), options]);
    for (;;) {
      const page = eventPageOf<Types>(
        (await this.#send('listEvents', call)).body as ResponseOf<'listEvents'>,
      );
      yield page;
      if (!page.hasMore) return;
      call = prepare('listEvents', [feedQueryOf(page.cursor, query), options]);
    }
  }

  async *#eventsAfter<Types extends EventType>(
    cursor: string | undefined,
    query: EventQuery<Types>,
    options: CallOptions | undefined,
  ): AsyncGenerator<FeedEventOf<Types>, string | undefined, undefined> {
    let last = cursor;
    for await (const page of this.#eventPages(cursor, query, options)) {
      yield* page.events;
      last = page.cursor;
    }
    return last;
  }

  /**
   * Every item of a collection, page after page, following each page's `next`
   * link until it is empty. The event feed is no collection (its `next` is
   * always there, to poll): read it with `events.after`. The arguments are the operation method's (path
   * parameters of a nested collection, then the query): `limit` sets the page size.
   */
  async *paginate<Id extends CollectionId>(id: Id, ...args: OperationArgs<Id>): AsyncGenerator<ItemOf<Id>> {
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
   * Shipment calls by what they do: `shipments.put(...)` sends `putShipment`
   * and resolves its whole response: `status` 201 when it created the
   * shipment (`Location`), 200 when it replaced its facts; the `ETag` header,
   * for `ifMatch` on the next PUT of the shipment or of its itinerary.
   */
  readonly shipments = {
    put: (...args: OperationArgs<'putShipment'>): Promise<ApiResponse<ResponseOf<'putShipment'>>> =>
      this.send('putShipment', ...args),
  };

  /** Itinerary calls by what they do: `itinerary.preview(...)` is `previewItinerary(...)`, arguments and answer alike. */
  readonly itinerary = {
    preview: async (...args: OperationArgs<'previewItinerary'>): Promise<ResponseOf<'previewItinerary'>> =>
      (await this.#send('previewItinerary', prepare('previewItinerary', args)))
        .body as ResponseOf<'previewItinerary'>,
  };

  /**
   * Master records by kind: `masterData.put('driver', record)` creates or
   * replaces driver `record.id` (`putDriver`), and resolves the record as
   * stored with its `ETag` and whether it was created (201). `retire` reads
   * the record and puts it back with `active: false`, on condition that it did
   * not change in between (a `TmsApiError` with status 412 if it did).
   */
  readonly masterData = {
    put: async <Kind extends MasterKind>(
      kind: Kind,
      record: BodyOf<(typeof MASTER_OPERATIONS)[Kind]['put']>,
      options?: CallOptions,
    ): Promise<StoredMasterRecord<Kind>> => {
      const { put, param } = MASTER_OPERATIONS[kind];
      const call = prepare(put, [{ [param]: record.id }, record, options]);
      const { status, headers, body } = await this.#send(put, call);
      return {
        record: body as ResponseOf<(typeof MASTER_OPERATIONS)[Kind]['put']>,
        etag: headers.get('etag') ?? '',
        created: status === 201,
      };
    },
    retire: async <Kind extends MasterKind>(
      kind: Kind,
      id: string,
      options?: CallOptions,
    ): Promise<StoredMasterRecord<Kind>> => {
      const { get, param } = MASTER_OPERATIONS[kind];
      const { headers, body } = await this.#send(get, prepare(get, [{ [param]: id }]));
      const { self: _self, plans: _plans, ...record } = body as Record<string, unknown>;
      const retired = { ...record, active: false } as BodyOf<(typeof MASTER_OPERATIONS)[Kind]['put']>;
      return this.masterData.put(kind, retired, { ...options, ifMatch: headers.get('etag') ?? undefined });
    },
  };

  /**
   * Bulk imports: `imports.create({ bucket, fileKey })` starts one
   * (`POST /imports`) and resolves its `id`; `imports.wait(id, { timeoutMs })`
   * polls `GET /imports/{id}` with a backoff until it is `completed` or
   * `failed`, and `imports.watch(id)` yields each change on the way.
   */
  readonly imports = importCalls({
    create: async (body, options) => (await this.send('createImport', body, options)).body,
    get: async (importId, options) => (await this.send('getImport', { importId }, options)).body,
  });

  /**
   * Webhook calls by what they do, arguments and answer as the operation's:
   * - `rotateSecret` (`rotateWebhookSecret`): the new secret, and until when
   *   the previous one still signs deliveries;
   * - `sendTest` (`sendWebhookTestEvent`): a `webhook.test` event to that
   *   subscription alone; the delivery, to follow in `listWebhookDeliveries`;
   * - `resend` (`resendWebhookDelivery`): a delivery sent again, the same
   *   event under the same `webhook-id`, recorded as another attempt.
   */
  readonly webhooks = {
    rotateSecret: (...args: OperationArgs<'rotateWebhookSecret'>) =>
      this.#bodyOf('rotateWebhookSecret', args),
    sendTest: (...args: OperationArgs<'sendWebhookTestEvent'>) => this.#bodyOf('sendWebhookTestEvent', args),
    resend: (...args: OperationArgs<'resendWebhookDelivery'>) => this.#bodyOf('resendWebhookDelivery', args),
  };

  /** An operation's answer body, typed. */
  async #bodyOf<Id extends OperationId>(id: Id, args: readonly unknown[]): Promise<ResponseOf<Id>> {
    return (await this.#send(id, prepare(id, args))).body as ResponseOf<Id>;
  }

  /**
   * Gets files from a device to a document submission in one call, as a field
   * app does: for each page, asks `POST /images/uploads` for a presigned form,
   * sends the bytes straight to storage with it, then submits every page with
   * `POST /images` (with an idempotency key, so a retry submits once).
   * Resolves the submission's echo and the `Location` to follow. A page
   * storage refuses (too large, another type, expired) throws a `TmsApiError`
   * with storage's status and message.
   */
  async uploadAndSubmit(
    document: UploadedDocument,
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
      await uploadPage(this.#fetch, ticket, page, options?.signal);
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

  /**
   * The caller's request budget as the last answer told it (`RateLimit-Policy`
   * and `RateLimit`): undefined until an answer carried it, and for a caller
   * without one (a dispatcher, on most stages).
   */
  get budget(): RequestBudget | undefined {
    return this.#budget;
  }

  async #send(id: OperationId, call: PreparedCall): Promise<ApiResponse<unknown>> {
    const operation = operations[id];
    const options = call.options;
    // One key per call, the same for each of its retries: the service runs the request once.
    const idempotencyKey = operation.idempotent ? (options?.idempotencyKey ?? crypto.randomUUID()) : false;
    const retriable = operation.method === 'GET' || idempotencyKey !== false;
    let renewedToken = false;
    for (let attempt = 0; ; ) {
      const retriesLeft = retriable && attempt < this.#retries;
      const token = await this.#tokens.getToken();
      let response: Response;
      try {
        response = await this.#attempt(operation.method, call, token, idempotencyKey);
      } catch (error) {
        if (!retriesLeft || options?.signal?.aborted) throw error;
        attempt += 1;
        await sleep(RETRY_DELAY_MS * attempt);
        continue;
      }
      const text = await response.text();
      this.#budget = requestBudgetOf(response.headers) ?? this.#budget;
      // A refused token ran nothing: once, with a fresh one from a provider that can renew it.
      if (response.status === 401 && this.#tokens.invalidate && !renewedToken) {
        this.#tokens.invalidate(token);
        renewedToken = true;
        continue;
      }
      if (RETRY_LATER.has(response.status) && retriesLeft) {
        attempt += 1;
        await sleep(retryAfterMs(response.headers.get('retry-after'), attempt));
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

  #attempt(method: string, call: PreparedCall, token: string, idempotencyKey: string | false) {
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

export type TmsClient = Client & OperationMethods;

/**
 * A typed client of the TMS API: one method per operation of its API
 * document, named by its operationId, with the operation's path, query and
 * body types, resolving to its success body. `new TmsClient({ baseUrl, token })`.
 */
// The constructor defines the operation methods one by one; this type says so.
export const TmsClient = Client as new (options: TmsClientOptions) => TmsClient;
