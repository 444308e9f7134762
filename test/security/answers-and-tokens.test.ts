import { randomBytes } from 'node:crypto';
import { routeList } from '#shared/route-table';
import { mintToken } from '#tools/dev-server/local-tokens';
import { type LocalApi, startLocalApi } from '../support/local-api';
import { expectSecurityHeaders, expectSpecErrorBody } from '../support/response-checks';
import { snapshotTable } from '../support/table-snapshot';
import { apiCall } from './support/api-call';

/**
 * Over HTTP, through the local server as a client meets it: every kind of
 * answer carries the security headers (errors the server makes itself
 * included), and a token that is forged, for another audience, expired, or
 * for no known role is 401 on every route.
 */

let api: LocalApi;
let dispatcher: string;
let driver: string;

beforeAll(async () => {
  api = await startLocalApi('data/demo.json');
  dispatcher = await api.token({ role: 'dispatcher' });
  driver = await api.token({ role: 'driver', driverId: 'D-1' });
});

afterAll(() => api.close());

const call = (method: string, path: string, options: Parameters<typeof apiCall>[3] = {}) =>
  apiCall(api.port, method, path, options);

describe('security headers on every kind of answer', () => {
  const itinerary = '/shipments/1001/itinerary';
  const cases: [string, number, () => ReturnType<typeof call>][] = [
    ['a read', 200, () => call('GET', '/images/types', { token: dispatcher })],
    [
      'an accepted submission',
      202,
      () =>
        call('POST', '/images', {
          token: dispatcher,
          body: {
            context: 'SHIPMENT',
            entityId: '1001',
            type: 'BOL',
            bucket: process.env.DROP_BUCKET,
            fileKey: 'a.pdf',
          },
        }),
    ],
    [
      'a conditional read that has not changed',
      304,
      async () => {
        const { headers } = await call('GET', itinerary, { token: dispatcher });
        return call('GET', itinerary, {
          token: dispatcher,
          headers: { 'if-none-match': String(headers.etag) },
        });
      },
    ],
    [
      'a body that is not JSON',
      400,
      () => call('PUT', itinerary, { token: dispatcher, body: '{"moves": [' }),
    ],
    [
      'an invalid query',
      400,
      () => call('GET', '/drivers/D-1/plans?endDate=2026-11-30', { token: dispatcher }),
    ],
    ['no token', 401, () => call('GET', '/shipments')],
    ['a role the route does not allow', 403, () => call('GET', '/shipments', { token: driver })],
    ['an unknown path', 404, () => call('GET', '/nowhere', { token: dispatcher })],
    ['an unknown resource', 404, () => call('GET', '/shipments/9999', { token: dispatcher })],
    ['another method', 405, () => call('DELETE', '/shipments', { token: dispatcher })],
    [
      'a stale If-Match',
      412,
      async () => {
        const { body } = await call('GET', itinerary, { token: dispatcher });
        return call('PUT', itinerary, { token: dispatcher, body, headers: { 'if-match': '"0"' } });
      },
    ],
    [
      'a body over 1 MiB',
      413,
      () => call('PUT', itinerary, { token: dispatcher, body: `"${'x'.repeat(1 << 20)}"` }),
    ],
    [
      'another content type',
      415,
      () =>
        call('PUT', itinerary, {
          token: dispatcher,
          body: 'moves=1',
          headers: { 'content-type': 'text/plain' },
        }),
    ],
    [
      'a shipment that refuses updates',
      422,
      () => call('PUT', '/shipments/1006/itinerary', { token: dispatcher, body: { moves: [] } }),
    ],
  ];

  test.each(cases)('%s: %d', async (_, status, send) => {
    const answer = await send();
    expect(answer.status).toBe(status);
    expectSecurityHeaders(answer.headers, status);
    if (status >= 400) expectSpecErrorBody(status, answer.body);
  });
});

describe('tokens the API must refuse, on every route', () => {
  const badTokens: [string, () => Promise<string | undefined>][] = [
    ['no token at all', async () => undefined],
    ['a wrong signature', () => mintToken(randomBytes(32), { role: 'dispatcher' })],
    ['another audience', () => api.token({ role: 'dispatcher' }, { audience: 'another-api' })],
    ['an expired one', () => api.token({ role: 'dispatcher' }, { expiresIn: '-1s' })],
    [
      'one issued 10 hours in the future',
      () => api.token({ role: 'dispatcher' }, { issuedAt: Math.floor(Date.now() / 1000) + 10 * 3600 }),
    ],
    ['a role that does not exist', () => api.token({ role: 'admin' })],
    ['a driver role without a driver id', () => api.token({ role: 'driver' })],
    [
      'an unsigned one (alg none)',
      async () => {
        const [, payload] = dispatcher.split('.');
        return `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      },
    ],
    ['a valid one with its signature altered', async () => `${dispatcher.slice(0, -4)}AAAA`],
    ['no JWT at all', async () => 'not-a-token'],
  ];

  test.each(badTokens)('%s: 401 with the spec body', async (_, tokenOf) => {
    const token = await tokenOf();
    for (const route of routeList) {
      const path = route.path.replace(/\{\w+\}/g, 'x');
      const answer = await call(route.method, path, {
        ...(token === undefined ? {} : { token }),
        ...(route.method === 'GET' ? {} : { body: {} }),
      });
      expect({ route: route.id, status: answer.status }).toEqual({ route: route.id, status: 401 });
      expectSpecErrorBody(401, answer.body);
      expectSecurityHeaders(answer.headers);
    }
  });

  test('a request a valid token gets stored is 401 with each of them, and nothing is stored', async () => {
    const upload = {
      context: 'SHIPMENT',
      entityId: '1001',
      type: 'POD',
      contentType: 'application/pdf',
      contentLength: 1000,
    };
    const before = await snapshotTable();
    for (const [label, tokenOf] of badTokens) {
      const token = await tokenOf();
      const answer = await call('POST', '/images/uploads', {
        ...(token === undefined ? {} : { token }),
        body: upload,
      });
      expect({ label, status: answer.status }).toEqual({ label, status: 401 });
    }
    expect(await snapshotTable()).toEqual(before);
    // The same request with a valid token: stored (the issued key's record), so the check above could fail.
    expect((await call('POST', '/images/uploads', { token: dispatcher, body: upload })).status).toBe(201);
    expect((await snapshotTable()).length).toBe(before.length + 1);
  });

  test('the same requests with a valid token get past the check', async () => {
    const answer = await call('GET', '/shipments/x', { token: dispatcher });
    expect(answer.status).toBe(404);
  });
});
