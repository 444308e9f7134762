import autocannon from 'autocannon';
import { pollUntil } from '#tools/deadline';
import { type LocalApi, startLocalApi } from '../support/local-api';
import { storeProblems } from '../support/store-consistency';
import { mixedWorkload, type WorkloadRecord } from './support/mixed-workload';
import { LOAD_CONNECTIONS, LOAD_MAX_REQUESTS, LOAD_SECONDS, LOAD_TEST_TIMEOUT_MS } from './support/settings';
import { findLoadTargets, type LoadTargets } from './support/targets';

/**
 * The local server (the route table's handlers, the token check) in this
 * process over the demo data, loaded over loopback by many connections at once
 * for a bounded time and number of requests: reads and writes mixed, several
 * connections PUTting the same itineraries with and without If-Match. No 5xx,
 * no lost update (each accepted PUT is exactly one version), no If-Match
 * version accepted twice, and every plan still what the itineraries imply.
 */

// The server's --no-limits: the load comes from few callers, far past any request budget.
process.env.REQUEST_BUDGETS = 'off';

const CONTESTED_ITINERARIES = 3;
/** Statuses a client of this workload may get: success, a lost race (409) or a stale If-Match (412). */
const EXPECTED_STATUSES = [200, 409, 412];

let api: LocalApi;
let baseUrl: string;
let token: string;
let targets: LoadTargets;

beforeAll(async () => {
  api = await startLocalApi('data/demo.json');
  baseUrl = `http://127.0.0.1:${api.port}`;
  token = await api.token({ role: 'dispatcher' });
  targets = await findLoadTargets(baseUrl, token, CONTESTED_ITINERARIES);
}, 60_000);

afterAll(() => api.close());

async function versionOf(shipmentId: string): Promise<number> {
  const response = await fetch(`${baseUrl}/shipments/${shipmentId}/itinerary`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return Number(response.headers.get('etag')?.replaceAll('"', ''));
}

const newRecord = (): WorkloadRecord => ({ statuses: new Map(), puts: [], putsSent: new Map() });

/** Versions once the server has finished what the load left in flight (their answers went nowhere). */
async function settledVersions(shipmentIds: readonly string[]): Promise<Map<string, number>> {
  const read = async () =>
    new Map(await Promise.all(shipmentIds.map(async (id) => [id, await versionOf(id)] as const)));
  let previous = await read();
  return pollUntil(
    'the versions to stop changing',
    60_000,
    async () => {
      const current = await read();
      const steady = JSON.stringify([...current]) === JSON.stringify([...previous]);
      previous = current;
      return steady && current;
    },
    { intervalMs: 500 },
  );
}

function run(options: { connections: number; duration?: number; amount?: number }, record: WorkloadRecord) {
  return autocannon({
    url: baseUrl,
    ...options,
    ...(options.duration === undefined ? {} : { maxOverallRequests: LOAD_MAX_REQUESTS }),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: mixedWorkload(targets, record),
  });
}

test(
  'mixed reads and conflicting writes: no 5xx, no lost update, plans consistent',
  async () => {
    expect(new URL(baseUrl).hostname).toBe('127.0.0.1');
    const shipmentIds = targets.itineraries.map((target) => target.shipmentId);
    // One pass on one connection loads every handler module, as warm functions would have.
    await run({ connections: 1, amount: 8 }, newRecord());
    const before = await settledVersions(shipmentIds);

    const record = newRecord();
    const result = await run({ connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS }, record);
    const after = await settledVersions(shipmentIds);

    const statuses = Object.fromEntries(record.statuses);
    const putsBy = (status: number) => record.puts.filter((put) => put.status === status).length;
    console.info(
      `Load held: ${result.requests.total} requests in ${result.duration.toFixed(1)} s from ${LOAD_CONNECTIONS} connections, ` +
        `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ` +
        `statuses ${JSON.stringify(statuses)}; itinerary PUTs ${record.puts.length}: ` +
        `${putsBy(200)} applied, ${putsBy(412)} stale If-Match, ${putsBy(409)} lost races after retries`,
    );

    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(record.puts.length).toBeGreaterThan(0);
    for (const status of record.statuses.keys()) expect(EXPECTED_STATUSES).toContain(status);

    for (const shipmentId of shipmentIds) {
      const answered = record.puts.filter((put) => put.shipmentId === shipmentId);
      const applied = answered.filter((put) => put.status === 200);
      const unanswered = (record.putsSent.get(shipmentId) ?? 0) - answered.length;
      expect(unanswered).toBeLessThanOrEqual(LOAD_CONNECTIONS);
      // No lost update: every accepted PUT is one version; only a PUT cut off by the end of the run may add one unseen.
      const increments = (after.get(shipmentId) ?? 0) - (before.get(shipmentId) ?? 0);
      expect(increments).toBeGreaterThanOrEqual(applied.length);
      expect(increments).toBeLessThanOrEqual(applied.length + unanswered);
      // If-Match: at most one writer wins each version.
      const tags = applied.flatMap((put) => (put.ifMatch ? [put.ifMatch] : []));
      expect(new Set(tags).size).toBe(tags.length);
    }
    expect(await storeProblems()).toEqual([]);
  },
  LOAD_TEST_TIMEOUT_MS,
);
