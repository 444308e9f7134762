import { type RouteId, routes } from '#shared/route-table';
import { expectSecurityHeaders, expectSpecErrorBody } from '../../support/response-checks';
import { driverMayReach } from './driver-reach';
import type { FuzzRequest, FuzzResponse } from './send';

/** What the caller's token alone decides, before anything about the request is read. */
export type Verdict = { status: 401 } | { status: 403 } | { status: 'not 2xx' } | undefined;

/** The answer the caller must get whatever else the request says, judged on the state before it. */
export async function verdictFor(id: RouteId, request: FuzzRequest): Promise<Verdict> {
  const { caller } = request;
  if (caller.kind === 'anonymous' || caller.kind === 'no-known-role') return { status: 401 };
  if (caller.kind === 'dispatcher') return undefined;
  // A client acts with a dispatcher's reach, within its scopes.
  if (caller.kind === 'client') {
    const accepted = [routes[id].scope, ...(routes[id].alsoScopes ?? [])];
    return accepted.some((scope) => caller.scopes.includes(scope)) ? undefined : { status: 403 };
  }
  if (!routes[id].roles.includes('driver')) return { status: 403 };
  return (await driverMayReach(caller.driverId, id, request)) ? undefined : { status: 'not 2xx' };
}

/**
 * Every answer, whatever was sent: never a 5xx, the security headers, the
 * spec's error body with the HTTP status in it, and what the token decides.
 */
export function expectSoundResponse(response: FuzzResponse, verdict: Verdict): void {
  const { status, headers, body } = response;
  expect(status).toBeLessThan(500);
  expectSecurityHeaders(headers, status);
  if (status >= 400) expectSpecErrorBody(status, body);
  if (verdict?.status === 'not 2xx') expect(status).toBeGreaterThanOrEqual(400);
  else if (verdict) expect(status).toBe(verdict.status);
}
