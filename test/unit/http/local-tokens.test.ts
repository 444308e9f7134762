import { SignJWT } from 'jose';
import { callerFromClaims as principalFromClaims } from '#shared/http/auth';
import { UnauthorizedError } from '#shared/http/errors';
import {
  ISSUED_AT_CLOCK_SKEW_SECONDS,
  LOCAL_AUDIENCE,
  LOCAL_ISSUER,
  mintClientToken,
  mintToken,
  verifyBearerToken,
} from '#tools/dev-server/local-tokens';

const secret = new Uint8Array(32).fill(7);

describe('local tokens', () => {
  test('a minted dispatcher token verifies to the claims API Gateway would pass', async () => {
    const claims = await verifyBearerToken(
      secret,
      `Bearer ${await mintToken(secret, { role: 'dispatcher' })}`,
    );
    expect(claims['cognito:groups']).toBe('[dispatcher]');
    expect(principalFromClaims(claims)).toEqual({ role: 'dispatcher', subject: 'dispatcher' });
  });

  test('a driver token is bound to its driver', async () => {
    const claims = await verifyBearerToken(
      secret,
      `Bearer ${await mintToken(secret, { role: 'driver', driverId: 'D-1' })}`,
    );
    expect(principalFromClaims(claims)).toEqual({ role: 'driver', subject: 'driver:D-1', driverId: 'D-1' });
  });

  test.each([
    ['no header', async () => undefined],
    ['not a bearer', async () => 'Basic abc'],
    [
      'wrong signature',
      async () => `Bearer ${await mintToken(new Uint8Array(32).fill(1), { role: 'dispatcher' })}`,
    ],
    [
      'expired',
      async () => `Bearer ${await mintToken(secret, { role: 'dispatcher' }, { expiresIn: '-1m' })}`,
    ],
    [
      'wrong audience',
      async () => `Bearer ${await mintToken(secret, { role: 'dispatcher' }, { audience: 'other' })}`,
    ],
    ['garbage', async () => 'Bearer a.b.c'],
  ])('%s is 401', async (_, header) => {
    await expect(verifyBearerToken(secret, await header())).rejects.toBeInstanceOf(UnauthorizedError);
  });

  const secondsFromNow = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

  test.each([
    ['10 hours', 10 * 3600],
    ['just past the clock skew allowed', ISSUED_AT_CLOCK_SKEW_SECONDS + 5],
  ])('a token issued %s in the future is 401, as API Gateway refuses it', async (_, ahead) => {
    const token = await mintToken(secret, { role: 'dispatcher' }, { issuedAt: secondsFromNow(ahead) });
    await expect(verifyBearerToken(secret, `Bearer ${token}`)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  test('a token issued within the clock skew allowed, ahead of this clock, verifies', async () => {
    const token = await mintToken(
      secret,
      { role: 'dispatcher' },
      { issuedAt: secondsFromNow(ISSUED_AT_CLOCK_SKEW_SECONDS - 5) },
    );
    expect((await verifyBearerToken(secret, `Bearer ${token}`))['cognito:groups']).toBe('[dispatcher]');
  });

  test('a role that does not exist is 401', async () => {
    const claims = await verifyBearerToken(secret, `Bearer ${await mintToken(secret, { role: 'admin' })}`);
    expect(() => principalFromClaims(claims)).toThrow(UnauthorizedError);
  });

  /** A token signed with the local secret, with exactly these claims and no others. */
  const signed = (claims: Record<string, unknown>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(LOCAL_ISSUER)
      .setAudience(LOCAL_AUDIENCE)
      .setSubject('someone')
      .sign(secret);
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

  test('a token without exp is 401, however well signed', async () => {
    await expect(
      verifyBearerToken(secret, `Bearer ${await signed({ 'cognito:groups': ['dispatcher'] })}`),
    ).rejects.toBeInstanceOf(UnauthorizedError);
  });

  test.each([
    ['a plain string', 'dispatcher'],
    ['a string that looks like a list', '[dispatcher]'],
    ['a list holding a non-string', ['dispatcher', 7]],
  ])('a groups claim given as %s is refused by the local verifier with invalid_token', async (_, groups) => {
    const refused = verifyBearerToken(
      secret,
      `Bearer ${await signed({ 'cognito:groups': groups, exp: inAnHour() })}`,
    );
    await expect(refused).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(refused).rejects.toMatchObject({
      headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
    });
  });

  test('a groups claim given as a plain string is 401 as API Gateway passes it', () => {
    expect(() => principalFromClaims({ sub: 'x', 'cognito:groups': 'dispatcher' })).toThrow(
      UnauthorizedError,
    );
  });

  test('group names match exactly: a comma is part of a name, not a separator', () => {
    expect(() => principalFromClaims({ sub: 'x', 'cognito:groups': '[dispatcher,driver]' })).toThrow(
      UnauthorizedError,
    );
    expect(() => principalFromClaims({ sub: 'x', 'cognito:groups': ['driver,dispatcher'] })).toThrow(
      UnauthorizedError,
    );
  });

  test.each([
    ['no sub', {}],
    ['an empty sub', { sub: '' }],
  ])("a person's token with %s is 401", (_, subject) => {
    expect(() => principalFromClaims({ ...subject, 'cognito:groups': '[dispatcher]' })).toThrow(
      UnauthorizedError,
    );
  });

  test('no token is 401 with a bare Bearer challenge; a refused one says invalid_token', async () => {
    await expect(verifyBearerToken(secret, undefined)).rejects.toMatchObject({
      status: 401,
      headers: { 'www-authenticate': 'Bearer' },
    });
    await expect(verifyBearerToken(secret, 'Bearer a.b.c')).rejects.toMatchObject({
      headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
    });
  });

  test("a client's access token is accepted only while its client id is registered", async () => {
    const token = await mintClientToken(secret, { clientId: 'abc', scopes: ['tms/shipments.read'] });
    await expect(verifyBearerToken(secret, `Bearer ${token}`)).rejects.toBeInstanceOf(UnauthorizedError);
    const claims = await verifyBearerToken(secret, `Bearer ${token}`, (id) => id === 'abc');
    expect(claims).toMatchObject({
      token_use: 'access',
      client_id: 'abc',
      sub: 'abc',
      scope: 'tms/shipments.read',
    });
    expect(claims.aud).toBeUndefined();
    expect(principalFromClaims(claims)).toEqual({
      role: 'client',
      clientId: 'abc',
      scopes: ['tms/shipments.read'],
      issuedAt: Number(claims.iat),
    });
  });

  test("a client token's issue time is read as API Gateway hands it over (text) too", () => {
    expect(principalFromClaims({ token_use: 'access', client_id: 'c', iat: '1764380000' })).toMatchObject({
      issuedAt: 1_764_380_000,
    });
    expect(principalFromClaims({ token_use: 'access', client_id: 'c', iat: 'soon' })).not.toHaveProperty(
      'issuedAt',
    );
  });

  test('an expired or forged client token is 401', async () => {
    const isClient = () => true;
    const expired = await mintClientToken(secret, { clientId: 'abc', scopes: [] }, { expiresInSeconds: -60 });
    const forged = await mintClientToken(new Uint8Array(32).fill(2), { clientId: 'abc', scopes: [] });
    await expect(verifyBearerToken(secret, `Bearer ${expired}`, isClient)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    await expect(verifyBearerToken(secret, `Bearer ${forged}`, isClient)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
  });

  test('claims with neither a group nor a client id, or an id token with client_id, are 401', () => {
    expect(() => principalFromClaims({ sub: 'x', client_id: 'abc' })).toThrow(UnauthorizedError);
    expect(() => principalFromClaims({ sub: 'x', token_use: 'access' })).toThrow(UnauthorizedError);
  });

  test('scopes outside tms are dropped', () => {
    expect(
      principalFromClaims({ token_use: 'access', client_id: 'c', scope: 'openid tms/webhooks tms/nope' }),
    ).toEqual({ role: 'client', clientId: 'c', scopes: ['tms/webhooks'] });
  });

  test('no groups claim, or one of another type, is 401', () => {
    expect(() => principalFromClaims({ sub: 'x' })).toThrow(UnauthorizedError);
    expect(() => principalFromClaims({ sub: 'x', 'cognito:groups': 7 })).toThrow(UnauthorizedError);
    expect(() => principalFromClaims({ sub: 'x', 'cognito:groups': '[dispatcher' })).toThrow(
      UnauthorizedError,
    );
  });

  test("a list of groups, as API Gateway passes it (one or several, Cognito's order)", () => {
    expect(principalFromClaims({ sub: 'x', 'cognito:groups': '[dispatcher]' }).role).toBe('dispatcher');
    expect(
      principalFromClaims({ sub: 'x', 'cognito:groups': '[driver dispatcher]', 'custom:driverId': 'D-1' })
        .role,
    ).toBe('dispatcher');
    expect(principalFromClaims({ sub: 'x', 'cognito:groups': ['driver'], 'custom:driverId': 'D-1' })).toEqual(
      {
        role: 'driver',
        subject: 'x',
        driverId: 'D-1',
      },
    );
  });

  test('a driver id claim without the driver group does not make a driver', () => {
    expect(() => principalFromClaims({ sub: 'x', 'cognito:groups': '[]', 'custom:driverId': 'D-1' })).toThrow(
      UnauthorizedError,
    );
  });

  test.each(['Bearer', 'bearer', 'BEARER', 'BeArEr'])('the scheme %s is accepted', async (scheme) => {
    const claims = await verifyBearerToken(
      secret,
      `${scheme} ${await mintToken(secret, { role: 'dispatcher' })}`,
    );
    expect(principalFromClaims(claims).role).toBe('dispatcher');
  });
});
