/**
 * A machine client's token beside a person's, on the same routes: warm own
 * time and round trips (a warm function reads a client's record once a
 * minute, not per request, so the added own time must stay under 0.05 ms and
 * the token adds no round trip), and cold starts of one function serving its
 * first request with either (the client's first request reads its record: one
 * Get). A client has a request budget and a dispatcher none: the client's
 * requests also take leases of its budget (one UpdateItem per up to half a
 * second of its rate, docs/integrations.md), counted apart as a share of its
 * requests, over enough of them for that share to be what a steady client
 * pays.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { readBucket, setBudgetPolicy } from '#shared/budgets/store';
import { config } from '#shared/config';
import { SCOPE_NAMES } from '#shared/domain/scopes';
import { clientRecordItem } from '#shared/integrations/store';
import type { RouteId } from '#shared/route-table';
import { eventFor } from '../test/support/invoke';
import { BUILD_DIR, bundleFunction, bundleRunner } from './cold-start/bundles';
import type { ColdStartSample } from './cold-start/sample';
import { coldStart } from './cold-start/spawn';
import { type ClientUsage, measureClientUsage } from './support/client-meter';
import type { BenchContext } from './support/context';
import { ms, type ReportRow, type SectionResult } from './support/report';
import { type BenchRequest, callRoute } from './support/route-call';
import { median, round } from './support/stats';

const CLIENT = { client: 'benchclient000000000000000', scopes: SCOPE_NAMES };
const ROUTES: RouteId[] = ['getShipment', 'getItinerary', 'listShipments'];
const ADDED_OWN_TIME_LIMIT_MS = 0.05;
/** Requests of each caller a route's round trips are averaged over at least (a full run's 100 too): leases are amortized over many. */
const ROUND_TRIP_CALLS = 30;
/** The client's budget, as an operator would set it, so that its back-to-back requests are never refused. */
const UNREFUSED = { rate: 100_000, burst: 100_000 };
/** Rounding slack of a mean of whole round trips. */
const EPSILON = 1e-9;
const COLD_FUNCTION: { id: RouteId; entry: string } = {
  id: 'getShipment',
  entry: 'functions/shipments/get-shipment.ts',
};

type Caller = BenchRequest['as'];

/** Calls alternate between the two callers, so that drift in the machine's load falls on both alike. */
async function measurePair(context: BenchContext, id: RouteId) {
  const request = context.samples[id];
  const call = (as: Caller, n: number, around?: Parameters<typeof callRoute>[2]) =>
    callRoute(id, { ...request(n), as }, around);
  for (let n = 0; n < context.mode.warmUpCalls; n++) {
    await call('dispatcher', n);
    await call(CLIENT, n);
  }
  const usages = { user: [] as ClientUsage[], client: [] as ClientUsage[] };
  const measured =
    (into: ClientUsage[]) =>
    async <T>(work: () => Promise<T>) => {
      const { result, usage } = await measureClientUsage(work);
      into.push(usage);
      return result;
    };
  const calls = Math.max(context.mode.warmCalls, ROUND_TRIP_CALLS);
  const leasesBefore = (await readBucket({ kind: 'client', id: CLIENT.client })).version;
  for (let n = 0; n < calls; n++) {
    await call('dispatcher', n, measured(usages.user));
    await call(CLIENT, n, measured(usages.client));
  }
  // Each lease writes the bucket's next version.
  const leases = (await readBucket({ kind: 'client', id: CLIENT.client })).version - leasesBefore;
  const own = (list: ClientUsage[]) => median(list.map((usage) => usage.totalMs - usage.waitingMs));
  const meanTrips = (list: ClientUsage[]) =>
    list.reduce((sum, usage) => sum + usage.roundTrips, 0) / list.length;
  return {
    route: id,
    calls,
    userOwnP50Ms: round(own(usages.user), 3),
    clientOwnP50Ms: round(own(usages.client), 3),
    addedOwnMs: round(own(usages.client) - own(usages.user), 3),
    userRoundTrips: round(meanTrips(usages.user), 3),
    clientRoundTrips: round(meanTrips(usages.client), 3),
    addedRoundTrips: meanTrips(usages.client) - meanTrips(usages.user),
    leasesPerRequest: leases / calls,
  };
}

