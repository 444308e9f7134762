/**
 * Request budgets on the bench's store (docs/integrations.md, "Request
 * budgets"): what a budget costs at a steady 20 requests a second from one
 * client (write units per request, and dollars per million requests beside
 * API Gateway's own), the latency the budget step adds to a warm request, and
 * a flood of 20 concurrent connections from one client beside another
 * client's and a driver's requests (their p99 with and without the flood,
 * and no 5xx).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { BudgetKeeper } from '#shared/budgets/budget-keeper';
import { rateLimitHeaders } from '#shared/budgets/callers';
import type { BudgetedCaller } from '#shared/budgets/keys';
import { readBucket, setBudgetPolicy } from '#shared/budgets/store';
import { config } from '#shared/config';
import { SCOPE_NAMES } from '#shared/domain/scopes';
import { clientRecordItem } from '#shared/integrations/store';
import type { RouteId } from '#shared/route-table';
import { pollUntil } from '#tools/deadline';
import { startHandlerInstance } from '../test/support/handler-instances';
import { eventFor, handlerOf } from '../test/support/invoke';
import { measureClientUsage } from './support/client-meter';
import type { BenchContext } from './support/context';
import { ms, type ReportRow, type SectionResult, times } from './support/report';
import type { BenchRequest } from './support/route-call';
import { median, percentile, round } from './support/stats';

const SECTION = 'request budgets';
const STEADY_RATE = 20;
const FLOOD_CONNECTIONS = 20;
/** A flood ends when its measurement does; this is only a limit should the bench stop before. */
const FLOOD_LIMIT_MS = 10 * 60_000;
const FLOOD_SETTLE_MS = 1000;
/** A flood spends a default burst (100) in well under a second; a loaded machine may take far longer. */
const FLOOD_SPENT_WITHIN_MS = 60_000;
const TARGETS = { writeUnitsPerRequest: 0.1, addedP50Ms: 1, floodP99Ratio: 1.5 };
/** On-demand list prices (us-east-1, as bench/cost-model.ts): a write unit, and an HTTP API request. */
const DOLLARS = { writeUnit: 0.625 / 1e6, apiGatewayRequest: 1.0 / 1e6 };
/** The other callers' budgets, as an operator would set them, so that their sequential requests are never refused. */
const UNREFUSED = { rate: 100_000, burst: 100_000 };

const RUN = Date.now().toString(36);
const client = (name: string) => ({ client: `bench${name}${RUN}`, scopes: SCOPE_NAMES });
const CLIENTS = {
  steady: client('steady'),
  flooder: client('flooder'),
  neighbour: client('neighbour'),
  refused: client('refused'),
};

interface Sizes {
  steadySeconds: number;
  /** Sequential requests of each measured caller, with and without the flood. */
  floodSamples: number;
}
const sizesOf = (context: BenchContext): Sizes =>
  context.mode.name === 'quick'
    ? { steadySeconds: 3, floodSamples: 30 }
    : { steadySeconds: 30, floodSamples: 400 };

async function registerClients(): Promise<void> {
  for (const { client: id } of Object.values(CLIENTS)) {
    await documentClient.send(
      new PutCommand({
        TableName: config.tableName,
        Item: clientRecordItem({ id, name: id, scopes: [...SCOPE_NAMES], createdAt: '' }),
      }),
    );
  }
}

/**
 * One client at a steady 20 requests a second on one warm instance: the
 * budget step exactly as the middleware runs it (spend, then the headers),
 * after a second of warm-up in which the instance's leases grow.
 */
