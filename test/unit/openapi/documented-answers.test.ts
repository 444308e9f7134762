import { expectDocumentedAnswer } from '../../support/response-checks';

/**
 * The contract check the fuzzers run on every answer they get: it must fail
 * for a status or a header the API document does not promise.
 */

/** An answer with the headers every answer carries, and `headers`. */
const withHeaders = (status: number, headers: Record<string, string> = {}) => ({
  status,
  headers: { 'x-request-id': 'r-1', 'cache-control': 'no-store', ...headers },
});

test('an answer the reached operation documents passes', () => {
  expectDocumentedAnswer('GET', '/shipments/1001/itinerary', withHeaders(200, { etag: '"1"' }));
  expectDocumentedAnswer('PUT', '/shipments/1001/itinerary?x=1', withHeaders(412));
  expectDocumentedAnswer('GET', '/images/types', withHeaders(431));
});

test('a status the reached operation does not document fails', () => {
  expect(() => expectDocumentedAnswer('GET', '/shipments', withHeaders(412))).toThrow();
  expect(() => expectDocumentedAnswer('GET', '/images/types', withHeaders(418))).toThrow();
});

test('a documented header missing from the answer fails', () => {
  expect(() => expectDocumentedAnswer('GET', '/shipments/1001/itinerary', withHeaders(200))).toThrow();
  expect(() => expectDocumentedAnswer('GET', '/shipments', withHeaders(503))).toThrow();
  expectDocumentedAnswer('GET', '/shipments', withHeaders(503, { 'retry-after': '1' }));
});

test('another method on a known path: every operation of the path documents the answer', () => {
  expectDocumentedAnswer('DELETE', '/shipments/1001/itinerary', withHeaders(405, { allow: 'GET, PUT' }));
  expect(() => expectDocumentedAnswer('DELETE', '/shipments/1001/itinerary', withHeaders(405))).toThrow();
  // PUT documents 412, GET does not.
  expect(() => expectDocumentedAnswer('DELETE', '/shipments/1001/itinerary', withHeaders(412))).toThrow();
});

test('an unknown path, or a target that is no URL: some operation documents the answer', () => {
  expectDocumentedAnswer('GET', '/nowhere', withHeaders(404));
  expectDocumentedAnswer('GET', 'http://[::1/', withHeaders(400));
  expect(() => expectDocumentedAnswer('GET', '/nowhere', withHeaders(418))).toThrow();
});

test('a header the document marks optional may be absent; a required one may not', () => {
  expectDocumentedAnswer('POST', '/images', withHeaders(202, { location: '/images/submissions/x' }));
  expectDocumentedAnswer(
    'POST',
    '/images',
    withHeaders(202, { location: '/images/submissions/x', 'idempotency-replayed': 'true' }),
  );
  expect(() => expectDocumentedAnswer('POST', '/images', withHeaders(202))).toThrow();
  expectDocumentedAnswer('GET', '/shipments/1001/itinerary', withHeaders(304, { etag: '"1"' }));
  expect(() => expectDocumentedAnswer('GET', '/shipments/1001/itinerary', withHeaders(304))).toThrow();
});

test('every answer documents x-request-id and Cache-Control: one without them fails', () => {
  const { 'x-request-id': _id, ...withoutId } = withHeaders(404).headers;
  expect(() =>
    expectDocumentedAnswer('GET', '/shipments/9999', { status: 404, headers: withoutId }),
  ).toThrow();
  const { 'cache-control': _cache, ...withoutCaching } = withHeaders(200).headers;
  expect(() =>
    expectDocumentedAnswer('GET', '/shipments', { status: 200, headers: withoutCaching }),
  ).toThrow();
  expectDocumentedAnswer('GET', '/shipments/9999', withHeaders(404));
});
