import { jest } from '@jest/globals';
import { HttpError } from '#shared/http/errors';
import { httpHandler } from '#shared/http/http-handler';
import { serializeError } from '#shared/http/serialize';
import { logger } from '#shared/observability/logger';
import { tracer } from '#shared/observability/tracer';
import { defineRoute } from '#shared/routing/route';
import { apiEvent } from '../../support/api-event';
import { captureOutput } from '../../support/captured-output';
import { UNUSUAL_FAILURES } from '../../support/unusual-failures';

const route = defineRoute({
  method: 'GET',
  path: '/failures',
  handler: 'unused',
  summary: 'a route that fails with whatever it is given',
  roles: ['dispatcher'],
  scope: 'tms/shipments.read',
  request: {},
  access: {},
  response: { status: 200 },
});

let failure: () => unknown = () => undefined;

const failing = httpHandler(route, async () => {
  throw failure();
});

/** Calls the route failing with `thrown`: its answer, and the lines logged meanwhile. */
async function failWith(thrown: () => unknown) {
  failure = thrown;
  const { event, context } = apiEvent(route);
  const output = captureOutput();
  logger.setLogLevel('INFO');
  try {
    const response = await failing(event, context);
    return { response, lines: output.lines(), records: output.records() };
  } finally {
    logger.setLogLevel('SILENT');
    output.restore();
  }
}

const SPEC_500 = {
  status: 500,
  description: 'Internal Server Error',
  data: {},
  message: 'An unexpected error occurred.',
};

describe('a failing request gets its error body and one log line, whatever was thrown', () => {
  test.each(UNUSUAL_FAILURES)('%s', async (_, thrown) => {
    const { response, lines, records } = await failWith(thrown);
    expect(response.statusCode).toBe(500);
    expect(response.headers?.['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(response.body ?? '')).toEqual(SPEC_500);
    expect(lines).toHaveLength(1);
    expect(records[0]).toMatchObject({ level: 'ERROR', message: 'request failed', status: 500 });
    expect(Buffer.byteLength(lines[0] ?? '')).toBeLessThan(200 * 1024);
  });
});

test('an error body the mapper cannot write (data JSON cannot hold) becomes the plain 500', async () => {
  const { response, records } = await failWith(() => new HttpError(422, 'odd data', { size: 10n }));
  expect(response.statusCode).toBe(500);
  expect(JSON.parse(response.body ?? '')).toEqual(SPEC_500);
  expect(records.at(-1)).toMatchObject({ level: 'ERROR', message: 'request failed', status: 500 });
});

test.each(UNUSUAL_FAILURES)(
  'the local server answers %s as the Lambda path does, never throwing',
  (_, make) => {
    const answer = serializeError(make(), '');
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(() => JSON.parse(answer.body ?? '')).not.toThrow();
  },
);

test('the local server answers an unwritable error body with the plain 500', () => {
  const answer = serializeError(new HttpError(422, 'odd data', { size: 10n }), '');
  expect([answer.statusCode, JSON.parse(answer.body ?? '')]).toEqual([500, SPEC_500]);
});

test('a tracer that cannot record the error does not take the answer away', async () => {
  jest.spyOn(tracer, 'isTracingEnabled').mockReturnValue(true);
  // Outside Lambda the enabled tracer warns that it has no segment; that is not under test.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const record = jest.spyOn(tracer, 'addErrorAsMetadata').mockImplementationOnce(() => {
    throw new TypeError('cannot read the error');
  });
  try {
    const { response } = await failWith(() => new Error('boom'));
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body ?? '')).toEqual(SPEC_500);
    expect(record).toHaveBeenCalled();
  } finally {
    jest.restoreAllMocks();
  }
});
