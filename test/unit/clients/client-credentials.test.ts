import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { clientCredentials, TokenRequestError } from '#client/token';

/**
 * The client-credentials provider against a token endpoint on loopback that
 * answers as Cognito's does: form body, HTTP Basic client authentication,
 * `{ access_token, token_type, expires_in }`, and RFC 6749 errors.
 */
interface TokenRequest {
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

const CLIENT = { clientId: 'partner-tms', clientSecret: 's3cret+/=' };
const requests: TokenRequest[] = [];
let answer: (issued: number) => { status: number; body: unknown } = (issued) => ({
  status: 200,
  body: { access_token: `token-${issued}`, token_type: 'Bearer', expires_in: 3600 },
});
let server: Server;
let tokenUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on('end', () => {
      requests.push({ headers: request.headers, form: new URLSearchParams(text) });
      const { status, body } = answer(requests.length);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  tokenUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/token`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  requests.length = 0;
  answer = (issued) => ({
    status: 200,
    body: { access_token: `token-${issued}`, token_type: 'Bearer', expires_in: 3600 },
  });
});

test('asks as Cognito expects: a client_credentials form with the scopes, the client by HTTP Basic', async () => {
  const tokens = clientCredentials({ tokenUrl, ...CLIENT, scope: ['tms/shipments.read', 'tms/webhooks'] });
  expect(await tokens.getToken()).toBe('token-1');
  expect(requests).toHaveLength(1);
  const [request] = requests;
  expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
  expect(Object.fromEntries(request!.form)).toEqual({
    grant_type: 'client_credentials',
    scope: 'tms/shipments.read tms/webhooks',
  });
  const basic = request!.headers.authorization?.replace(/^Basic /, '') ?? '';
  // RFC 6749 2.3.1: each part form-encoded, then joined and base64-encoded.
  expect(Buffer.from(basic, 'base64').toString()).toBe('partner-tms:s3cret%2B%2F%3D');
});

test('without scopes, none is asked for: the client gets all of its own', async () => {
  await clientCredentials({ tokenUrl, ...CLIENT }).getToken();
  expect(Object.fromEntries(requests[0]!.form)).toEqual({ grant_type: 'client_credentials' });
});

test('the token is kept while current, and concurrent callers share one request', async () => {
  const tokens = clientCredentials({ tokenUrl, ...CLIENT });
  const first = await Promise.all([tokens.getToken(), tokens.getToken(), tokens.getToken()]);
  expect(first).toEqual(['token-1', 'token-1', 'token-1']);
  expect(await tokens.getToken()).toBe('token-1');
  expect(requests).toHaveLength(1);
});

test('a new token is fetched shortly before the current one expires', async () => {
  answer = (issued) => ({
    status: 200,
    body: { access_token: `token-${issued}`, token_type: 'Bearer', expires_in: 2 },
  });
  const tokens = clientCredentials({ tokenUrl, ...CLIENT, refreshBeforeExpirySeconds: 1 });
  expect(await tokens.getToken()).toBe('token-1');
  expect(await tokens.getToken()).toBe('token-1');
  // Renewed a second before the two-second lifetime ends.
  await sleep(1_100);
  expect(await tokens.getToken()).toBe('token-2');
  expect(requests).toHaveLength(2);
});

test('a token the API refused is fetched again; a refused token renewed meanwhile is not dropped twice', async () => {
  const tokens = clientCredentials({ tokenUrl, ...CLIENT });
  const refused = await tokens.getToken();
  tokens.invalidate?.(refused);
  expect(await tokens.getToken()).toBe('token-2');
  // A late 401 for the first token leaves the second in place.
  tokens.invalidate?.(refused);
  expect(await tokens.getToken()).toBe('token-2');
  expect(requests).toHaveLength(2);
});

test('the endpoint’s OAuth error is a TokenRequestError with its code, and nothing is kept', async () => {
  answer = () => ({ status: 400, body: { error: 'invalid_scope' } });
  const tokens = clientCredentials({ tokenUrl, ...CLIENT, scope: 'tms/everything' });
  const refused = tokens.getToken();
  await expect(refused).rejects.toBeInstanceOf(TokenRequestError);
  await expect(refused).rejects.toMatchObject({ status: 400, error: 'invalid_scope' });

  answer = () => ({ status: 401, body: { error: 'invalid_client', error_description: 'Bad secret' } });
  await expect(tokens.getToken()).rejects.toThrow(
    'The token endpoint answered 401 invalid_client: Bad secret',
  );
  expect(requests).toHaveLength(2);
});

test.each([
  ['no access_token', { token_type: 'Bearer', expires_in: 3600 }],
  ['another token type', { access_token: 'x', token_type: 'mac', expires_in: 3600 }],
  ['no lifetime', { access_token: 'x', token_type: 'Bearer' }],
  ['not JSON', 'not json'],
])('an answer with %s is no token', async (_, body) => {
  answer = () => ({ status: 200, body });
  await expect(clientCredentials({ tokenUrl, ...CLIENT }).getToken()).rejects.toThrow(
    'The token endpoint answered no bearer token.',
  );
});
