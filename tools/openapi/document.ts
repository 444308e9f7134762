import { readFile } from 'node:fs/promises';
import type {
  HeadersObject,
  OpenAPIObject,
  OperationObject,
  ParameterLocation,
  ParameterObject,
  PathsObject,
  ResponseObject,
} from 'openapi3-ts/oas31';
import type { ErrorBody } from '#shared/http/error-response';
import { type RouteId, routeList } from '#shared/route-table';
import { acceptedScopes, type RouteDefinition } from '#shared/routing/route';
import { documented } from '#shared/schemas/documented';
import * as z from '#shared/schemas/zod';
import { errorBody } from '#tools/openapi/error-schema';
import { COMMON_HEADER_COMPONENTS, COMMON_RESPONSE_HEADERS } from './common-headers';
import { ERROR_RESPONSES, errorStatusesOf } from './error-responses';
import { type RequestExample, requestExamples } from './examples/request-examples';
import { type ResponseExamples, responseExamples } from './examples/response-examples';
import { type Direction, DocumentSchemas } from './json-schemas';
import { OVERVIEW } from './overview';
import { ROUTE_EXTRAS } from './route-extras';
import { notModifiedHeaders, safeRetryRequestHeaders, safeRetryResponseHeaders } from './safe-retries';
import { DEFAULT_SECURITY, SECURITY_SCHEMES, securityOf } from './security';
import { TAGS, tagOf } from './tags';
import { webhookOperations } from './webhooks';

export type ApiDocument = OpenAPIObject;

const JSON_TYPE = 'application/json';

interface ObjectField {
  name: string;
  required: boolean;
  description?: string;
  schema: ReturnType<DocumentSchemas['convert']>;
}

/**
 * A parameter is text on the wire; one the service reads as a number (text
 * piped into a number schema: `limit`, `version`) is documented as that
 * number, its range included, which is what a generated client sends.
 */
function parameterSchema(field: z.core.$ZodType, direction: Direction, schemas: DocumentSchemas) {
  const inner = field instanceof z.core.$ZodOptional ? field._zod.def.innerType : field;
  if (inner instanceof z.core.$ZodPipe && inner._zod.def.out instanceof z.core.$ZodNumber) {
    const description = z.globalRegistry.get(field)?.description ?? z.globalRegistry.get(inner)?.description;
    return { ...schemas.convert(inner._zod.def.out, 'output'), ...(description && { description }) };
  }
  return schemas.convert(field, direction);
}

/** The fields of an object schema (path, query, headers), each converted on its own. */
function fieldsOf(object: z.core.$ZodType | undefined, direction: Direction, schemas: DocumentSchemas) {
  if (!(object instanceof z.core.$ZodObject)) return [];
  return Object.entries(object._zod.def.shape).map(([name, field]): ObjectField => {
    const schema = parameterSchema(field, direction, schemas);
    const description = 'description' in schema ? schema.description : undefined;
    return { name, required: field._zod.optin !== 'optional', ...(description && { description }), schema };
  });
}

/** An example as its schema types it: a number parameter's example is a number. */
const typedExample = (schema: ObjectField['schema'], example: string) =>
  'type' in schema && (schema.type === 'integer' || schema.type === 'number') ? Number(example) : example;

function parametersOf(
  object: z.core.$ZodType | undefined,
  location: ParameterLocation,
  examples: Record<string, string> | undefined,
  schemas: DocumentSchemas,
): ParameterObject[] {
  return fieldsOf(object, 'input', schemas).map(({ name, ...field }) => ({
    name,
    in: location,
    ...field,
    ...(examples?.[name] !== undefined && { example: typedExample(field.schema, examples[name]) }),
  }));
}

function headersOf(object: z.core.$ZodType | undefined, schemas: DocumentSchemas): HeadersObject | undefined {
  const fields = fieldsOf(object, 'output', schemas);
  return fields.length ? Object.fromEntries(fields.map(({ name, ...header }) => [name, header])) : undefined;
}

function rolesLine(route: RouteDefinition): string {
  const roles = route.roles.includes('driver')
    ? '**Roles:** dispatcher; driver, for its own record, plan and events and its assigned shipments.'
    : '**Roles:** dispatcher.';
  const scopes = acceptedScopes(route).map((scope) => `\`${scope}\``);
  return `${roles} **Scope** (integrations): ${scopes.length === 1 ? scopes[0] : `any of ${scopes.join(', ')}`}.`;
}

