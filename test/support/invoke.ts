import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LambdaHttpHandler } from '#shared/http/http-handler';
import { type RouteId, routes } from '#shared/route-table';
import { apiEvent, clientClaims, DISPATCHER_CLAIMS, driverClaims, type TestRequest } from './api-event';

export interface TestResponse {
  status: number;
  headers: Record<string, string | undefined>;
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field
  body: any;
}

const handlers = new Map<RouteId, Promise<LambdaHttpHandler>>();

/** The route's real handler module, loaded once per test file like a warm Lambda. */
export function handlerOf(id: RouteId): Promise<LambdaHttpHandler> {
  if (!handlers.has(id)) {
    const file = pathToFileURL(resolve(routes[id].handler)).href;
    handlers.set(
      id,
      import(file).then((module: { handler: LambdaHttpHandler }) => module.handler),
    );
  }
  return handlers.get(id)!;
}

/** Fills a route's path template, e.g. `/shipments/{shipmentId}` with `{ shipmentId: '1001' }`. */
function fillPath(template: string, parameters: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(parameters[name] ?? ''));
}

export type Caller = {
  as?: 'dispatcher' | { driver: string } | { client: string; scopes: readonly string[] } | 'anonymous';
};

/** The event and context API Gateway would hand the route's handler for this request. */
export function eventFor(id: RouteId, request: TestRequest & Caller = {}) {
  const route = routes[id];
  const pathParameters = request.pathParameters ?? {};
  const claims =
    request.as === 'anonymous'
      ? undefined
      : request.as === undefined || request.as === 'dispatcher'
        ? DISPATCHER_CLAIMS
        : 'client' in request.as
          ? clientClaims(request.as.client, request.as.scopes)
          : driverClaims(request.as.driver);
  return apiEvent(route, {
    ...request,
    // A path as the client wrote it (percent-encoded otherwise), whose parameters API Gateway decoded.
    path: request.path ?? fillPath(route.path, pathParameters),
    pathParameters,
    claims,
  });
}

/** Invokes a route's handler with the event API Gateway would send, through its whole middleware stack. */
export async function invoke(id: RouteId, request: TestRequest & Caller = {}): Promise<TestResponse> {
  const { event, context } = eventFor(id, request);
  const response = await (await handlerOf(id))(event, context);
  return {
    status: response.statusCode ?? 200,
    headers: (response.headers ?? {}) as Record<string, string>,
    body: response.body ? JSON.parse(response.body) : undefined,
  };
}
