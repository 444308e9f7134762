/**
 * Master-data PUTs: what creating and replacing a record costs (round trips,
 * capacity units, time), against a one-note itinerary PUT of the demo data.
 * A replacement reads the record strongly consistent and writes it in one
 * transaction; a creation also reads and moves its collection's counter.
 */
import type { RouteId } from '#shared/route-table';
import type { BenchContext } from './support/context';
import { ms, type ReportRow, type SectionResult, times } from './support/report';
import { round } from './support/stats';
import { type EndpointFigures, measureRoute, summarise } from './warm-requests.bench';

const section = 'master data';

/** What each measured PUT does with the bench's sample requests (bench/support/sample-requests.ts). */
const MEASURED: readonly { id: RouteId; what: string; roundTrips: number }[] = [
  { id: 'putCustomer', what: 'replace a customer', roundTrips: 2 },
  { id: 'putDriver', what: 'replace a driver', roundTrips: 2 },
  { id: 'putYard', what: 'replace a yard (zone stated)', roundTrips: 2 },
  { id: 'putTractor', what: 'create a tractor', roundTrips: 3 },
  { id: 'putTrailer', what: 'create a trailer', roundTrips: 3 },
];

export async function run(
  context: BenchContext,
): Promise<SectionResult<{ itinerary: EndpointFigures; records: EndpointFigures[] }>> {
  const figuresOf = async (id: RouteId) => summarise(id, await measureRoute(context, id));
  context.log('master data: putItinerary (baseline)');
  const itinerary = await figuresOf('putItinerary');
  const rows: ReportRow[] = [];
  const records: EndpointFigures[] = [];
  for (const { id, what, roundTrips } of MEASURED) {
    context.log(`master data: ${id}`);
    const figures = await figuresOf(id);
    records.push(figures);
    const ratio = figures.capacityUnits / itinerary.capacityUnits;
    rows.push(
      {
        section,
        figure: `${what} (${id}): round trips, capacity`,
        measured: `${figures.roundTrips}, ${figures.capacityUnits} CU`,
        baseline: `one-note itinerary PUT: ${itinerary.roundTrips}, ${itinerary.capacityUnits} CU`,
        ratio: times(round(ratio, 2)),
        target: `<= ${roundTrips} round trips, capacity <= the itinerary PUT's`,
        pass: figures.roundTrips <= roundTrips && ratio <= 1,
      },
      {
        section,
        figure: `${what} (${id}): time p50 / p99`,
        measured: `${ms(figures.p50Ms)} / ${ms(figures.p99Ms)}`,
        baseline: `one-note itinerary PUT: ${ms(itinerary.p50Ms)} / ${ms(itinerary.p99Ms)}`,
        ratio: times(round(figures.p50Ms / itinerary.p50Ms, 2)),
      },
    );
  }
  return { figures: { itinerary, records }, rows };
}
