import { STATUS_CODES } from 'node:http';

/**
 * Headers every answer of the API carries, errors included. Written out here
 * rather than imported from the serializer, so that weakening them takes two
 * edits to pass.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

const ERROR_FIELDS = ['data', 'description', 'message', 'status'];

export function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>): void {
  expect(headers).toMatchObject(SECURITY_HEADERS);
  expect(String(headers['content-type'])).toMatch(/^application\/json/);
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
