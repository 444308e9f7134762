import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';
import { DRIVER_ID_CLAIM, GROUPS_CLAIM } from '#shared/http/auth';
import { UnauthorizedError } from '#shared/http/errors';
import { CLIENT_TOKEN_SECONDS } from '#shared/integrations/token-lifetime';

export const LOCAL_ISSUER = 'tms-local';
export const LOCAL_AUDIENCE = 'tms-api';
const SECRET_FILE = 'token-secret';

export type TokenSubject = { role: 'dispatcher' } | { role: 'driver'; driverId: string } | { role: string };

/** The local signing secret lives in the git-ignored state folder and is made on first use. */
export async function loadOrCreateSecret(stateDir: string): Promise<Uint8Array> {
  const file = join(stateDir, SECRET_FILE);
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  } catch {
    const secret = randomBytes(32);
    await mkdir(stateDir, { recursive: true });
    await writeFile(file, secret.toString('base64url'), { mode: 0o600 });
    return secret;
  }
}

/**
 * Mints a token with the claims a Cognito ID token of the same user would
 * carry; `issuedAt` (seconds since the epoch) makes one issued at another time.
 */
export async function mintToken(
  secret: Uint8Array,
  subject: TokenSubject,
  options: { expiresIn?: string; audience?: string; issuedAt?: number } = {},
): Promise<string> {
  const driverId = 'driverId' in subject ? subject.driverId : undefined;
  return new SignJWT({ [GROUPS_CLAIM]: [subject.role], ...(driverId ? { [DRIVER_ID_CLAIM]: driverId } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(LOCAL_ISSUER)
    .setAudience(options.audience ?? LOCAL_AUDIENCE)
    .setSubject(driverId ? `driver:${driverId}` : subject.role)
    .setIssuedAt(options.issuedAt)
    .setExpirationTime(options.expiresIn ?? '12h')
    .sign(secret);
}

/** API Gateway's JWT authorizer hands claims to the function as strings, arrays as `[a b]`. */
function asAuthorizerClaims(payload: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [
      key,
      Array.isArray(value) ? `[${value.join(' ')}]` : String(value),
    ]),
  );
}

/** Mints what Cognito's token endpoint issues to a machine client: an access token without `aud`. */
export async function mintClientToken(
  secret: Uint8Array,
  client: { clientId: string; scopes: readonly string[] },
  options: { expiresInSeconds?: number } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    token_use: 'access',
    client_id: client.clientId,
    scope: client.scopes.join(' '),
    auth_time: now,
    version: 2,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(LOCAL_ISSUER)
    .setSubject(client.clientId)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? CLIENT_TOKEN_SECONDS))
    .sign(secret);
}

/**
 * The audiences the authorizer accepts, as API Gateway checks them: `aud` if
 * the token has one, else `client_id` (a client-credentials access token),
 * which must be a client registered now.
 */
function audienceAccepted(payload: Record<string, unknown>, isClient: (id: string) => boolean): boolean {
  if (payload.aud !== undefined) return payload.aud === LOCAL_AUDIENCE;
  return typeof payload.client_id === 'string' && isClient(payload.client_id);
}

/** Cognito writes the groups claim as a JSON array of names; a token that says otherwise was not made by it. */
function groupsWellFormed(payload: Record<string, unknown>): boolean {
  const groups = payload[GROUPS_CLAIM];
  return (
    groups === undefined || (Array.isArray(groups) && groups.every((group) => typeof group === 'string'))
  );
}

/**
 * How far in the future a token's `iat` may be: the clocks of the machine that
 * minted it and of the one verifying it may differ by this much.
 */
export const ISSUED_AT_CLOCK_SKEW_SECONDS = 60;

/** API Gateway refuses a token whose `iat` is not before the current time; so does this, skew allowed. */
function issuedInTheFuture(payload: Record<string, unknown>): boolean {
  const { iat } = payload;
  return typeof iat === 'number' && iat > Date.now() / 1000 + ISSUED_AT_CLOCK_SKEW_SECONDS;
}

/**
 * Verifies a bearer token as the deployed JWT authorizer does: signature,
 * issuer, audience (or registered client id), an expiry that must be there
 * and in the future, and an issue time (`iat`) not in the future. No token is
 * a 401 with `WWW-Authenticate: Bearer`, a refused one adds `error="invalid_token"`.
 */
export async function verifyBearerToken(
  secret: Uint8Array,
  authorization: string | undefined,
  isClient: (id: string) => boolean = () => false,
): Promise<Record<string, string>> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw new UnauthorizedError(undefined, false);
  const refused = new UnauthorizedError('The bearer token is invalid or expired.');
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: LOCAL_ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    if (!audienceAccepted(payload, isClient) || !groupsWellFormed(payload) || issuedInTheFuture(payload)) {
      throw refused;
    }
    return asAuthorizerClaims(payload);
  } catch (error) {
    if (error instanceof errors.JOSEError) throw refused;
    throw error;
  }
}
