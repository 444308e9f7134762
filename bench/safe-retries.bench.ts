/**
 * Safe retries and polling: what `Idempotency-Key` adds to a request (its
 * first run and a replay), and what a 304 costs beside the 200 it saves.
 * Targets (issue "Safe retries and cheap polling"): a replay costs at most
 * one read; a 304 no more than the 200.
 */
import type { RouteId } from '#shared/route-table';
import { eventFor, handlerOf } from '../test/support/invoke';
import { type ClientUsage, measureClientUsage } from './support/client-meter';
import type { BenchContext } from './support/context';
import type { ReportRow, SectionResult } from './support/report';
import type { BenchRequest } from './support/route-call';
import { type EndpointFigures, summarise } from './warm-requests.bench';

const section = 'safe retries';
let keys = 0;
const newKey = () => `bench-${process.pid}-${Date.now()}-${++keys}`;

/** Calls a route `calls` times after one untimed call, expecting `status`; reports each call's usage. */
async function measure(
  id: RouteId,
  request: (call: number) => BenchRequest,
  status: number,
  calls: number,
): Promise<ClientUsage[]> {
  const handler = await handlerOf(id);
  const usages: ClientUsage[] = [];
  for (let call = 0; call <= calls; call++) {
    const { event, context } = eventFor(id, request(call));
    const { result, usage } = await measureClientUsage(() => handler(event, context));
    if (result.statusCode !== status) {
      throw new Error(`${id} answered ${result.statusCode}, not ${status}: ${result.body ?? ''}`);
    }
    if (call > 0) usages.push(usage);
  }
  return usages;
}

const withHeaders = (request: BenchRequest, headers: Record<string, string>): BenchRequest => ({
  ...request,
  headers: { ...request.headers, ...headers },
});

/** A keyed request's first runs and replays beside the same request without a key. */
async function keyedCosts(context: BenchContext, id: RouteId, status: number) {
  const sample = context.samples[id];
  const calls = context.mode.warmCalls;
  const plain = summarise(`${id} without a key`, await measure(id, sample, status, calls));
  const first = summarise(
    `${id} keyed, first`,
    await measure(id, (call) => withHeaders(sample(call), { 'idempotency-key': newKey() }), status, calls),
  );
  const replayedRequest = withHeaders(sample(0), { 'idempotency-key': newKey() });
  const replay = summarise(`${id} keyed, replay`, await measure(id, () => replayedRequest, status, calls));
  return { plain, first, replay };
}

function keyedRows(costs: Awaited<ReturnType<typeof keyedCosts>>): ReportRow[] {
  const { plain, first, replay } = costs;
  const extra = (figures: EndpointFigures) =>
    `+${figures.roundTrips - plain.roundTrips} round trips, +${Math.round((figures.capacityUnits - plain.capacityUnits) * 10) / 10} CU`;
  return [
    {
      section,
      figure: `${first.route}: extra round trips, capacity`,
      measured: `${first.roundTrips} round trips, ${first.capacityUnits} CU (${extra(first)})`,
      baseline: `${plain.roundTrips} round trips, ${plain.capacityUnits} CU`,
    },
    {
      section,
      figure: `${replay.route}: DynamoDB calls, capacity`,
      measured: `${replay.dynamodbCalls} call (${replay.roundTrips} round trip), ${replay.capacityUnits} CU`,
      baseline: `${plain.roundTrips} round trips, ${plain.capacityUnits} CU`,
      target: '<= 1 read',
      pass: replay.dynamodbCalls <= 1 && replay.s3Calls === 0,
    },
  ];
}

/** A GET's 200 and its 304 (If-None-Match naming the tag of the 200). */
async function conditionalCosts(context: BenchContext, id: RouteId) {
  const sample = context.samples[id];
  const calls = context.mode.warmCalls;
  const full = summarise(`${id} 200`, await measure(id, sample, 200, calls));
  const handler = await handlerOf(id);
  const { event, context: lambdaContext } = eventFor(id, sample(0));
  const etag = (await handler(event, lambdaContext)).headers?.etag;
  if (typeof etag !== 'string') throw new Error(`${id} sent no ETag`);
  const notModified = summarise(
    `${id} 304`,
    await measure(id, (call) => withHeaders(sample(call), { 'if-none-match': etag }), 304, calls),
  );
  return { full, notModified };
}

function conditionalRows({ full, notModified }: Awaited<ReturnType<typeof conditionalCosts>>): ReportRow[] {
  return [
    {
      section,
      figure: `${notModified.route}: round trips, capacity`,
      measured: `${notModified.roundTrips} round trips, ${notModified.capacityUnits} CU`,
      baseline: `${full.route}: ${full.roundTrips} round trips, ${full.capacityUnits} CU`,
      target: '<= the 200',
      pass: notModified.roundTrips <= full.roundTrips && notModified.capacityUnits <= full.capacityUnits,
    },
  ];
}

export async function run(context: BenchContext): Promise<SectionResult> {
  context.log('safe retries: keyed requests and replays');
  const putItinerary = await keyedCosts(context, 'putItinerary', 200);
  const submitImage = await keyedCosts(context, 'submitImage', 202);
  context.log('safe retries: conditional GETs');
  const itinerary = await conditionalCosts(context, 'getItinerary');
  const plan = await conditionalCosts(context, 'getDriverPlans');
  const submission = await conditionalCosts(context, 'getImageSubmission');
  return {
    figures: { putItinerary, submitImage, itinerary, plan, submission },
    rows: [
      ...keyedRows(putItinerary),
      ...keyedRows(submitImage),
      ...conditionalRows(itinerary),
      ...conditionalRows(plan),
      ...conditionalRows(submission),
    ],
  };
}
