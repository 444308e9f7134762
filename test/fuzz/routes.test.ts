import fc from 'fast-check';
import { type RouteId, routeList } from '#shared/route-table';
import { expectDocumentedAnswer } from '../support/response-checks';
import { seededStore } from '../support/seed';
import { type SnapshotItem, snapshotTable } from '../support/table-snapshot';
import { expectSoundResponse, verdictFor } from './support/invariants';
import { type FuzzWorld, routeRequest } from './support/route-requests';
import { send } from './support/send';
import { FUZZ_RUNS, FUZZ_SEED, fuzzParameters, timeoutFor } from './support/settings';
import { buildFuzzWorld } from './support/world';

/**
 * Every route of the route table, sent generated requests (bodies, queries,
 * path parameters, headers and callers, well-formed or not) through its real
 * handler over the seeded store. Whatever is sent: never a 5xx, the spec's
 * error body with the HTTP status, the security headers, an answer the API
 * document lists, what the caller's token decides, and a refused request
 * leaves the table exactly as it was.
 */

/** Writes get more runs: their refusals are where stored state could be torn. */
const WRITE_WEIGHT = 2;

let world: FuzzWorld;
const statuses = new Map<RouteId, Map<number, number>>();

beforeAll(async () => {
  world = await buildFuzzWorld(await seededStore('small-data.json'));
});

afterAll(() => {
  const total = [...statuses.values()]
    .flatMap((byStatus) => [...byStatus.values()])
    .reduce((a, b) => a + b, 0);
  const summary = [...statuses].map(
    ([id, byStatus]) => `${id} ${JSON.stringify(Object.fromEntries(byStatus))}`,
  );
  console.info(
    `Fuzzed ${total} requests (seed ${FUZZ_SEED}, ${FUZZ_RUNS} base runs):\n${summary.join('\n')}`,
  );
});

function count(id: RouteId, status: number): void {
  const byStatus = statuses.get(id) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  statuses.set(id, byStatus);
}

describe.each(routeList.map((route) => [`${route.method} ${route.path}`, route] as const))(
  '%s',
  (_, route) => {
    const isWrite = route.access.table === 'write';
    const weight = isWrite ? WRITE_WEIGHT : 1;

    test(
      'any request: no 5xx, spec errors, the token decides, refusals change nothing',
      async () => {
        let stored: SnapshotItem[] = await snapshotTable();
        const startedWith = stored;
        await fc.assert(
          fc.asyncProperty(routeRequest(route.id, world), async (request) => {
            const verdict = await verdictFor(route.id, request);
            const response = await send(route.id, request);
            count(route.id, response.status);
            expectSoundResponse(response, verdict);
            expectDocumentedAnswer(route.method, route.path, response);
            if (!isWrite) return;
            // A write that succeeded moved the state on; one refused must have left it byte for byte.
            const after = await snapshotTable();
            if (response.status >= 400) expect(after).toEqual(stored);
            stored = after;
          }),
          fuzzParameters(weight),
        );
        // Reads, accepted or refused, never change anything.
        if (!isWrite) expect(await snapshotTable()).toEqual(startedWith);
      },
      timeoutFor(weight),
    );
  },
);