/** Fresh processes serving their first request, a person's and a client's in turn. */
async function measureColdStarts(context: BenchContext) {
  const folder = join(BUILD_DIR, 'client-tokens');
  await mkdir(folder, { recursive: true });
  // The whole build folder goes: this section runs before the cold starts', which make it anew.
  try {
    const runner = await bundleRunner();
    const bundle = await bundleFunction('client-tokens/get-shipment', COLD_FUNCTION.entry);
    const request = context.samples[COLD_FUNCTION.id](0);
    const eventsFile = join(folder, 'events.json');
    await writeFile(
      eventsFile,
      JSON.stringify([
        eventFor(COLD_FUNCTION.id, { ...request, as: 'dispatcher' }).event,
        eventFor(COLD_FUNCTION.id, { ...request, as: CLIENT }).event,
      ]),
    );
    const samples = { user: [] as ColdStartSample[], client: [] as ColdStartSample[] };
    for (let run = 0; run < context.mode.coldStartRuns; run++) {
      samples.user.push(await coldStart(runner, bundle.file, eventsFile, 0, context.environment));
      samples.client.push(await coldStart(runner, bundle.file, eventsFile, 1, context.environment));
    }
    const of = (list: ColdStartSample[], pick: (sample: ColdStartSample) => number) =>
      round(median(list.map(pick)));
    return {
      function: bundle.name,
      userInitMs: of(samples.user, (sample) => sample.initMs),
      clientInitMs: of(samples.client, (sample) => sample.initMs),
      userFirstRequestMs: of(samples.user, (sample) => sample.firstRequestMs),
      clientFirstRequestMs: of(samples.client, (sample) => sample.firstRequestMs),
    };
  } finally {
    await rm(BUILD_DIR, { recursive: true, force: true });
  }
}

export async function run(context: BenchContext): Promise<SectionResult> {
  // The client's record, as the operator command writes it.
  await documentClient.send(
    new PutCommand({
      TableName: config.tableName,
      Item: clientRecordItem({
        id: CLIENT.client,
        name: 'Bench client',
        scopes: [...SCOPE_NAMES],
        createdAt: '',
      }),
    }),
  );
  await setBudgetPolicy({ kind: 'client', id: CLIENT.client }, UNREFUSED);
  const section = 'client tokens';
  const warm = [];
  const rows: ReportRow[] = [];
  for (const id of ROUTES) {
    context.log(`client tokens: warm ${id}`);
    const figures = await measurePair(context, id);
    warm.push(figures);
    rows.push(
      {
        section,
        figure: `${id}: own time p50, client token (user token)`,
        measured: `${ms(figures.clientOwnP50Ms)} (${ms(figures.userOwnP50Ms)})`,
        baseline: `added ${ms(figures.addedOwnMs)}`,
        target: `added <= ${ADDED_OWN_TIME_LIMIT_MS} ms`,
        pass: figures.addedOwnMs <= ADDED_OWN_TIME_LIMIT_MS,
      },
      {
        section,
        figure: `${id}: round trips a request, mean of ${figures.calls}, client token (user token)`,
        measured: `${figures.clientRoundTrips} (${figures.userRoundTrips})`,
        baseline: `the client's budget leases: ${round(figures.leasesPerRequest, 3)} a request`,
        target: 'no more than a user token, but for budget leases',
        pass: figures.addedRoundTrips <= figures.leasesPerRequest + EPSILON,
      },
    );
  }
  context.log('client tokens: cold starts');
  const cold = await measureColdStarts(context);
  rows.push({
    section,
    figure: `${cold.function}: cold init / first request, client token`,
    measured: `${ms(cold.clientInitMs)} / ${ms(cold.clientFirstRequestMs)}`,
    baseline: `user token ${ms(cold.userInitMs)} / ${ms(cold.userFirstRequestMs)}`,
  });
  return { figures: { warm, cold }, rows };
}
