import type { RouteId } from '#shared/route-table';
import { captureOutput } from '../../support/captured-output';
import type { LocalApi } from '../../support/local-api';

// Logs on for this file (test/support/quiet-logs.ts turns them off), before any module reads the level.
process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
const { startLocalApi } = await import('../../support/local-api');
const { routes } = await import('#shared/route-table');

/**
 * Every log line names its own request, on the local server as in Lambda:
 * many requests at once in one process, each line's request id, route and
 * function are those of the request that wrote it.
 */
let api: LocalApi;
let token: string;

beforeAll(async () => {
  api = await startLocalApi('test/fixtures/small-data.json');
  token = await api.token({ role: 'dispatcher' });
}, 60_000);

afterAll(() => api.close());

/** Requests to different routes, found and not found (a refusal logs too). */
const REQUESTS: [RouteId, string][] = [
  ['getShipment', '/shipments/1001'],
  ['getShipment', '/shipments/9999'],
  ['getItinerary', '/shipments/1002/itinerary'],
  ['listShipments', '/shipments?limit=2'],
  ['listDrivers', '/drivers'],
  ['getDriver', '/drivers/D-1'],
  ['getDriver', '/drivers/D-404'],
  ['getDriverPlans', '/drivers/D-2/plans?startDate=2026-11-22'],
  ['listCustomers', '/customers'],
  ['getCarrier', '/carriers/CR-1'],
  ['getTractor', '/equipment/tractors/T-10'],
  ['getImageTypes', '/images/types'],
];

test('50 concurrent requests to different routes: each line names its own request, route and function', async () => {
  const sent = Array.from({ length: 50 }, (_, index) => REQUESTS[index % REQUESTS.length]!);
  const output = captureOutput();
  let answers: { id: RouteId; requestId: string; status: number }[];
  try {
    answers = await Promise.all(
      sent.map(async ([id, path]) => {
        const response = await fetch(`http://127.0.0.1:${api.port}${path}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await response.arrayBuffer();
        return { id, requestId: response.headers.get('x-request-id') ?? '', status: response.status };
      }),
    );
  } finally {
    output.restore();
  }
  expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200, 404]));
  const requestOf = new Map(answers.map((answer) => [answer.requestId, answer.id]));
  expect(requestOf.size).toBe(50);

  const lines = output.records().filter((record) => !('_aws' in record));
  const linesOf = new Map<string, number>();
  for (const line of lines) {
    const requestId = line.requestId as string;
    const id = requestOf.get(requestId);
    expect(id === undefined ? line : 'known').toBe('known');
    const route = routes[id!];
    expect(line).toMatchObject({
      requestId,
      function_request_id: requestId,
      route: `${route.method} ${route.path}`,
      function_name: id,
    });
    linesOf.set(requestId, (linesOf.get(requestId) ?? 0) + 1);
  }
  // Every request wrote at least its outcome.
  expect(linesOf.size).toBe(50);
});
