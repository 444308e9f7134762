import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';
import { DRIVER_ID_CLAIM, GROUPS_CLAIM } from '#shared/http/auth';
import { UnauthorizedError } from '#shared/http/errors';

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

/** Mints a token with the claims a Cognito ID token of the same user would carry. */
export async function mintToken(
  secret: Uint8Array,
  subject: TokenSubject,
  options: { expiresIn?: string; audience?: string } = {},
): Promise<string> {
  const driverId = 'driverId' in subject ? subject.driverId : undefined;
  return new SignJWT({ [GROUPS_CLAIM]: [subject.role], ...(driverId ? { [DRIVER_ID_CLAIM]: driverId } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(LOCAL_ISSUER)
    .setAudience(options.audience ?? LOCAL_AUDIENCE)
    .setSubject(driverId ? `driver:${driverId}` : subject.role)
    .setIssuedAt()
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

/**
 * Verifies a bearer token as the deployed JWT authorizer does: signature,
 * issuer, audience, and an expiry that must be there and in the future.
 */
export async function verifyBearerToken(
  secret: Uint8Array,
  authorization: string | undefined,
): Promise<Record<string, string>> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw new UnauthorizedError();
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: LOCAL_ISSUER,
      audience: LOCAL_AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    return asAuthorizerClaims(payload);
  } catch (error) {
    if (error instanceof errors.JOSEError)
      throw new UnauthorizedError('The bearer token is invalid or expired.');
    throw error;
  }
}