async function measureSteady(seconds: number) {
  const caller: BudgetedCaller = { kind: 'client', id: CLIENTS.steady.client };
  const policy = config.clientBudget;
  const keeper = new BudgetKeeper();
  const intervalMs = 1000 / STEADY_RATE;
  const warmUp = STEADY_RATE;
  const requests = seconds * STEADY_RATE;
  const startedAt = performance.now();
  const samples: { ms: number; writeUnits: number }[] = [];
  let refused = 0;
  for (let n = 0; n < warmUp + requests; n++) {
    const due = startedAt + n * intervalMs - performance.now();
    if (due > 0) await sleep(due);
    const { result, usage } = await measureClientUsage(async () => {
      const answer = await keeper.spend(caller, policy);
      rateLimitHeaders(answer);
      return answer;
    });
    if (!result.allowed) refused++;
    if (n >= warmUp) samples.push({ ms: usage.totalMs, writeUnits: usage.writeUnits });
  }
  const writeUnitsPerRequest = samples.reduce((sum, sample) => sum + sample.writeUnits, 0) / samples.length;
  const durations = samples.map((sample) => sample.ms);
  return {
    requests,
    refused,
    writeUnitsPerRequest: round(writeUnitsPerRequest, 3),
    dollarsPerMillion: round(writeUnitsPerRequest * DOLLARS.writeUnit * 1e6, 3),
    apiGatewayDollarsPerMillion: DOLLARS.apiGatewayRequest * 1e6,
    addedP50Ms: round(median(durations), 3),
    addedP99Ms: round(percentile(durations, 0.99), 3),
  };
}

/**
 * A refused request's time in its function, warm: what a flood costs the
 * functions it reaches (concurrency is requests a second times this), from a
 * client whose budget of one request a second is spent.
 */
/** Calls at most this many times the refusals wanted, to spend the budget the client had. */
const MAX_CALLS_PER_REFUSAL = 20;

async function measureRefusals(context: BenchContext, samples: number) {
  await setBudgetPolicy({ kind: 'client', id: CLIENTS.refused.client }, { rate: 1, burst: 1 });
  const durations: number[] = [];
  // Until `samples` refusals: however much budget the client still had (a policy read earlier is kept a while).
  for (let n = 0; durations.length < samples && n < samples * MAX_CALLS_PER_REFUSAL; n++) {
    const answer = await timedCall('getShipment', { ...context.samples.getShipment(n), as: CLIENTS.refused });
    if (answer.status === 429) durations.push(answer.ms);
  }
  return {
    refused: durations.length,
    p50Ms: round(median(durations), 3),
    p99Ms: round(percentile(durations, 0.99), 3),
  };
}

type Caller = BenchRequest['as'];

/** One request through the route's real handler, its status and wall time. */
async function timedCall(id: RouteId, request: BenchRequest): Promise<{ status: number; ms: number }> {
  const handler = await handlerOf(id);
  const { event, context } = eventFor(id, request);
  const start = performance.now();
  const response = await handler(event, context);
  return { status: response.statusCode ?? 200, ms: performance.now() - start };
}

/** The measured callers' sequential requests, alternating: a client reading a shipment, a driver its plans. */
async function measureCallers(context: BenchContext, samples: number, driver: Caller) {
  const answers = {
    neighbour: [] as { status: number; ms: number }[],
    driver: [] as { status: number; ms: number }[],
  };
  for (let n = 0; n < samples; n++) {
    answers.neighbour.push(
      await timedCall('getShipment', { ...context.samples.getShipment(n), as: CLIENTS.neighbour }),
    );
    answers.driver.push(
      await timedCall('getDriverPlans', { ...context.samples.getDriverPlans(n), as: driver }),
    );
  }
  const summary = (list: { status: number; ms: number }[]) => ({
    p50Ms: round(median(list.map((answer) => answer.ms)), 3),
    p99Ms: round(
      percentile(
        list.map((answer) => answer.ms),
        0.99,
      ),
      3,
    ),
    serverErrors: list.filter((answer) => answer.status >= 500).length,
    refused: list.filter((answer) => answer.status === 429).length,
  });
  return { neighbour: summary(answers.neighbour), driver: summary(answers.driver) };
}

