import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { errorBody, statusText } from '#shared/http/error-response';
import {
  BadRequestError,
  PayloadTooLargeError,
  RequestHeaderFieldsTooLargeError,
  ServiceUnavailableError,
} from '#shared/http/errors';
import type { LambdaHttpHandler } from '#shared/http/http-handler';
import { MAX_BODY_BYTES } from '#shared/http/request';
import { serialize, serializeError } from '#shared/http/serialize';
import { logger } from '#shared/observability/logger';
import type { BodyLimits } from '#shared/routing/route';
import { portInUseError } from '#tools/local-stack/free-port';
import { type AdmissionLimits, admissionLimits, admissionQueue, QueueDeadlinePassed } from './admission';
import { buildApiGatewayEvent, type LocalRequest } from './api-gateway-event';
import type { LocalClientRegistry } from './client-registry';
import { localLambdaContext } from './lambda-context';
import { verifyBearerToken } from './local-tokens';
import { requestTarget } from './request-target';
import { createRouter, type RoutableEntry } from './router';
import { answerTokenRequest, TOKEN_PATH } from './token-endpoint';

export interface LocalRoute extends RoutableEntry {
  id: string;
  handler: string;
  /** The route's own body limit (its `bodyLimits`), read no further than API Gateway would hand on. */
  bodyLimits?: Pick<BodyLimits, 'bytes'>;
}

export interface LocalServerOptions {
  routes: readonly LocalRoute[];
  tokenSecret: Uint8Array;
  /** Loads a route's handler module (imported once, like a warm Lambda). */
  loadHandler: (route: LocalRoute) => Promise<LambdaHttpHandler>;
  port?: number;
  host?: string;
  /**
   * Machine clients (`npm run client`): the token endpoint issues them tokens
   * and the token check accepts those. Without it, only people's tokens.
   */
  clients?: LocalClientRegistry;
  /** Requests answered before routing and without a token (the API document, health). */
  publicPaths?: Record<string, (res: ServerResponse) => void>;
  /** How many handlers run at once and how long the others may wait. @default admissionLimits() */
  admission?: AdmissionLimits;
}

/** The body never arrived whole: the client went away, or sent bytes the HTTP parser refused. */
class BodyNotReceivedError extends Error {
  constructor(readonly code: string | undefined) {
    super('The request body was not received.');
  }
}

/** The body, counted in the bytes that arrive (whatever `Content-Length` said): over `maxBytes`, 413. */
async function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      // Keep reading (discarding) so the client gets the 413 instead of a reset connection.
      if (size <= maxBytes) chunks.push(chunk as Buffer);
    }
  } catch (error) {
    throw new BodyNotReceivedError((error as NodeJS.ErrnoException).code);
  }
  if (size > maxBytes) throw new PayloadTooLargeError(maxBytes);
  return size === 0 ? undefined : Buffer.concat(chunks);
}

/**
 * A body as API Gateway hands it to a function: text when its bytes are
 * UTF-8, else base64 (`isBase64Encoded`), so that the handler sees the bytes
 * sent rather than U+FFFD in their place, and refuses them.
 */
function eventBody(bytes: Buffer | undefined): Pick<LocalRequest, 'body' | 'isBase64Encoded'> {
  if (bytes === undefined) return { body: undefined };
  return isUtf8(bytes)
    ? { body: bytes.toString('utf8') }
    : { body: bytes.toString('base64'), isBase64Encoded: true };
}

/** Connections refused by the parser: a request under way on them has been answered already. */
const refusedSockets = new WeakSet<Duplex>();

/**
 * Connections the kernel holds until the server accepts them. Node's default (511) is less than a
 * burst the admission queue is there to hold: past it the kernel drops connections, and the client
 * waits out a SYN retransmission (1 s, then 2 s...) or, on a busy machine, sees a reset. Linux caps
 * this at net.core.somaxconn (4096 by default).
 */
const LISTEN_BACKLOG = 4096;

/**
 * What the server answers when Node's HTTP parser refuses a request before any
 * route sees it (a malformed request line or header): the spec's error body
 * and the same headers as every other answer, then the connection is closed.
 */
