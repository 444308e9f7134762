import { randomUUID } from 'node:crypto';
import { buildApiGatewayEvent } from '#tools/dev-server/api-gateway-event';
import { localLambdaContext } from '#tools/dev-server/lambda-context';
import type { RoutableEntry } from '#tools/dev-server/router';

export interface TestRequest {
  path?: string;
  pathParameters?: Record<string, string>;
  query?: string;
  body?: unknown;
  headers?: Record<string, string>;
  claims?: Record<string, string> | undefined;
}

export const DISPATCHER_CLAIMS = { sub: 'dispatcher', 'cognito:groups': '[dispatcher]' };
export const driverClaims = (driverId: string) => ({
  sub: `driver:${driverId}`,
  'cognito:groups': '[driver]',
  'custom:driverId': driverId,
});

/** A machine client's access token's claims, as API Gateway passes them. */
export const clientClaims = (clientId: string, scopes: readonly string[]) => ({
  sub: clientId,
  client_id: clientId,
  token_use: 'access',
  scope: scopes.join(' '),
});

/** The event API Gateway would send for this request, built by the local server's own builder. */
export function apiEvent(route: RoutableEntry, request: TestRequest = {}) {
  const body =
    request.body === undefined
      ? undefined
      : typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body);
  const event = buildApiGatewayEvent(
    {
      requestId: randomUUID(),
      method: route.method,
      path: request.path ?? route.path,
      rawQueryString: request.query ?? '',
      headers: { 'content-type': 'application/json', ...request.headers },
      body,
      sourceIp: '127.0.0.1',
    },
    route,
    request.pathParameters ?? {},
    'claims' in request ? request.claims : DISPATCHER_CLAIMS,
  );
  return { event, context: localLambdaContext('test', event.requestContext.requestId) };
}
