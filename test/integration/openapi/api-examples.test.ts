import { dynamodb } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { routeList, routes } from '#shared/route-table';
import * as z from '#shared/schemas/zod';
import { type LocalEventStream, startLocalEventStream } from '#tools/local-stack/local-event-stream';
import { errorBody } from '#tools/openapi/error-schema';
import { parseCurl } from '#tools/openapi/examples/curl-command';
import { routeOfRequest } from '#tools/openapi/examples/example-route';
import { matchHeader, readApiExamples } from '#tools/openapi/examples/markdown-examples';
import { type LocalApi, startLocalApi } from '../../support/local-api';

/**
 * Runs every curl example of docs/api-examples.md, in order, against the local
 * server on a fresh copy of the demo data: a changed endpoint breaks the build
 * rather than the docs.
 */
const examples = await readApiExamples();
/** What the examples' shell would hold: the setup block's variables, then the documented headers' values. */
const variables: Record<string, string> = {};
let api: LocalApi;
/** As under `npm start`: committed changes reach the event feed the examples read. */
let stream: LocalEventStream;

beforeAll(async () => {
  // Bucket submissions name the local drop bucket, as under `npm start`.
  process.env.ALLOWED_DOCUMENT_BUCKETS = 'tms-drop';
  api = await startLocalApi('data/demo.json', { stream: true });
  // Imports name the drop bucket itself, which the examples call tms-drop, as under `npm start`.
  process.env.DROP_BUCKET = 'tms-drop';
  stream = await startLocalEventStream({ dynamodb, tableName: config.tableName });
  Object.assign(variables, {
    API: api.url,
    TOKEN: await api.token({ role: 'dispatcher' }),
    DRIVER_TOKEN: await api.token({ role: 'driver', driverId: 'D-2' }),
  });
});

afterAll(async () => {
  await stream.stop();
  await api.close();
});

const lookup = (name: string): string => {
  const value = variables[name];
  if (value === undefined)
    throw new Error(`$${name} is set neither by the setup block nor by an earlier example.`);
  return value;
};

/** Parsing drops properties a schema does not know: equal after parsing means fully documented. */
const expectDescribedBy = (schema: z.core.$ZodType, body: unknown) =>
  expect(z.parse(schema, body)).toEqual(body);

test('every route of the route table has an example', () => {
  const placeholder = (name: string) => (name === 'API' ? '' : name);
  const covered = new Set(
    examples.map((example) => routeOfRequest(parseCurl(example.command, placeholder), '').routeId),
  );
  expect(routeList.filter((route) => !covered.has(route.id)).map((route) => route.id)).toEqual([]);
});

test.each(examples.map((example) => [`${example.title} (line ${example.line})`, example] as const))(
  '%s',
  async (_, example) => {
    const request = parseCurl(example.command, lookup);
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined && { body: request.body }),
    });
    const text = await response.text();
    // The body in the message says why, when the status is not the documented one.
    expect(`${response.status} ${text}`).toMatch(new RegExp(`^${example.expectedStatus} `));

    for (const header of example.headers) {
      const values = matchHeader(header, response.headers.get(header.name) ?? '');
      expect({ [header.name]: values && response.headers.get(header.name) }).toEqual({
        [header.name]: expect.any(String),
      });
      Object.assign(variables, values);
    }

    const body: unknown = text === '' ? undefined : JSON.parse(text);
    if (response.ok) {
      const schema = routes[routeOfRequest(request, api.url).routeId].response.body;
      if (schema === undefined) expect(body).toBeUndefined();
      else expectDescribedBy(schema, body);
    } else {
      expectDescribedBy(errorBody, body);
      expect(body).toMatchObject({ status: response.status });
    }
  },
);
