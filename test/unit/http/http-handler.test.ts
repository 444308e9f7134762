import { NotFoundError } from '#shared/http/errors';
import { httpHandler, type LambdaHttpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import { defineRoute } from '#shared/routing/route';
import { documented } from '#shared/schemas/documented';
import * as z from '#shared/schemas/zod';
import type { RoutableEntry } from '#tools/dev-server/router';
import { apiEvent, driverClaims } from '../../support/api-event';

const route = defineRoute({
  method: 'PUT',
  path: '/things/{thingId}',
  handler: 'unused',
  summary: 'test route',
  roles: ['dispatcher'],
  scope: 'tms/shipments.read',
  request: {
    path: z.object({ thingId: z.string() }),
    body: documented(z.object({ name: z.string(), count: z.int() }), { id: 'Thing' }),
  },
  access: {},
  response: { status: 200 },
});

const echo = httpHandler(route, async ({ path, body }) => {
  if (path.thingId === 'missing') throw new NotFoundError('Thing not found.');
  if (path.thingId === 'boom') throw new Error('secret internals');
  if (path.thingId === 'store-down')
    throw Object.assign(new Error('connect failed'), { code: 'ECONNREFUSED' });
  return ok({ id: path.thingId, ...body });
});

const readRoute = defineRoute({
  method: 'GET',
  path: '/things',
  handler: 'unused',
  summary: 'test read route',
  roles: ['dispatcher'],
  scope: 'tms/shipments.read',
  request: {},
  access: {},
  response: { status: 200 },
});

const list = httpHandler(readRoute, async () => ok({ items: [] }));

/** `content-type: undefined` sends the request without the header. */
type CallRequest = Omit<NonNullable<Parameters<typeof apiEvent>[1]>, 'headers'> & {
  headers?: Record<string, string | undefined>;
};

async function call(request: CallRequest, handler: LambdaHttpHandler = echo, target: RoutableEntry = route) {
  const { 'content-type': contentType, ...headers } = request.headers ?? {};
  const { event, context } = apiEvent(target, {
    pathParameters: { thingId: 't1' },
    ...request,
    headers: headers as Record<string, string>,
  });
  if (request.headers && 'content-type' in request.headers) {
    if (contentType === undefined) delete event.headers['content-type'];
    else event.headers['content-type'] = contentType;
  }
  const response = await handler(event, context);
  return {
    status: response.statusCode,
    headers: response.headers ?? {},
    body: JSON.parse(response.body || 'null'),
  };
}

describe('httpHandler', () => {
  test('runs the function with parsed, typed input', async () => {
    const res = await call({ body: { name: 'a', count: 2, extra: true } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 't1', name: 'a', count: 2 });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  test('names the missing property in the spec error body', async () => {
    const res = await call({ body: { count: 2 } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: 400,
      description: 'Bad Request',
      data: { object_name: 'Thing', prop_name: 'name' },
      message: "Missing required property 'name'.",
    });
  });

  test('reports a wrong type with its path', async () => {
    const res = await call({ body: { name: 'a', count: 1.5 } });
    expect(res.status).toBe(400);
    expect(res.body.data.prop_name).toBe('count');
  });

  test('refuses malformed JSON with 400', async () => {
    const res = await call({ body: '{"name": ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not valid JSON/);
  });

  test('refuses a body that is not JSON with 415', async () => {
    const res = await call({
      body: 'name=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body.status).toBe(415);
  });

  test.each([
    'application/json',
    'Application/JSON',
    'application/json; charset=utf-8',
    'application/json; charset=UTF-8',
    'application/json;charset="utf-8"',
  ])('accepts a JSON body sent as %s', async (contentType) => {
    const res = await call({ body: { name: 'a', count: 2 }, headers: { 'content-type': contentType } });
    expect(res.status).toBe(200);
  });

  test.each([
    ['a UTF-16 charset', 'application/json; charset=utf-16'],
    ['a JSON Patch', 'application/json-patch+json'],
    ['another +json type', 'application/vnd.foo+json'],
    ['text', 'text/plain'],
    ['a form', 'multipart/form-data; boundary=x'],
    ['a malformed header', 'application/json; charset = utf-8'],
    ['no Content-Type at all', undefined],
  ])('refuses a JSON body sent with %s: 415 with the error body', async (_, contentType) => {
    const res = await call({ body: { name: 'a', count: 2 }, headers: { 'content-type': contentType } });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ status: 415, description: 'Unsupported Media Type' });
    expect(res.body.message).toMatch(/^Request bodies must be application\/json/);
  });

  test('a request without a body ignores its Content-Type', async () => {
    const res = await call({ headers: { 'content-type': 'text/plain; charset=utf-16' } }, list, readRoute);
    expect(res.status).toBe(200);
  });

  test('a dependency that does not answer: 503 with Retry-After', async () => {
    const res = await call({ pathParameters: { thingId: 'store-down' }, body: { name: 'a', count: 1 } });
    expect(res.status).toBe(503);
    expect(res.body.status).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('refuses a body over 1 MiB with 413', async () => {
    const res = await call({ body: { name: 'x'.repeat(1024 * 1024), count: 1 } });
    expect(res.status).toBe(413);
    expect(res.body.description).toBe('Payload Too Large');
  });

  test('maps typed errors and hides unexpected ones', async () => {
    const missing = await call({ pathParameters: { thingId: 'missing' }, body: { name: 'a', count: 1 } });
    expect(missing.body).toEqual({
      status: 404,
      description: 'Not Found',
      data: {},
      message: 'Thing not found.',
    });
    const boom = await call({ pathParameters: { thingId: 'boom' }, body: { name: 'a', count: 1 } });
    expect(boom.status).toBe(500);
    expect(JSON.stringify(boom.body)).not.toMatch(/secret internals|at /);
  });

  test('401 without claims, 401 for an unknown role, 403 for a role the route does not allow', async () => {
    expect((await call({ claims: undefined, body: { name: 'a', count: 1 } })).status).toBe(401);
    const unknownRole = await call({
      claims: { sub: 'x', 'cognito:groups': '[admin]' },
      body: { name: 'a', count: 1 },
    });
    expect(unknownRole.status).toBe(401);
    const driver = await call({ claims: driverClaims('D-1'), body: { name: 'a', count: 1 } });
    expect(driver.status).toBe(403);
    expect(driver.body.description).toBe('Forbidden');
  });
});
