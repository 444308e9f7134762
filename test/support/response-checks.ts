import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import type {
  HeaderObject,
  OpenAPIObject,
  OperationObject,
  ReferenceObject,
  ResponseObject,
} from 'openapi3-ts/oas31';
import { MethodNotAllowedError } from '#shared/http/errors';
import type { HttpMethod } from '#shared/routing/route';
import { isOriginForm } from '#tools/dev-server/request-target';
import { createRouter } from '#tools/dev-server/router';
import { API_DOCUMENT_FILE } from '#tools/openapi/document-file';

/**
 * Headers every answer of the API carries, errors included. Written out here
 * rather than imported from the serializer, so that weakening them takes two
 * edits to pass.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

const ERROR_FIELDS = ['data', 'description', 'message', 'status'];

/**
 * What every answer carries, whoever gave it (a handler or the router):
 * the security headers, an `x-request-id`, caching by the `ETag` rule
 * (`private, no-cache` with one, else `no-store`), and JSON as the type of
 * any body (an answer without one, 204 or 304, has no `Content-Type`).
 */
export function expectSecurityHeaders(
  headers: Record<string, string | string[] | undefined>,
  status?: number,
): void {
  const withBody = status !== 204 && status !== 304;
  expect(headers).toMatchObject(SECURITY_HEADERS);
  expect(headers['x-request-id']).toEqual(expect.stringMatching(/^\S+$/));
  expect(headers['cache-control']).toBe(headers.etag === undefined ? 'no-store' : 'private, no-cache');
  if (withBody) expect(String(headers['content-type'])).toMatch(/^application\/json/);
  else expect(headers['content-type']).toBeUndefined();
}

/**
 * The spec's error body: `status` equal to the HTTP status, `description` its
 * status text, `data` an object, `message` a string when present, nothing else.
 */
export function expectSpecErrorBody(status: number, body: unknown): void {
  expect(body).toEqual(
    expect.objectContaining({ status, description: STATUS_CODES[status], data: expect.any(Object) }),
  );
  const fields = Object.keys(body as object);
  expect(ERROR_FIELDS).toEqual(expect.arrayContaining(fields));
  const { data, message } = body as { data: unknown; message?: unknown };
  expect(Array.isArray(data)).toBe(false);
  if (message !== undefined) expect(typeof message).toBe('string');
}

/** The committed API document, as clients read it. */
const apiDocument = JSON.parse(readFileSync(API_DOCUMENT_FILE, 'utf8')) as OpenAPIObject;

interface DocumentedOperation {
  method: HttpMethod;
  path: string;
  operation: OperationObject;
}

const documentedOperations: DocumentedOperation[] = Object.entries(apiDocument.paths ?? {}).flatMap(
  ([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase() as HttpMethod,
      path,
      operation: operation as OperationObject,
    })),
);

const matchOperation = createRouter(documentedOperations);

/** The operations whose documents an answer must be in: `every` of them, or only `some`. */
function operationsAnswering(
  method: string,
  target: string,
): { operations: OperationObject[]; quantifier: 'every' | 'some' } {
  let path: string;
  // A target in another form is refused before any operation is reached.
  if (!isOriginForm(target)) {
    return { operations: documentedOperations.map((entry) => entry.operation), quantifier: 'some' };
  }
  try {
    path = new URL(target, 'http://localhost').pathname;
  } catch {
    return { operations: documentedOperations.map((entry) => entry.operation), quantifier: 'some' };
  }
  try {
    return { operations: [matchOperation(method, path).route.operation], quantifier: 'every' };
  } catch (error) {
    // A known path with another method: what it answers, each operation of the path must say.
    if (error instanceof MethodNotAllowedError) {
      const operations = error.allowed.map((allowed) => matchOperation(allowed, path).route.operation);
      return { operations, quantifier: 'every' };
    }
    // An unknown path, or one that does not decode: answered before any operation is reached.
    return { operations: documentedOperations.map((entry) => entry.operation), quantifier: 'some' };
  }
}

function documentedResponse(operation: OperationObject, status: number): ResponseObject | undefined {
  const response = operation.responses?.[status] as ResponseObject | ReferenceObject | undefined;
  if (!response || !('$ref' in response)) return response;
  const name = response.$ref.replace('#/components/responses/', '');
  return apiDocument.components?.responses?.[name] as ResponseObject | undefined;
}

/** A response's header as the document describes it, a reference to a component followed. */
function documentedHeader(header: HeaderObject | ReferenceObject): HeaderObject | undefined {
  const ref = '$ref' in header ? header.$ref : undefined;
  if (ref === undefined) return header as HeaderObject;
  return apiDocument.components?.headers?.[ref.replace('#/components/headers/', '')] as
    | HeaderObject
    | undefined;
}

/**
 * No answer leaves the API document: the operation a request reached lists the
 * answer's status and every header the document requires of it is there. A known
 * path with another method must be documented by each operation of the path;
 * a path the document does not have, by some operation.
 */
export function expectDocumentedAnswer(
  method: string,
  target: string,
  answer: { status: number; headers: Record<string, string | string[] | undefined> },
): void {
  const { operations, quantifier } = operationsAnswering(method, target);
  const documenting = operations.flatMap((operation) => {
    const response = documentedResponse(operation, answer.status);
    return response ? [{ id: operation.operationId, response }] : [];
  });
  const request = `${method} ${target}`;
  const documented =
    quantifier === 'every' ? documenting.length === operations.length : documenting.length > 0;
  expect({ request, status: answer.status, documented }).toEqual({
    request,
    status: answer.status,
    documented: true,
  });
  const received = new Set(Object.keys(answer.headers).map((name) => name.toLowerCase()));
  for (const { id, response } of documenting) {
    // A header the document marks `required: false` (Idempotency-Replayed, RateLimit) may be absent.
    const missing = Object.entries(response.headers ?? {})
      .map(([name, header]) => [name, documentedHeader(header)] as const)
      .filter(([, header]) => !(header && 'required' in header && header.required === false))
      .map(([name]) => name)
      .filter((name) => !received.has(name.toLowerCase()));
    expect({ request, operation: id, status: answer.status, missingHeaders: missing }).toEqual({
      request,
      operation: id,
      status: answer.status,
      missingHeaders: [],
    });
  }
}
