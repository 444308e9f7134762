import { NotFoundError } from '#shared/http/errors';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import { defineRoute } from '#shared/http/route';
import { documented } from '#shared/schemas/documented';
import * as z from '#shared/schemas/zod';
import { apiEvent, driverClaims } from '../../support/api-event';

const route = defineRoute({
  method: 'PUT',
  path: '/things/{thingId}',
  handler: 'unused',
  summary: 'test route',
  roles: ['dispatcher'],
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
  return ok({ id: path.thingId, ...body });
});

async function call(request: Parameters<typeof apiEvent>[1]) {
  const { event, context } = apiEvent(route, { pathParameters: { thingId: 't1' }, ...request });
  const response = await echo(event, context);
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
