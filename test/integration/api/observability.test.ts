import { captureOutput } from '../../support/captured-output';

// Logs and metrics on for this file (test/support/quiet-logs.ts turns them off), before any module reads them.
process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
process.env.POWERTOOLS_METRICS_DISABLED = 'false';
const { invoke } = await import('../../support/invoke');
const { seededStore } = await import('../../support/seed');
const { registerClient } = await import('../../support/clients');

const ROUTE = 'GET /shipments/{shipmentId}/itinerary';

beforeAll(async () => {
  await seededStore('small-data.json');
  await registerClient(CLIENT.client, 'Partner TMS', ['tms/shipments.read']);
});

const CLIENT = { client: 'c0ffee00000000000000000log', scopes: ['tms/shipments.read'] };

/** What one request wrote: its response, log entries and EMF records. */
async function observe(shipmentId: string, as?: { driver: string } | typeof CLIENT) {
  const output = captureOutput();
  try {
    const response = await invoke('getItinerary', { pathParameters: { shipmentId }, ...(as && { as }) });
    const records = output.records();
    return {
      response,
      logs: records.filter((record) => '_aws' in record === false),
      emf: records.filter((record) => '_aws' in record),
    };
  } finally {
    output.restore();
  }
}

test('every log line of a request carries its request id, its route, its caller and the Lambda context', async () => {
  for (const [observed, caller] of [
    [await observe('1001'), 'user:dispatcher'],
    [await observe('9999'), 'user:dispatcher'],
    [await observe('1001', { driver: 'D-2' }), 'user:driver:D-2'],
    [await observe('1001', CLIENT), `client:${CLIENT.client}`],
    [await observe('1001', { ...CLIENT, scopes: [] }), `client:${CLIENT.client}`],
  ] as const) {
    const requestId = observed.response.headers['x-request-id'];
    expect(requestId).toBeTruthy();
    expect(observed.logs.length).toBeGreaterThan(0);
    for (const line of observed.logs) {
      expect(line).toMatchObject({
        requestId,
        route: ROUTE,
        caller,
        service: 'tms-api',
        function_request_id: requestId,
        cold_start: expect.any(Boolean),
      });
    }
  }
});

test('each request is one EMF record under its route, with its status class and DynamoDB capacity', async () => {
  const found = await observe('1001');
  const missing = await observe('9999');
  expect(found.response.status).toBe(200);
  expect(missing.response.status).toBe(404);
  expect(found.emf).toEqual([
    expect.objectContaining({
      route: ROUTE,
      ClientErrors: 0,
      ServerErrors: 0,
      Latency: expect.any(Number),
      DynamoDbCapacityUnits: expect.any(Number),
    }),
  ]);
  expect(found.emf[0]?.DynamoDbCapacityUnits).toBeGreaterThan(0);
  expect(missing.emf).toEqual([expect.objectContaining({ route: ROUTE, ClientErrors: 1, ServerErrors: 0 })]);
});

test('the request log keys do not outlive the request', async () => {
  await observe('1001');
  const output = captureOutput();
  try {
    const { logger } = await import('#shared/observability/logger');
    logger.info('between requests');
  } finally {
    output.restore();
  }
  const [line] = output.records();
  expect(line).toMatchObject({ message: 'between requests' });
  expect(line).not.toHaveProperty('route');
  expect(line).not.toHaveProperty('requestId');
});
