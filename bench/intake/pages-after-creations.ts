/**
 * `/shipments` pages before and after shipments created live by
 * `PUT /shipments/{id}`: the first page, and the far page of the oldest
 * shipments (which the creations push further back). A creation takes the
 * newest rank and moves no other shipment, so both pages cost the same
 * before and after.
 */
import type { BenchContext } from '../support/context';
import { ms, type ReportRow, times } from '../support/report';
import { bodyOf, callRoute } from '../support/route-call';
import { round } from '../support/stats';
import { type EndpointFigures, measureRoute, summarise } from '../warm-requests.bench';

/** Live creations between the two measurements: the target's 10,000, 100 in a quick run (run in CI). */
const CREATIONS = { full: 10_000, quick: 100 } as const;
const PAGE_RATIO = 1.05;
const PAGE_SIZE = 20;
/**
 * Creations in flight at once, as a TMS sends its new orders. Every creation
 * moves the one counter of `/shipments`: at 16 in flight some exhaust the
 * rank's retries and answer 500 (docs/performance.md, intake).
 */
const CREATIONS_IN_FLIGHT = 4;

/** How many shipments `/shipments` lists: the last offset with an item, by bisection of one-item pages. */
async function shipmentCount(): Promise<number> {
  const hasItemAt = async (offset: number) =>
    bodyOf<{ items: unknown[] }>(await callRoute('listShipments', { query: `offset=${offset}&limit=1` }))
      .items.length > 0;
  let [low, high] = [0, 1];
  while (await hasItemAt(high - 1)) [low, high] = [high, high * 2];
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (await hasItemAt(middle - 1)) low = middle;
    else high = middle;
  }
  return low;
}

async function pages(context: BenchContext, when: string) {
  const count = await shipmentCount();
  const page = async (what: string, offset: number) =>
    summarise(
      `GET /shipments ${what} ${when} (offset ${offset})`,
      await measureRoute(context, 'listShipments', () => ({ query: `offset=${offset}&limit=${PAGE_SIZE}` })),
    );
  return {
    count,
    first: await page('first page', 0),
    far: await page('far page', Math.max(count - PAGE_SIZE, 0)),
  };
}

/** Creations between two progress lines: a busy machine makes the section slow, not silent. */
const PROGRESS_EVERY = 1_000;

/** Creates `count` shipments through the handler, CREATIONS_IN_FLIGHT at a time; the wall time. */
async function createShipments(context: BenchContext, count: number): Promise<number> {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      await callRoute('putShipment', context.samples.putShipment(next++));
      if (next % PROGRESS_EVERY === 0) context.log(`shipment intake: ${next}/${count} created`);
    }
  };
  await Promise.all(Array.from({ length: CREATIONS_IN_FLIGHT }, worker));
  return performance.now() - started;
}

function rowsOf(
  section: string,
  created: number,
  before: EndpointFigures,
  after: EndpointFigures,
  what: string,
) {
  const ratio = after.capacityUnits / before.capacityUnits;
  return [
    {
      section,
      figure: `GET /shipments ${what} after ${created.toLocaleString('en-US')} live creations: read units, round trips`,
      measured: `${after.capacityUnits} CU, ${after.roundTrips}`,
      baseline: `before them: ${before.capacityUnits} CU, ${before.roundTrips}`,
      ratio: times(round(ratio, 2)),
      target: `<= ${PAGE_RATIO}x`,
      pass: ratio <= PAGE_RATIO && after.roundTrips <= before.roundTrips,
    },
    {
      section,
      figure: `GET /shipments ${what} after ${created.toLocaleString('en-US')} live creations: time p50`,
      measured: ms(after.p50Ms),
      baseline: `before them: ${ms(before.p50Ms)}`,
      ratio: times(round(after.p50Ms / before.p50Ms, 2)),
    },
  ] satisfies ReportRow[];
}

export async function pagesAfterCreations(context: BenchContext, section: string) {
  const created = CREATIONS[context.mode.name];
  context.log(`shipment intake: /shipments pages, then ${created} live creations`);
  const before = await pages(context, 'before');
  const creationMs = await createShipments(context, created);
  context.log('shipment intake: /shipments pages after the creations');
  const after = await pages(context, 'after');
  const rows: ReportRow[] = [
    ...rowsOf(section, created, before.first, after.first, 'first page'),
    ...rowsOf(section, created, before.far, after.far, 'far page (the oldest shipments)'),
  ];
  return {
    figures: { created, creationMs: round(creationMs), shipmentsBefore: before.count, before, after },
    rows,
  };
}