function refuseUnparsableRequest(error: Error & { code?: string }, socket: Duplex): void {
  refusedSockets.add(socket);
  // The client's mistake, not the server's: one warning with the parser's reason, no stack.
  logger.warn('request not valid HTTP', { code: error.code, reason: error.message });
  if (!socket.writable) return;
  const refusal =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new RequestHeaderFieldsTooLargeError()
      : new BadRequestError('The request is not valid HTTP.');
  const result = serialize(
    { status: refusal.status, body: errorBody(refusal.status, refusal.message), headers: refusal.headers },
    randomUUID(),
  );
  const body = result.body ?? '';
  const headers = Object.entries({
    ...result.headers,
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(
    `HTTP/1.1 ${result.statusCode} ${statusText(result.statusCode ?? 400)}\r\n${headers}\r\n\r\n${body}`,
  );
}

function headersOf(req: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(',') : (value ?? ''),
    ]),
  );
}

function send(res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  res.writeHead(result.statusCode ?? 200, result.headers as Record<string, string>);
  res.end(result.body ?? '');
}

/**
 * The deployed API in one process: routes from the route table, the JWT
 * check of the authorizer, and the API Gateway event each handler receives.
 */
export async function startLocalServer(options: LocalServerOptions) {
  const match = createRouter(options.routes);
  const handlers = new Map<string, Promise<LambdaHttpHandler>>();
  const handlerOf = (route: LocalRoute) => {
    if (!handlers.has(route.id)) handlers.set(route.id, options.loadHandler(route));
    return handlers.get(route.id)!;
  };

  const currentClients = async () => (await options.clients?.current()) ?? [];
  const admission = admissionQueue(options.admission ?? admissionLimits());

  const server = createServer(async (req, res) => {
    // Given before routing, so that the router's own refusals carry it too.
    const requestId = randomUUID();
    try {
      const url = requestTarget(req.url);
      const publicPath = options.publicPaths?.[url.pathname];
      if (publicPath && req.method === 'GET') return publicPath(res);
      if (url.pathname === TOKEN_PATH) {
        return await answerTokenRequest(req, res, {
          tokenSecret: options.tokenSecret,
          clients: currentClients,
        });
      }
      const { route, pathParameters } = match(req.method ?? 'GET', url.pathname);
      const headers = headersOf(req);
      const clientIds = new Set((await currentClients()).map((client) => client.clientId));
      const claims = await verifyBearerToken(options.tokenSecret, headers.authorization, (id) =>
        clientIds.has(id),
      );
      const request: LocalRequest = {
        requestId,
        method: req.method ?? 'GET',
        path: url.pathname,
        rawQueryString: url.search.replace(/^\?/, ''),
        headers,
        ...eventBody(await readBody(req, route.bodyLimits?.bytes ?? MAX_BODY_BYTES)),
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
      };
      const event = buildApiGatewayEvent(request, route, pathParameters, claims);
      const handler = await handlerOf(route);
      // A burst waits its turn, as Lambda's concurrency holds it; the function's time starts at its turn.
      const result = await admission.run(
        () => handler(event, localLambdaContext(route.id, event.requestContext.requestId)),
        claims.client_id ?? claims.sub ?? '',
      );
      send(res, result);
    } catch (error) {
      if (error instanceof QueueDeadlinePassed) {
        logger.warn('request not served within the queue deadline', { ...admission.load() });
        send(res, serializeError(new ServiceUnavailableError(), requestId));
        return;
      }
      // No one left to answer; a parser's refusal was answered and logged by refuseUnparsableRequest.
      if (error instanceof BodyNotReceivedError) {
        if (!refusedSockets.has(req.socket)) logger.warn('request body not received', { code: error.code });
        return;
      }
      send(res, serializeError(error, requestId));
    }
  });

  server.on('clientError', refuseUnparsableRequest);

  const port = options.port ?? 3000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? portInUseError(port, 'the API') : error),
    );
    server.listen({ port, host: options.host ?? '127.0.0.1', backlog: LISTEN_BACKLOG }, resolve);
  });
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${listening}`,
    port: listening,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