/**
 * 20 connections of one client, each sending its next request as soon as its
 * last is answered, from a process of their own: in AWS a flood is served by
 * other function instances than the other callers', and shares with them only
 * the store and the budgets' items. Locally it shares the machine's cores too,
 * unless `onOwnMachine`: then its process has only the CPU the others leave,
 * as instances of their own would. Its statuses, and the requests a second it sent.
 */
async function flood(
  context: BenchContext,
  { spendsItsBudget, onOwnMachine }: { spendsItsBudget: boolean; onOwnMachine: boolean },
): Promise<{ stop: () => Promise<Record<string, number>> }> {
  const request = { ...context.samples.getShipment(0), as: CLIENTS.flooder };
  const instance = await startHandlerInstance('getShipment', request, {
    connections: FLOOD_CONNECTIONS,
    environment: { ...context.environment, REQUEST_BUDGETS: 'on' },
    ownMachine: onOwnMachine,
  });
  const startedAt = Date.now();
  instance.start(startedAt, FLOOD_LIMIT_MS);
  // Until the flood is under way and, held to a budget, past its burst: from then on it is refused.
  await sleep(FLOOD_SETTLE_MS);
  if (spendsItsBudget) {
    await pollUntil('the flood spending its budget', FLOOD_SPENT_WITHIN_MS, async () => {
      const { state } = await readBucket({ kind: 'client', id: CLIENTS.flooder.client });
      return state !== undefined && state.tokens < 1;
    });
  }
  return {
    stop: async () => {
      instance.stop();
      const { statuses } = await instance.finished();
      const seconds = (Date.now() - startedAt) / 1000;
      const requests = Object.values(statuses).reduce((sum, count) => sum + count, 0);
      return { ...statuses, requestsPerSecond: Math.round(requests / seconds) };
    },
  };
}

/** The other callers alone, then beside the flood: once from a client held to the default budget, once from one without a limit. */
async function measureFlood(context: BenchContext, samples: number) {
  const driverId = context.samples.getDriverPlans(0).pathParameters?.driverId ?? '';
  const driver: Caller = { driver: driverId };
  await setBudgetPolicy({ kind: 'client', id: CLIENTS.neighbour.client }, UNREFUSED);
  await setBudgetPolicy({ kind: 'driver', id: driverId }, UNREFUSED);
  await measureCallers(context, context.mode.warmUpCalls + 2, driver);
  const alone = await measureCallers(context, samples, driver);

  const budgeted = await flood(context, { spendsItsBudget: true, onOwnMachine: true });
  const beside = await measureCallers(context, samples, driver);
  const budgetedFlood = await budgeted.stop();

  // The same flood sharing the cores: what a local flood costs its neighbours on this machine.
  const sharing = await flood(context, { spendsItsBudget: true, onOwnMachine: false });
  const besideSharingCores = await measureCallers(context, samples, driver);
  const sharingFlood = await sharing.stop();

  // The same flood from a client whose budget never refuses: what the budget spares the others.
  await setBudgetPolicy({ kind: 'client', id: CLIENTS.flooder.client }, UNREFUSED);
  const unlimited = await flood(context, { spendsItsBudget: false, onOwnMachine: true });
  const besideUnlimited = await measureCallers(context, samples, driver);
  const unlimitedFlood = await unlimited.stop();
  return { alone, beside, budgetedFlood, besideSharingCores, sharingFlood, besideUnlimited, unlimitedFlood };
}

const serverErrorsOf = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .filter(([status]) => /^5\d\d$/.test(status))
    .reduce((sum, [, count]) => sum + count, 0);

