import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { type RouteDefinition, routeKey } from '#shared/routing/route';
import * as z from '#shared/schemas/zod';
import { CLIENT_ID_CLAIM, GROUPS_CLAIM } from './auth';

/**
 * The request a route's new version answers before a deploy shifts any
 * traffic to it (the CodeDeploy pre-traffic hook, functions/deploys/): a read
 * of an id nobody uses for a read route, and a write refused by validation
 * for a write route, so that the probe changes nothing. The answer shows
 * whether the version's bundle loads, its configuration holds, and for a
 * read, whether it may read the table: a crash, a timeout or a 5xx fails the
 * deploy.
 */

/** Path values tried in turn: the first each route's path schema accepts is used. */
const PROBE_IDS = [
  'deploy-probe',
  'DEPLOYPROBE',
  'deploy-probe-0000',
  '00000000-0000-4000-8000-000000000000',
  '0',
];

const PROBE_SUBJECT = 'deploy-probe';

/** Who the probe says it is: a dispatcher, a driver, or else a machine client with the route's scope. */
function probeClaims(route: RouteDefinition): Record<string, string> {
  if (route.roles.includes('dispatcher')) return { [GROUPS_CLAIM]: '[dispatcher]', sub: PROBE_SUBJECT };
  if (route.roles.includes('driver')) {
    return { [GROUPS_CLAIM]: '[driver]', sub: PROBE_SUBJECT, 'custom:driverId': PROBE_SUBJECT };
  }
  return { [CLIENT_ID_CLAIM]: PROBE_SUBJECT, token_use: 'access', scope: route.scope };
}

/** Values for the path's parameters that its schema accepts, when some candidate does. */
function probePathParameters(route: RouteDefinition): Record<string, string> {
  const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const parameters: Record<string, string> = {};
  for (const name of names) {
    const accepted = PROBE_IDS.find(
      (candidate) =>
        route.request.path === undefined ||
        z
          .safeParse(route.request.path, { ...parameters, [name]: candidate })
          .error?.issues.every((issue) => issue.path[0] !== name) !== false,
    );
    parameters[name] = accepted ?? PROBE_IDS[0]!;
  }
  return parameters;
}

/** Whether the route changes anything: its probe must then be refused before any write. */
export const isWriteRoute = (route: RouteDefinition): boolean => route.method !== 'GET';

/** The API Gateway (payload 2.0) event of the route's probe. */
export function probeEvent(route: RouteDefinition, now: Date): APIGatewayProxyEventV2WithJWTAuthorizer {
  const pathParameters = probePathParameters(route);
  const rawPath = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathParameters[name] ?? '');
  const key = routeKey(route);
  const write = isWriteRoute(route);
  return {
    version: '2.0',
    routeKey: key,
    rawPath,
    rawQueryString: '',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'tms-deploy-probe',
    },
    ...(Object.keys(pathParameters).length > 0 && { pathParameters }),
    requestContext: {
      accountId: 'deploy-probe',
      apiId: 'deploy-probe',
      authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: probeClaims(route), scopes: [] } },
      domainName: 'deploy-probe',
      domainPrefix: 'deploy-probe',
      http: {
        method: route.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'tms-deploy-probe',
      },
      requestId: `deploy-probe-${now.getTime()}`,
      routeKey: key,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    // A write's body names no field any request schema has: validation refuses it before any store is touched.
    ...(write && { body: JSON.stringify({ deployProbe: true }) }),
    isBase64Encoded: false,
  };
}

/** What Lambda's Invoke answered: its function error (a crash or timeout), else the handler's result. */
export interface ProbeInvocation {
  readonly functionError?: string;
  readonly payload: string;
}

export interface ProbeVerdict {
  readonly passed: boolean;
  readonly reason: string;
}

/**
 * Whether the new version answered its probe as a working version does: a
 * read with any status below 500 (a 404 for the unknown id, a 403 if the
 * probe's caller may not see it), a write refused with a 4xx (nothing
 * written), each with the spec's JSON body.
 */
export function probeVerdict(route: RouteDefinition, invocation: ProbeInvocation): ProbeVerdict {
  if (invocation.functionError !== undefined) {
    return {
      passed: false,
      reason: `the function failed (${invocation.functionError}): ${invocation.payload.slice(0, 300)}`,
    };
  }
  let status: unknown;
  try {
    ({ statusCode: status } = JSON.parse(invocation.payload) as { statusCode?: unknown });
  } catch {
    return { passed: false, reason: 'the answer is not an API Gateway result' };
  }
  if (typeof status !== 'number') return { passed: false, reason: 'the answer has no status code' };
  if (status >= 500) return { passed: false, reason: `answered ${status}` };
  if (isWriteRoute(route) && !(status >= 400)) {
    return { passed: false, reason: `a write the probe meant to be refused answered ${status}` };
  }
  return { passed: true, reason: `answered ${status}` };
}
