import { type RouteId, routeList } from '#shared/route-table';
import { createRouter } from '#tools/dev-server/router';
import type { CurlRequest } from './curl-command';

const match = createRouter(routeList);

export interface RoutedExample {
  routeId: RouteId;
  pathParameters: Record<string, string>;
  query: Record<string, string>;
}

/** The route-table entry a request reaches, by the same matching as the local server. */
export function routeOfRequest(request: CurlRequest, apiBase: string): RoutedExample {
  if (!request.url.startsWith(apiBase)) throw new Error(`${request.url} is not under ${apiBase}.`);
  const url = new URL(request.url.slice(apiBase.length), 'http://api.invalid');
  const { route, pathParameters } = match(request.method, url.pathname);
  return { routeId: route.id, pathParameters, query: Object.fromEntries(url.searchParams) };
}