export async function run(context: BenchContext): Promise<SectionResult> {
  const sizes = sizesOf(context);
  await registerClients();
  context.log(`request budgets: a steady ${STEADY_RATE} requests a second for ${sizes.steadySeconds} s`);
  const steady = await measureSteady(sizes.steadySeconds);
  context.log(`request budgets: a flood of ${FLOOD_CONNECTIONS} connections`);
  const flooded = await measureFlood(context, sizes.floodSamples);
  const refusals = await measureRefusals(context, sizes.floodSamples);

  const ratio = (caller: 'neighbour' | 'driver', beside: typeof flooded.beside) =>
    beside[caller].p99Ms / flooded.alone[caller].p99Ms;
  const serverErrors =
    serverErrorsOf(flooded.budgetedFlood) +
    serverErrorsOf(flooded.sharingFlood) +
    flooded.beside.neighbour.serverErrors +
    flooded.beside.driver.serverErrors +
    flooded.besideSharingCores.neighbour.serverErrors +
    flooded.besideSharingCores.driver.serverErrors;
  const rows: ReportRow[] = [
    {
      section: SECTION,
      figure: `write units per request, one client at a steady ${STEADY_RATE}/s`,
      measured: String(steady.writeUnitsPerRequest),
      baseline: `$${steady.dollarsPerMillion} per million requests (API Gateway: $${steady.apiGatewayDollarsPerMillion})`,
      target: `<= ${TARGETS.writeUnitsPerRequest}`,
      pass: steady.writeUnitsPerRequest <= TARGETS.writeUnitsPerRequest,
    },
    {
      section: SECTION,
      figure: 'added latency of the budget step, warm (p50 / p99)',
      measured: `${ms(steady.addedP50Ms)} / ${ms(steady.addedP99Ms)}`,
      target: `p50 <= ${TARGETS.addedP50Ms} ms`,
      pass: steady.addedP50Ms <= TARGETS.addedP50Ms,
    },
    {
      section: SECTION,
      figure: `another client's p99 beside a flood of ${FLOOD_CONNECTIONS} connections from one client`,
      measured: ms(flooded.beside.neighbour.p99Ms),
      baseline: `alone ${ms(flooded.alone.neighbour.p99Ms)}`,
      ratio: times(ratio('neighbour', flooded.beside)),
      target: `<= ${TARGETS.floodP99Ratio}x, no 5xx`,
      // A flood that was never refused was no flood past a budget: the figure proves nothing then.
      pass:
        ratio('neighbour', flooded.beside) <= TARGETS.floodP99Ratio &&
        serverErrors === 0 &&
        (flooded.budgetedFlood['429'] ?? 0) > 0,
    },
    {
      section: SECTION,
      figure: `a driver's plans p99 beside the same flood`,
      measured: ms(flooded.beside.driver.p99Ms),
      baseline: `alone ${ms(flooded.alone.driver.p99Ms)}`,
      ratio: times(ratio('driver', flooded.beside)),
    },
    {
      section: SECTION,
      figure: `another client's / a driver's p99 beside the same flood sharing this machine's cores`,
      measured: `${ms(flooded.besideSharingCores.neighbour.p99Ms)} / ${ms(flooded.besideSharingCores.driver.p99Ms)}`,
      ratio: `${times(ratio('neighbour', flooded.besideSharingCores))} / ${times(ratio('driver', flooded.besideSharingCores))}`,
    },
    {
      section: SECTION,
      figure: `another client's / a driver's p99 beside a flood no budget refuses`,
      measured: `${ms(flooded.besideUnlimited.neighbour.p99Ms)} / ${ms(flooded.besideUnlimited.driver.p99Ms)}`,
      ratio: `${times(ratio('neighbour', flooded.besideUnlimited))} / ${times(ratio('driver', flooded.besideUnlimited))}`,
    },
    {
      section: SECTION,
      figure: `a refused request's time in its function, warm (p50 / p99)`,
      measured: `${ms(refusals.p50Ms)} / ${ms(refusals.p99Ms)}`,
      baseline: `the flood: ${flooded.budgetedFlood.requestsPerSecond} requests/s, ${flooded.budgetedFlood['429'] ?? 0} refused, ${flooded.budgetedFlood['200'] ?? 0} served`,
    },
  ];
  return { figures: { steady, flood: flooded, refusals }, rows };
}
