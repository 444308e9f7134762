import { type LocalApi, startLocalApi } from '../support/local-api';
import { httpMessage, rawRequest } from '../support/raw-http';
import {
  expectDocumentedAnswer,
  expectSecurityHeaders,
  expectSpecErrorBody,
} from '../support/response-checks';

/**
 * Requests the fuzzer sent the local server that got a 500, no answer at all,
 * or Node's bare 400 without the spec's body and headers, pinned as found.
 */

let api: LocalApi;
let token: string;

beforeAll(async () => {
  api = await startLocalApi('test/fixtures/small-data.json');
  token = await api.token({ role: 'dispatcher' });
});

afterAll(() => api.close());

test.each([
  ['a path segment that is not percent-encoded UTF-8 (was 500)', 'GET /shipments/%E0%A4%A HTTP/1.1', 400],
  ['a percent sign without hex digits (was 500)', 'GET /shipments/%ZZ/itinerary HTTP/1.1', 400],
  [
    'an absolute-form target that is no URL (was no answer: an unhandled rejection)',
    'GET http://[::1/ HTTP/1.1',
    400,
  ],
  ['a header name Node refuses (was a bare 400)', 'GET /shipments HTTP/1.1\r\né: x', 400],
  ['a line that is not HTTP (was a bare 400)', 'GARBAGE', 400],
  ['headers over 16 KB (was a bare 431)', `GET /shipments HTTP/1.1\r\nx-big: ${'x'.repeat(20_000)}`, 431],
])('%s: the spec error body with the API headers', async (_, requestLine, status) => {
  const response = await rawRequest(
    api.port,
    `${requestLine}\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${token}\r\nconnection: close\r\n\r\n`,
  );
  expect(response.status).toBe(status);
  expectSecurityHeaders(response.headers);
  expectSpecErrorBody(status, JSON.parse(response.body));
  const [method = '', target = ''] = requestLine.split(' ');
  expectDocumentedAnswer(method, target, response);
});

test('the server still answers after every one of them', async () => {
  const response = await rawRequest(
    api.port,
    httpMessage('GET', '/images/types', { authorization: `Bearer ${token}` }),
  );
  expect(response.status).toBe(200);
});
