import { ForbiddenError, UnauthorizedError } from './errors';
import type { Role } from './route';

/** Who is calling, from the verified token claims (API Gateway's JWT authorizer, or the local server). */
export type Principal =
  | { role: 'dispatcher'; subject: string }
  | { role: 'driver'; subject: string; driverId: string };

export const GROUPS_CLAIM = 'cognito:groups';
export const DRIVER_ID_CLAIM = 'custom:driverId';

/**
 * The groups claim must be a list, as Cognito writes it. API Gateway's JWT
 * authorizer hands a list claim to the function as a `[a b]` string and any
 * other claim as its plain text, so a bracketed string is a list and an
 * unbracketed one was a plain string in the token: refused, like a missing claim.
 */
function groupsOf(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  const listed = typeof claim === 'string' ? /^\[(.*)\]$/s.exec(claim) : null;
  if (listed === null) throw new UnauthorizedError('The token carries no list of groups.');
  return listed[1]!.split(/[\s,]+/).filter(Boolean);
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
