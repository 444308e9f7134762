import { ForbiddenError, UnauthorizedError } from './errors';
import type { Role } from './route';

/** Who is calling, from the verified token claims (API Gateway's JWT authorizer, or the local server). */
export type Principal =
  | { role: 'dispatcher'; subject: string }
  | { role: 'driver'; subject: string; driverId: string };

export const GROUPS_CLAIM = 'cognito:groups';
export const DRIVER_ID_CLAIM = 'custom:driverId';

/** API Gateway hands array claims over as `[a b]` strings; tokens minted locally carry real arrays. */
function groupsOf(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string') return [];
  return claim
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

export function principalFromClaims(claims: Record<string, unknown> | undefined): Principal {
  if (!claims) throw new UnauthorizedError();
  const subject = String(claims.sub ?? '');
  const groups = groupsOf(claims[GROUPS_CLAIM]);
  if (groups.includes('dispatcher')) return { role: 'dispatcher', subject };
  const driverId = claims[DRIVER_ID_CLAIM];
  if (groups.includes('driver') && typeof driverId === 'string' && driverId !== '') {
    return { role: 'driver', subject, driverId };
  }
  throw new UnauthorizedError('The token carries no known role.');
}

export function assertRoleAllowed(principal: Principal, roles: readonly Role[]): void {
  if (!roles.includes(principal.role)) throw new ForbiddenError();
}

/** A driver token reaches only its own driver's resources. */
export function assertActsForDriver(principal: Principal, driverId: string): void {
  if (principal.role === 'driver' && principal.driverId !== driverId) throw new ForbiddenError();
}