function successResponse(
  id: RouteId,
  route: RouteDefinition,
  example: unknown,
  schemas: DocumentSchemas,
): ResponseObject {
  const declared = [...safeRetryResponseHeaders(route), ROUTE_EXTRAS[id]?.responseHeaders];
  const headers: HeadersObject = Object.assign(
    {},
    ...declared.map((object) => headersOf(object, schemas)),
    COMMON_RESPONSE_HEADERS,
  );
  const { body } = route.response;
  return {
    description: route.summary,
    headers,
    ...(body && { content: { [JSON_TYPE]: { schema: schemas.convert(body, 'output'), example } } }),
  };
}

/** The 201 of a PUT that created the resource its path names: the same body, and `Location`. */
function createdResponse(
  id: RouteId,
  route: RouteDefinition,
  example: unknown,
  schemas: DocumentSchemas,
): ResponseObject {
  const replaced = successResponse(id, route, example, schemas);
  const location = headersOf(
    z.object({
      Location: documented(z.string(), {
        description: 'The resource created: the path the PUT was sent to.',
      }),
    }),
    schemas,
  );
  return { ...replaced, description: 'Created', headers: { ...location, ...replaced.headers } };
}

/** A `400` as the document describes every route's, with the route's own example. */
function routeBadRequest(example: ErrorBody, schemas: DocumentSchemas): ResponseObject {
  return {
    description: ERROR_RESPONSES[400].description,
    headers: COMMON_RESPONSE_HEADERS,
    content: { [JSON_TYPE]: { schema: schemas.convert(errorBody, 'output'), example } },
  };
}

function operation(
  id: RouteId,
  route: RouteDefinition,
  request: RequestExample | undefined,
  response: unknown,
  schemas: DocumentSchemas,
): OperationObject {
  const extras = ROUTE_EXTRAS[id];
  const { path, query, body } = route.request;
  const parameters = [
    ...parametersOf(path, 'path', request?.path, schemas),
    ...parametersOf(query, 'query', request?.query, schemas),
    ...parametersOf(extras?.requestHeaders, 'header', undefined, schemas),
    ...safeRetryRequestHeaders(route).flatMap((object) => parametersOf(object, 'header', undefined, schemas)),
  ];
  const errors = errorStatusesOf(route, extras?.errors);
  const notModified = notModifiedHeaders(route);
  return {
    operationId: id,
    summary: route.summary,
    description: [extras?.description, rolesLine(route)].filter(Boolean).join('\n\n'),
    tags: [tagOf(route)],
    security: securityOf(route),
    ...(parameters.length && { parameters }),
    ...(body && {
      requestBody: {
        required: true,
        content: { [JSON_TYPE]: { schema: schemas.convert(body, 'input'), example: request?.body } },
      },
    }),
    responses: {
      ...(route.response.creates && { 201: createdResponse(id, route, response, schemas) }),
      [route.response.status]: successResponse(id, route, response, schemas),
      ...(notModified && {
        304: {
          description: 'Not modified: `If-None-Match` names the current `ETag`. No body, no `Content-Type`.',
          headers: { ...headersOf(notModified, schemas), ...COMMON_RESPONSE_HEADERS },
        },
      }),
      ...Object.fromEntries(
        errors.map((status) => [
          status,
          status === 400 && extras?.badRequest
            ? routeBadRequest(extras.badRequest(), schemas)
            : { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` },
        ]),
      ),
    },
  };
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
  const schemas = new DocumentSchemas();
  const paths: PathsObject = {};
  for (const { id, ...route } of routeList) {
    paths[route.path] = {
      ...paths[route.path],
      [route.method.toLowerCase()]: operation(
        id,
        route,
        requests[id],
        responses[id as keyof ResponseExamples],
        schemas,
      ),
    };
  }
  const webhooks = await webhookOperations(schemas);
  const errorSchema = schemas.convert(errorBody, 'output');
  return {
    openapi: '3.1.0',
    info: {
      title: 'TMS API',
      version: (JSON.parse(packageJson) as { version: string }).version,
      description: OVERVIEW,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      contact: { name: 'The operators of this deployment (docs/operations.md)' },
    },
    // Relative: the API is where the document is served from, whatever port `npm start -- --port` chose.
    servers: [{ url: '/', description: 'The server this document is served from' }],
    security: DEFAULT_SECURITY,
    tags: TAGS.map((tag) => ({ ...tag })),
    components: {
      securitySchemes: SECURITY_SCHEMES,
      headers: COMMON_HEADER_COMPONENTS,
      responses: Object.fromEntries(
        Object.values(ERROR_RESPONSES).map((response) => [
          response.name,
          {
            description: response.description,
            headers: { ...('headers' in response && response.headers), ...COMMON_RESPONSE_HEADERS },
            content: { [JSON_TYPE]: { schema: errorSchema, example: response.example } },
          },
        ]),
      ),
      schemas: schemas.schemas(),
    },
    paths,
    webhooks,
  };
}
