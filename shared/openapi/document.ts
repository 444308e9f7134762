import { readFile } from 'node:fs/promises';
import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi';
import * as z from 'zod';
import type { RouteDefinition } from '#shared/http/route';
import { type RouteId, routeList } from '#shared/routes';
import { errorBody } from '#shared/schemas/responses/error';
import { ERROR_RESPONSES, errorStatusesOf } from './error-responses';
import { type RequestExample, requestExamples } from './examples/request-examples';
import { type ResponseExamples, responseExamples } from './examples/response-examples';
import { OVERVIEW } from './overview';
import { ROUTE_EXTRAS } from './route-extras';
import { TAGS, tagOf } from './tags';

export type ApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

const BEARER = 'bearerAuth';
const JSON_TYPE = 'application/json';

const objectSchema = (schema: z.ZodType | undefined) => (schema instanceof z.ZodObject ? schema : undefined);

function rolesLine(route: RouteDefinition): string {
  return route.roles.includes('driver')
    ? '**Roles:** dispatcher; driver, for its own plan, events and assigned shipments.'
    : '**Roles:** dispatcher.';
}

function successResponse(id: RouteId, route: RouteDefinition, example: unknown): ResponseConfig {
  const headers = ROUTE_EXTRAS[id]?.responseHeaders;
  return {
    description: route.summary,
    ...(headers && { headers }),
    ...(route.response.body && { content: { [JSON_TYPE]: { schema: route.response.body, example } } }),
  };
}

function operation(
  id: RouteId,
  route: RouteDefinition,
  request: RequestExample | undefined,
  response: unknown,
): RouteConfig {
  const extras = ROUTE_EXTRAS[id];
  const { path, query, body } = route.request;
  const params = objectSchema(path);
  const queryParams = objectSchema(query);
  const errors = errorStatusesOf(route, extras?.errors);
  return {
    method: route.method.toLowerCase() as RouteConfig['method'],
    path: route.path,
    operationId: id,
    summary: route.summary,
    description: [extras?.description, rolesLine(route)].filter(Boolean).join('\n\n'),
    tags: [tagOf(route)],
    request: {
      ...(params && { params }),
      ...(queryParams && { query: queryParams }),
      ...(extras?.requestHeaders && { headers: extras.requestHeaders }),
      ...(body && {
        body: { required: true, content: { [JSON_TYPE]: { schema: body, example: request?.body } } },
      }),
    },
    responses: {
      [route.response.status]: successResponse(id, route, response),
      ...Object.fromEntries(
        errors.map((status) => [status, { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` }]),
      ),
    },
  };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Path and query values of the curl examples become the parameters' examples. */
function addParameterExamples(document: ApiDocument, examples: Partial<Record<RouteId, RequestExample>>) {
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = pathItem[method];
      const example = op?.operationId ? examples[op.operationId as RouteId] : undefined;
      if (!op || !example) continue;
      for (const parameter of op.parameters ?? []) {
        if ('$ref' in parameter) continue;
        const values: Record<string, string> =
          parameter.in === 'path' ? example.path : parameter.in === 'query' ? example.query : {};
        if (values[parameter.name] !== undefined) parameter.example = values[parameter.name];
      }
    }
  }
}

/**
 * The API document (OpenAPI 3.1) of every route of the route table, from the
 * zod schemas the handlers validate with and the response schemas of the
 * table; examples come from the demo data and from docs/api-examples.md.
 */
export async function buildApiDocument(): Promise<ApiDocument> {
  const [requests, responses, packageJson] = await Promise.all([
    requestExamples(),
    responseExamples(),
    readFile('package.json', 'utf8'),
  ]);
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', BEARER, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'In AWS, an ID token of the Cognito user pool. Locally, `npm run token -- --role dispatcher` or `npm run token -- --driver D-1`.',
  });
  for (const { name, description, example } of Object.values(ERROR_RESPONSES)) {
    registry.registerComponent('responses', name, {
      description,
      content: { [JSON_TYPE]: { schema: { $ref: '#/components/schemas/Error' }, example } },
    });
  }
  for (const { id, ...route } of routeList) {
    registry.registerPath(operation(id, route, requests[id], responses[id as keyof ResponseExamples]));
  }

  // The error schema is referenced only from the shared error responses: list it, so it is generated.
  // (A bare zod 4 schema would be mistaken for a typed definition: zod 4 schemas have a `type` property.)
  const definitions = [...registry.definitions, { type: 'schema' as const, schema: errorBody }];
  const document = new OpenApiGeneratorV31(definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'TMS API',
      version: (JSON.parse(packageJson) as { version: string }).version,
      description: OVERVIEW,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // Relative: the API is where the document is served from, whatever port `npm start -- --port` chose.
    servers: [{ url: '/', description: 'The server this document is served from' }],
    security: [{ [BEARER]: [] }],
    tags: TAGS.map((tag) => ({ ...tag })),
  });
  addParameterExamples(document, requests);
  return document;
}
