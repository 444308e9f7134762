import { readFileSync } from 'node:fs';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { routeList } from '#shared/route-table';
import { API_DOCUMENT_FILE } from '#tools/openapi/document-file';
import { type LocalApi, startLocalApi } from '../../support/local-api';
import { expectDocumentedAnswer, expectSecurityHeaders } from '../../support/response-checks';
import { NOT_PRODUCED_FOR, NOT_PRODUCED_ON_DEMAND, statusCases, type Target } from './support/status-cases';

/**
 * Every operation is sent the requests that produce each status it can
 * answer, over HTTP to the local server; each answer must be one the API
 * document lists for that operation, with every header it documents for it.
 * And every status the document lists is produced by some request here, or
 * is named as one no request can produce on demand, with where it is tested.
 */

// Webhook subscriptions point at a loopback receiver, as under `npm start -- --allow-loopback-urls`.
process.env.ALLOW_LOOPBACK_URLS = 'true';

const cases = statusCases();
let api: LocalApi;
let target: Target;

beforeAll(async () => {
  api = await startLocalApi();
  target = { base: api.url, serverPort: api.port, token: (subject) => api.token(subject) };
});

afterAll(() => api.close());

test('every status an operation lists is produced by a request, or named as not producible on demand', () => {
  const document = JSON.parse(readFileSync(API_DOCUMENT_FILE, 'utf8')) as OpenAPIObject;
  for (const route of routeList) {
    const listed = Object.keys(
      document.paths?.[route.path]?.[route.method.toLowerCase() as 'get']?.responses ?? {},
    )
      .map(Number)
      .filter(
        (status) => !(status in NOT_PRODUCED_ON_DEMAND) && !(status in (NOT_PRODUCED_FOR[route.id] ?? {})),
      )
      .sort();
    const produced = [...new Set(cases.filter((c) => c.operation === route.id).map((c) => c.status))].sort();
    expect({ operation: route.id, statuses: produced }).toEqual({ operation: route.id, statuses: listed });
  }
});

test.each(cases.map((c) => [c.operation, c.status, c.how, c] as const))(
  '%s answers %d to %s, as the document says',
  async (_, status, __, statusCase) => {
    const { method, path, answer } = await statusCase.send(target);
    // The body in the message says why, when the status is not the expected one.
    expect(`${answer.status} ${answer.text.slice(0, 300)}`).toMatch(new RegExp(`^${status} `));
    expectDocumentedAnswer(method, path, answer);
    expectSecurityHeaders(answer.headers, answer.status);
  },
);
