import { mintToken, verifyBearerToken } from '#shared/dev-server/local-tokens';
import { principalFromClaims } from '#shared/http/auth';
import { UnauthorizedError } from '#shared/http/errors';

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
});
