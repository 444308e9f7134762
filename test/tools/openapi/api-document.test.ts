import { readFile } from 'node:fs/promises';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Document, type RulesetDefinition, Spectral } from '@stoplight/spectral-core';
import * as Parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import type { ResponseObject } from 'openapi3-ts/oas31';
import { SCOPES } from '#shared/domain/scopes';
import { type RouteId, routeList, routes } from '#shared/route-table';
import { acceptedScopes, type RouteRequest } from '#shared/routing/route';
import * as z from '#shared/schemas/zod';
import { type ApiDocument, buildApiDocument } from '#tools/openapi/document';
import { API_DOCUMENT_FILE, apiDocumentText } from '#tools/openapi/document-file';
import { ERROR_RESPONSES, errorStatusesOf } from '#tools/openapi/error-responses';
import { errorBody } from '#tools/openapi/error-schema';
import { requestExamples } from '#tools/openapi/examples/request-examples';
import { CREATED_IDS, responseExamples } from '#tools/openapi/examples/response-examples';
import { ROUTE_EXTRAS } from '#tools/openapi/route-extras';
import { documentedScopes } from '#tools/openapi/security';

let document: ApiDocument;

beforeAll(async () => {
  document = await buildApiDocument();
});

const operationOf = (route: { path: string; method: string }) =>
  document.paths?.[route.path]?.[route.method.toLowerCase() as 'get'];

/** Parsing drops properties a schema does not know: equal after parsing means fully described. */
function expectDescribedBy(schema: z.core.$ZodType, value: unknown) {
  expect(z.parse(schema, value)).toEqual(value);
}

test('documents every route of the route table, and nothing else', () => {
  for (const route of routeList) {
    expect(operationOf(route)).toMatchObject({ operationId: route.id, summary: route.summary });
  }
  const documented = Object.values(document.paths ?? {}).flatMap((item) =>
    Object.values(item).flatMap((op) => (typeof op === 'object' && op && 'operationId' in op ? [op] : [])),
  );
  expect(documented).toHaveLength(routeList.length);
});

test('every route has a response schema (but a 204), and every operation its success and error responses (a creating PUT its 201 too)', () => {
  for (const route of routeList) {
    const hasBody = route.response.status !== 204;
    expect(route.response.body !== undefined).toBe(hasBody);
    const responses = operationOf(route)?.responses ?? {};
    const statuses = errorStatusesOf(route, ROUTE_EXTRAS[route.id]?.errors);
    expect(Object.keys(responses).sort()).toEqual(
      [
        String(route.response.status),
        ...(route.response.creates ? ['201'] : []),
        ...(route.conditional ? ['304'] : []),
        ...statuses.map(String),
      ].sort(),
    );
    expect(responses[route.response.status]?.content?.['application/json']?.schema !== undefined).toBe(
      hasBody,
    );
  }
});

test('every operation documents what any request can be answered: 400, 401, 403, 405, 413, 431, 500, 503', () => {
  for (const route of routeList) {
    expect(Object.keys(operationOf(route)?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '401', '403', '405', '413', '431', '500', '503']),
    );
  }
});

test('every error status the service answers has a response with the error body', () => {
  const responses = (document.components?.responses ?? {}) as Record<string, ResponseObject>;
  for (const status of [400, 401, 403, 404, 405, 409, 412, 413, 415, 422, 431, 500, 503] as const) {
    const response = responses[ERROR_RESPONSES[status].name];
    expect(response?.content?.['application/json']).toMatchObject({
      schema: { $ref: '#/components/schemas/Error' },
      example: { status },
    });
  }
});

test('a 405 documents its Allow header, a 503 its Retry-After', () => {
  const responses = (document.components?.responses ?? {}) as Record<string, ResponseObject>;
  expect(responses.MethodNotAllowed?.headers).toMatchObject({
    Allow: expect.objectContaining({ required: true, schema: expect.objectContaining({ type: 'string' }) }),
  });
  expect(responses.ServiceUnavailable?.headers).toMatchObject({
    'Retry-After': expect.objectContaining({
      required: true,
      schema: expect.objectContaining({ type: 'integer' }),
    }),
  });
});

test("every request needs a person's bearer token or an integration's OAuth 2.0 token", () => {
  expect(document.security).toEqual([{ bearerAuth: [] }, { oauth2: [] }]);
  expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  expect(document.components?.securitySchemes?.oauth2).toEqual({
    type: 'oauth2',
    description: expect.any(String),
    flows: { clientCredentials: { tokenUrl: '/oauth2/token', scopes: SCOPES } },
  });
});

