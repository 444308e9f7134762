import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { RoutableEntry } from './router';

export interface LocalRequest {
  /** The id the server gave the request: its answer's `x-request-id`, whoever answers. */
  requestId: string;
  method: string;
  /** Path as requested, without the query string. */
  path: string;
  rawQueryString: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** The body is base64: its bytes are not UTF-8 text. */
  isBase64Encoded?: boolean;
  sourceIp: string;
}

/** API Gateway joins repeated query parameters with commas; so does this. */
function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const joined: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    joined[key] = key in joined ? `${joined[key]},${value}` : value;
  }
  return joined;
}

/**
 * Builds the HTTP API (payload 2.0) event API Gateway sends for this request,
 * with the claims its JWT authorizer would have verified.
 */
export function buildApiGatewayEvent(
  request: LocalRequest,
  route: RoutableEntry,
  pathParameters: Record<string, string>,
  claims: Record<string, string | number | boolean | string[]> | undefined,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const now = new Date();
  const { requestId } = request;
  const queryStringParameters = queryParameters(request.rawQueryString);
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: request.path,
    rawQueryString: request.rawQueryString,
    headers: request.headers,
    ...(queryStringParameters ? { queryStringParameters } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: { claims: (claims ?? {}) as Record<string, string>, scopes: [] },
      },
      domainName: request.headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method,
        path: request.path,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: request.headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: request.body,
    isBase64Encoded: request.isBase64Encoded ?? false,
  };
}
