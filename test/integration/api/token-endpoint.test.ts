import { type ApiAnswer, apiCall } from '../../security/support/api-call';
import { type LocalApi, startLocalApi } from '../../support/local-api';

/**
 * The local server's `POST /oauth2/token`, as Cognito's token endpoint
 * answers the client credentials grant, and the token it issues used on the
 * API: its scopes, its refusals, and history naming the client.
 */
let api: LocalApi;
let partner: { clientId: string; clientSecret: string };

beforeAll(async () => {
  api = await startLocalApi();
  partner = await api.createClient('Partner TMS', ['tms/shipments.read', 'tms/itineraries.write']);
});

afterAll(() => api.close());

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

async function tokenRequest(
  form: string,
  headers: Record<string, string> = {},
  method = 'POST',
): Promise<ApiAnswer> {
  const response = await fetch(`http://127.0.0.1:${api.port}/oauth2/token`, {
    method,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    ...(method === 'POST' && { body: form }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    text,
    body: text ? JSON.parse(text) : undefined,
  };
}

const partnerBasic = () => ({ authorization: basic(partner.clientId, partner.clientSecret) });

async function partnerToken(scope?: string): Promise<string> {
  const form = `grant_type=client_credentials${scope ? `&scope=${encodeURIComponent(scope)}` : ''}`;
  const answer = await tokenRequest(form, partnerBasic());
  expect(answer.status).toBe(200);
  return answer.body.access_token;
}

describe('issuing tokens', () => {
  test('HTTP Basic credentials get a bearer token with every scope of the client', async () => {
    const answer = await tokenRequest('grant_type=client_credentials', partnerBasic());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      access_token: expect.any(String),
      expires_in: 86_400,
      token_type: 'Bearer',
    });
    expect(answer.headers['cache-control']).toBe('no-store');
    const claims = JSON.parse(Buffer.from(answer.body.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({
      token_use: 'access',
      client_id: partner.clientId,
      sub: partner.clientId,
      scope: 'tms/shipments.read tms/itineraries.write',
    });
    expect(claims.aud).toBeUndefined();
  });

  test('credentials in the body work too, and a narrower scope is granted as asked', async () => {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: partner.clientId,
      client_secret: partner.clientSecret,
      scope: 'tms/shipments.read',
    });
    const answer = await tokenRequest(form.toString());
    expect(answer.status).toBe(200);
    const reading = answer.body.access_token;
    expect((await apiCall(api.port, 'GET', '/shipments', { token: reading })).status).toBe(200);
    const refused = await apiCall(api.port, 'PUT', '/shipments/1001/itinerary', { token: reading, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.headers['www-authenticate']).toBe(
      'Bearer error="insufficient_scope", scope="tms/itineraries.write"',
    );
  });
});

test("the request /docs' Authorize sends (Basic, no scope ticked) gets every scope of the client", async () => {
  const answer = await tokenRequest('grant_type=client_credentials&scope=', {
    ...partnerBasic(),
    'x-requested-with': 'XMLHttpRequest',
  });
  expect(answer.status).toBe(200);
  const claims = JSON.parse(Buffer.from(answer.body.access_token.split('.')[1], 'base64url').toString());
  expect(claims.scope).toBe('tms/shipments.read tms/itineraries.write');
});

describe('refusals (RFC 6749, 5.2), never a 500', () => {
  test.each([
    ['a wrong secret', () => partnerBasic().authorization.replace(/.{4}$/, 'AAAA'), 'invalid_client', 401],
    ['an unknown client', () => basic('nosuchclient', 'secret'), 'invalid_client', 401],
    ['an empty Basic value', () => 'Basic ', 'invalid_client', 401],
    [
      'Basic without a colon',
      () => `Basic ${Buffer.from('justanid').toString('base64')}`,
      'invalid_client',
      401,
    ],
  ])('%s', async (_, authorization, error, status) => {
    const answer = await tokenRequest('grant_type=client_credentials', { authorization: authorization() });
    expect({ status: answer.status, error: answer.body.error }).toEqual({ status, error });
  });

  test('a failed Basic authentication is challenged with Basic', async () => {
    const answer = await tokenRequest('grant_type=client_credentials', { authorization: basic('x', 'y') });
    expect(answer.headers['www-authenticate']).toMatch(/^Basic /);
  });

  test('no credentials at all: invalid_client', async () => {
    const answer = await tokenRequest('grant_type=client_credentials');
    expect({ status: answer.status, error: answer.body.error }).toEqual({
      status: 401,
      error: 'invalid_client',
    });
  });

  test.each([
    ['a scope the client lacks', 'grant_type=client_credentials&scope=tms/webhooks', 'invalid_scope'],
    ['an unknown scope', 'grant_type=client_credentials&scope=tms/everything', 'invalid_scope'],
    ['another grant type', 'grant_type=password&username=a&password=b', 'unsupported_grant_type'],
    ['no grant type', 'scope=tms/shipments.read', 'invalid_request'],
    ['an empty form', '', 'invalid_request'],
    [
      'a repeated parameter',
      'grant_type=client_credentials&grant_type=client_credentials',
      'invalid_request',
    ],
    ['an oversized form', `grant_type=client_credentials&pad=${'x'.repeat(10_000)}`, 'invalid_request'],
  ])('%s: 400', async (_, form, error) => {
    const answer = await tokenRequest(form, partnerBasic());
    expect({ status: answer.status, error: answer.body.error }).toEqual({ status: 400, error });
  });

  test('credentials both by Basic and in the body: invalid_request', async () => {
    const form = `grant_type=client_credentials&client_id=${partner.clientId}&client_secret=${partner.clientSecret}`;
    const answer = await tokenRequest(form, partnerBasic());
    expect({ status: answer.status, error: answer.body.error }).toEqual({
      status: 400,
      error: 'invalid_request',
    });
  });

  test('a body that is not a form: invalid_request', async () => {
    const answer = await tokenRequest('{"grant_type":"client_credentials"}', {
      ...partnerBasic(),
      'content-type': 'application/json',
    });
    expect({ status: answer.status, error: answer.body.error }).toEqual({
      status: 400,
      error: 'invalid_request',
    });
  });

  test('GET: 405', async () => {
    const answer = await tokenRequest('', partnerBasic(), 'GET');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST');
  });
});

describe('the API with client tokens', () => {
  test('no token: 401 with a bare Bearer challenge; a refused one: invalid_token', async () => {
    const none = await apiCall(api.port, 'GET', '/shipments');
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const forged = await apiCall(api.port, 'GET', '/shipments', { token: 'a.b.c' });
    expect(forged.status).toBe(401);
    expect(forged.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  test('history names the client that changed an itinerary, by id and name', async () => {
    const token = await partnerToken();
    const { body: itinerary } = await apiCall(api.port, 'GET', '/shipments/1001/itinerary', { token });
    const changed = structuredClone(itinerary);
    changed.moves[0].events[0].note = 'changed by the partner TMS';
    const put = await apiCall(api.port, 'PUT', '/shipments/1001/itinerary', { token, body: changed });
    expect(put.status).toBe(200);
    const history = await apiCall(api.port, 'GET', '/shipments/1001/itinerary/history?limit=1', { token });
    expect(history.body.items[0].changedBy).toEqual({
      role: 'client',
      id: partner.clientId,
      name: 'Partner TMS',
    });
  });

  test("a deleted client's tokens are refused at once", async () => {
    const doomed = await api.createClient('Doomed', ['tms/shipments.read']);
    const answer = await tokenRequest('grant_type=client_credentials', {
      authorization: basic(doomed.clientId, doomed.clientSecret),
    });
    const token = answer.body.access_token;
    expect((await apiCall(api.port, 'GET', '/shipments', { token })).status).toBe(200);
    const [client] = (await api.clients.list()).filter((candidate) => candidate.name === 'Doomed');
    await api.clients.remove(client!);
    const refused = await apiCall(api.port, 'GET', '/shipments', { token });
    expect(refused.status).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  test('a rotation refuses every token issued before it; the new secret gets one that works', async () => {
    const rotated = await api.createClient('Rotated', ['tms/shipments.read']);
    const before = (
      await tokenRequest('grant_type=client_credentials', {
        authorization: basic(rotated.clientId, rotated.clientSecret),
      })
    ).body.access_token;
    // Not used before the rotation: a function instance trusts a record it read for a minute (as in AWS).
    // `iat` is in whole seconds: a token of the rotation's own second is the rotation's.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const [client] = (await api.clients.list()).filter((candidate) => candidate.name === 'Rotated');
    const { clientSecret } = await api.clients.rotate(client!);
    const refused = await apiCall(api.port, 'GET', '/shipments', { token: before });
    expect(refused.status).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    const after = await tokenRequest('grant_type=client_credentials', {
      authorization: basic(rotated.clientId, clientSecret),
    });
    expect(after.body.expires_in).toBe(86_400);
    expect((await apiCall(api.port, 'GET', '/shipments', { token: after.body.access_token })).status).toBe(
      200,
    );
  });

  test('people tokens work as before', async () => {
    const dispatcher = await api.token({ role: 'dispatcher' });
    expect((await apiCall(api.port, 'GET', '/customers', { token: dispatcher })).status).toBe(200);
    const driver = await api.token({ role: 'driver', driverId: 'D-2' });
    expect((await apiCall(api.port, 'GET', '/customers', { token: driver })).status).toBe(403);
  });
});
