/**
 * Warm request cost per endpoint: each route's handler, already loaded, called
 * in this process through its whole middleware stack against the embedded
 * stack. Time waiting on DynamoDB and S3 is taken out of the total to leave the
 * handler's own time; round trips count calls in flight together once.
 */
import { type RouteId, routes } from '#shared/route-table';
import { type ClientUsage, measureClientUsage } from './support/client-meter';
import type { BenchContext } from './support/context';
import { ms, type ReportRow, type SectionResult } from './support/report';
import { callRoute } from './support/route-call';
import { median, percentile, round } from './support/stats';

export interface EndpointFigures {
  route: string;
  p50Ms: number;
  p99Ms: number;
  ownP50Ms: number;
  ownP99Ms: number;
  dynamodbCalls: number;
  s3Calls: number;
  roundTrips: number;
  capacityUnits: number;
}

/**
 * Round trips a request may take: a GET reads in at most two rounds, a PUT
 * itinerary in four whatever its size, and its preview in those less the write.
 */
const ROUND_TRIP_LIMITS: Partial<Record<RouteId, number>> = { putItinerary: 4, previewItinerary: 3 };
const GET_ROUND_TRIPS = 2;
const OWN_TIME_LIMIT_MS = 1;
/** Presigning is the SDK's getSignedUrl, accepted up to 1 ms per URL; the sample GET /images signs one page. */
const PRESIGN_LIMIT_MS = 1;
const PRESIGNED_URLS: Partial<Record<RouteId, number>> = { getImage: 1 };

/** Figures of `calls` measured requests; counts are the most any call needed. */
export function summarise(route: string, usages: readonly ClientUsage[]): EndpointFigures {
  const totals = usages.map((usage) => usage.totalMs);
  const own = usages.map((usage) => usage.totalMs - usage.waitingMs);
  const most = (pick: (usage: ClientUsage) => number) => Math.max(...usages.map(pick));
  return {
    route,
    p50Ms: round(median(totals), 3),
    p99Ms: round(percentile(totals, 0.99), 3),
    ownP50Ms: round(median(own), 3),
    ownP99Ms: round(percentile(own, 0.99), 3),
    dynamodbCalls: most((usage) => usage.dynamodbCalls),
    s3Calls: most((usage) => usage.s3Calls),
    roundTrips: most((usage) => usage.roundTrips),
    capacityUnits: round(median(usages.map((usage) => usage.capacityUnits))),
  };
}

/**
 * Calls `id` a few times untimed (a warm function has served requests before),
 * then `calls` times measured. With `status`, a measured call answering any
 * other status throws: its figures would measure some other work (a creation
 * answered 200 replaced or replayed, and wrote nothing).
 */
export async function measureRoute(
  context: BenchContext,
  id: RouteId,
  request = context.samples[id],
  calls = context.mode.warmCalls,
  { status }: { status?: number } = {},
): Promise<ClientUsage[]> {
  let call = 0;
  for (let i = 0; i < Math.min(context.mode.warmUpCalls, calls); i++) await callRoute(id, request(call++));
  const usages: ClientUsage[] = [];
  for (let i = 0; i < calls; i++) {
    const response = await callRoute(id, request(call++), async (work) => {
      const { result, usage } = await measureClientUsage(work);
      usages.push(usage);
      return result;
    });
    const answered = response.statusCode ?? 200;
    if (status !== undefined && answered !== status)
      throw new Error(`${id}: measured call ${i + 1} of ${calls} answered ${answered}, not ${status}.`);
  }
  return usages;
}

function rowsOf(id: RouteId, figures: EndpointFigures): ReportRow[] {
  const section = 'warm request';
  const isRead = routes[id].method === 'GET';
  const roundLimit = ROUND_TRIP_LIMITS[id] ?? (isRead ? GET_ROUND_TRIPS : undefined);
  const ownLimit = OWN_TIME_LIMIT_MS + (PRESIGNED_URLS[id] ?? 0) * PRESIGN_LIMIT_MS;
  return [
    {
      section,
      figure: `${figures.route}: own time p50 / p99`,
      measured: `${ms(figures.ownP50Ms)} / ${ms(figures.ownP99Ms)}`,
      baseline: `total ${ms(figures.p50Ms)} / ${ms(figures.p99Ms)}`,
      ...(isRead && { target: `p50 < ${ownLimit} ms`, pass: figures.ownP50Ms < ownLimit }),
    },
    {
      section,
      figure: `${figures.route}: round trips (DynamoDB + S3 calls), capacity`,
      measured: `${figures.roundTrips} (${figures.dynamodbCalls} + ${figures.s3Calls}), ${figures.capacityUnits} CU`,
      ...(roundLimit !== undefined && {
        target: `<= ${roundLimit} round trips`,
        pass: figures.roundTrips <= roundLimit,
      }),
    },
  ];
}

export async function run(context: BenchContext): Promise<SectionResult<EndpointFigures[]>> {
  const figures: EndpointFigures[] = [];
  const rows: ReportRow[] = [];
  for (const id of Object.keys(routes) as RouteId[]) {
    context.log(`warm: ${id}`);
    const endpoint = summarise(`${routes[id].method} ${routes[id].path}`, await measureRoute(context, id));
    figures.push(endpoint);
    rows.push(...rowsOf(id, endpoint));
  }
  return { figures, rows };
}
