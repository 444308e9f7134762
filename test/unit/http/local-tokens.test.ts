import { SignJWT } from 'jose';
import { principalFromClaims } from '#shared/http/auth';
import { UnauthorizedError } from '#shared/http/errors';
import { LOCAL_AUDIENCE, LOCAL_ISSUER, mintToken, verifyBearerToken } from '#tools/dev-server/local-tokens';

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

  test('a groups claim given as a plain string is 401, locally and as API Gateway passes it', async () => {
    const claims = await verifyBearerToken(
      secret,
      `Bearer ${await signed({ 'cognito:groups': 'dispatcher', exp: inAnHour() })}`,
    );
    expect(claims['cognito:groups']).toBe('dispatcher');
    expect(() => principalFromClaims(claims)).toThrow(UnauthorizedError);
    expect(() => principalFromClaims({ sub: 'x', 'cognito:groups': 'dispatcher' })).toThrow(
      UnauthorizedError,
    );
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
