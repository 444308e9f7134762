import { type LocalApi, startLocalApi } from '../support/local-api';

/**
 * 800 requests at once to the local server (reads, previews and itinerary
 * PUTs mixed): it takes them as Lambda's concurrency would, running a few at
 * a time and queueing the rest (tools/dev-server/admission.ts), so that none
 * is answered 5xx. PUTs of the same itineraries may lose races (409).
 */

const REQUESTS = 800;
const SHIPMENTS = ['1001', '1002', '1003'];
/** The small data set's one shipment with events to edit: every preview and PUT is of it, so PUTs race. */
const EDITED = '1001';

let api: LocalApi;
let token: string;

beforeAll(async () => {
  api = await startLocalApi('test/fixtures/small-data.json');
  token = await api.token({ role: 'dispatcher' });
}, 60_000);

afterAll(() => api.close());

const call = async (path: string, init: RequestInit = {}) => {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${api.port}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

test('800 concurrent mixed requests: none answered 5xx', async () => {
  const itinerary = await (
    await fetch(`http://127.0.0.1:${api.port}/shipments/${EDITED}/itinerary`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).text();
  const edited = (note: string) => {
    const body = JSON.parse(itinerary);
    body.moves[0].events[0].note = note;
    return JSON.stringify(body);
  };
  const requests = Array.from({ length: REQUESTS }, (_, index) => {
    const id = SHIPMENTS[index % SHIPMENTS.length]!;
    switch (index % 4) {
      case 0:
        return () => call(`/shipments/${id}/itinerary`);
      case 1:
        return () => call('/shipments?limit=20');
      case 2:
        return () =>
          call(`/shipments/${EDITED}/itinerary/preview`, {
            method: 'POST',
            body: edited(`preview ${index}`),
          });
      default:
        return () =>
          call(`/shipments/${EDITED}/itinerary`, { method: 'PUT', body: edited(`burst ${index}`) });
    }
  });
  const started = performance.now();
  const answers = await Promise.all(requests.map((request) => request()));
  const seconds = (performance.now() - started) / 1000;

  const statuses = new Map<number, number>();
  for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const times = answers.map(({ ms }) => ms).sort((a, b) => a - b);
  console.info(
    `${REQUESTS} concurrent requests in ${seconds.toFixed(1)} s: statuses ${JSON.stringify(Object.fromEntries(statuses))}, ` +
      `p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms`,
  );
  expect(answers.filter(({ status }) => status >= 500)).toEqual([]);
  expect([...statuses.keys()].every((status) => [200, 409].includes(status))).toBe(true);
}, 180_000);