test('each operation lists every scope its route accepts, one requirement each (any one enough), beside the bearer scheme', () => {
  for (const route of routeList) {
    const operation = document.paths?.[route.path]?.[route.method.toLowerCase() as 'get'];
    expect({ id: route.id, security: operation?.security }).toEqual({
      id: route.id,
      security: [{ bearerAuth: [] }, ...acceptedScopes(route).map((scope) => ({ oauth2: [scope] }))],
    });
    for (const scope of acceptedScopes(route)) expect(operation?.description).toContain(`\`${scope}\``);
  }
  // The feed: every read scope of an event type lets a client read it (shared/webhooks/event-scopes.ts).
  expect(documentedScopes(document.paths?.['/events']?.get?.security ?? []).sort()).toEqual([
    'tms/documents.read',
    'tms/drivers.read',
    'tms/shipments.read',
  ]);
});

test('the committed openapi.json is the one the code generates (run `npm run openapi`)', async () => {
  expect(await readFile(API_DOCUMENT_FILE, 'utf8')).toBe(await apiDocumentText());
});

test('lints clean with the Redocly recommended rules, example validation included', async () => {
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: API_DOCUMENT_FILE,
    config: await createConfig({ extends: ['recommended'] }),
  });
  expect(problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
});

test("lints clean with Spectral's OpenAPI rules (spectral:oas)", async () => {
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
  const results = await spectral.run(new Document(JSON.stringify(document), Parsers.Json, API_DOCUMENT_FILE));
  expect(results.map((result) => `${result.code} at ${result.path.join('.')}: ${result.message}`)).toEqual(
    [],
  );
});

describe('examples validate against the zod schemas they document', () => {
  test('success bodies', async () => {
    const examples = await responseExamples();
    for (const route of routeList) {
      if (route.response.body === undefined) expect(examples[route.id]).toBeUndefined();
      else expectDescribedBy(route.response.body, examples[route.id]);
    }
  });

  test('requests: path, query and body of each route', async () => {
    const examples = await requestExamples();
    expect(Object.keys(examples).sort()).toEqual(Object.keys(routes).sort());
    for (const id of Object.keys(examples) as RouteId[]) {
      const example = examples[id]!;
      const { path, query, body }: RouteRequest = routes[id].request;
      if (path) expect(z.safeParse(path, example.path).success).toBe(true);
      if (query) expect(z.safeParse(query, example.query).success).toBe(true);
      if (body) expect(z.safeParse(body, example.body).success).toBe(true);
    }
  });

  test('every path parameter of every operation has an example, the one its response examples use', () => {
    const withoutExample = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) =>
        ((op as { parameters?: { in?: string; name?: string; example?: unknown }[] }).parameters ?? [])
          .filter((parameter) => parameter.in === 'path' && parameter.example === undefined)
          .map((parameter) => `${method.toUpperCase()} ${path}: ${parameter.name}`),
      ),
    );
    expect(withoutExample).toEqual([]);
    const webhook = operationOf(routes.getWebhook)?.parameters?.find(
      (p) => 'name' in p && p.name === 'webhookId',
    );
    expect(webhook).toMatchObject({ example: CREATED_IDS.webhookId });
  });

  test('error bodies', () => {
    for (const [status, { example }] of Object.entries(ERROR_RESPONSES)) {
      expectDescribedBy(errorBody, example);
      expect(example.status).toBe(Number(status));
    }
  });
});

test('idempotent routes document Idempotency-Key, Idempotency-Replayed, 409 and 422; conditional GETs ETag, If-None-Match and 304', () => {
  const idempotent = routeList.filter((route) => route.idempotent);
  const conditional = routeList.filter((route) => route.conditional);
  expect(idempotent.map((route) => route.id)).toEqual(
    expect.arrayContaining(['putItinerary', 'putNonShipmentEvent', 'submitImage']),
  );
  expect(conditional.map((route) => route.id)).toEqual(
    expect.arrayContaining(['getItinerary', 'getDriverPlans', 'getImageSubmission']),
  );
  for (const route of idempotent) {
    const operation = operationOf(route)!;
    const key = operation.parameters?.find((p) => 'name' in p && p.name === 'Idempotency-Key');
    expect(key).toMatchObject({ in: 'header', required: false, schema: { minLength: 1, maxLength: 255 } });
    const responses = operation.responses ?? {};
    const success = responses[route.response.status] as ResponseObject;
    expect(success.headers?.['Idempotency-Replayed']).toMatchObject({ required: false });
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['409', '422']));
  }
  for (const route of conditional) {
    const operation = operationOf(route)!;
    expect(operation.parameters?.some((p) => 'name' in p && p.name === 'If-None-Match')).toBe(true);
    const responses = operation.responses ?? {};
    expect((responses['200'] as ResponseObject).headers?.ETag).toMatchObject({ required: true });
    const notModified = responses['304'] as ResponseObject;
    expect(notModified.content).toBeUndefined();
    expect(notModified.headers?.ETag).toMatchObject({ required: true });
  }
});
