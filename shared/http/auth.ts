import type { Person } from '#shared/domain/principal';
import { isScope, type Scope, scopeList } from '#shared/domain/scopes';
import { UnauthorizedError } from './errors';

export const GROUPS_CLAIM = 'cognito:groups';
export const DRIVER_ID_CLAIM = 'custom:driverId';
export const CLIENT_ID_CLAIM = 'client_id';

/** A machine client as its token names it; its record (name, current scopes) is read apart. */
export interface ClaimedClient {
  role: 'client';
  clientId: string;
  scopes: Scope[];
  /** When the token was issued (`iat`, epoch seconds); undefined when the token does not say. */
  issuedAt?: number;
}

/** Who the verified claims say is calling. */
export type ClaimedCaller = Person | ClaimedClient;

/**
 * The groups claim must be a list, as Cognito writes it. API Gateway's JWT
 * authorizer hands a list claim to the function as a `[a b]` string and any
 * other claim as its plain text, so a bracketed string is a list and an
 * unbracketed one was a plain string in the token: refused, like a missing
 * claim. Group names hold no white space, so the list splits on it alone: a
 * comma is part of a name.
 */
function groupsOf(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  const listed = typeof claim === 'string' ? /^\[(.*)\]$/s.exec(claim) : null;
  if (listed === null) throw new UnauthorizedError('The token carries no list of groups.');
  return listed[1]!.split(/\s+/).filter(Boolean);
}

function personOf(claims: Record<string, unknown>): Person {
  const groups = groupsOf(claims[GROUPS_CLAIM]);
  const subject = claims.sub;
  // Every person's record and idempotency scope hangs on the subject: a token without one names nobody.
  if (typeof subject !== 'string' || subject === '') throw new UnauthorizedError('The token has no subject.');
  if (groups.includes('dispatcher')) return { role: 'dispatcher', subject };
  const driverId = claims[DRIVER_ID_CLAIM];
  if (groups.includes('driver') && typeof driverId === 'string' && driverId !== '') {
    return { role: 'driver', subject, driverId };
  }
  throw new UnauthorizedError('The token carries no known role.');
}

/** A client-credentials access token: `token_use: access`, `client_id`, and its scopes of `tms`. */
function clientOf(claims: Record<string, unknown>): ClaimedClient {
  const clientId = claims[CLIENT_ID_CLAIM];
  if (claims.token_use !== 'access' || typeof clientId !== 'string' || clientId === '') {
    throw new UnauthorizedError('The token names neither a known group nor a client.');
  }
  const scope = typeof claims.scope === 'string' ? claims.scope : '';
  // API Gateway hands every claim over as text (and the local verifier, as it does).
  const issuedAt = Number(claims.iat);
  return {
    role: 'client',
    clientId,
    scopes: scopeList(scope).filter(isScope),
    ...(Number.isFinite(issuedAt) && { issuedAt }),
  };
}

/**
 * The one reading of verified claims (API Gateway's JWT authorizer, or the
 * local server's verifier): a person by the groups claim, else a machine client.
 */
export function callerFromClaims(claims: Record<string, unknown> | undefined): ClaimedCaller {
  if (!claims) throw new UnauthorizedError();
  return GROUPS_CLAIM in claims ? personOf(claims) : clientOf(claims);
}
