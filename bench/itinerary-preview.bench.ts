/**
 * Itinerary preview: what `POST …/itinerary/preview` costs beside the PUT it
 * previews, on itineraries of 1, 50 and 100 moves. The same one-note change
 * each time; the previews first, on the state the PUTs then change. A preview
 * may read at most what the PUT reads, in no more round trips, and write nothing.
 */
import { config } from '#shared/config';
import { storeLongItinerary } from './scale/long-itinerary';
import type { BenchContext } from './support/context';
import { ms, type ReportRow, type SectionResult } from './support/report';
import { bodyOf, callRoute } from './support/route-call';
import { median, round } from './support/stats';
import { type EndpointFigures, measureRoute, summarise } from './warm-requests.bench';

const section = 'itinerary preview';
const ITINERARY_LENGTHS = [1, 50, 100] as const;

type Body = { moves: { events: { note: string }[] }[] };

interface Costs extends EndpointFigures {
  writeUnits: number;
  readUnits: number;
}

const describe = (costs: Costs) =>
  `${costs.roundTrips} round trips, ${costs.readUnits} CU read, ${costs.writeUnits} CU written, p50 ${ms(costs.p50Ms)}`;

export async function run(context: BenchContext): Promise<SectionResult> {
  const figures = [];
  const rows: ReportRow[] = [];
  for (const moves of ITINERARY_LENGTHS) {
    context.log(`itinerary preview: ${moves} moves`);
    const { id: shipmentId } = await storeLongItinerary(config.tableName, context.dataSet, moves, 'PREVIEW');
    const pathParameters = { shipmentId };
    const stored = bodyOf<Body>(await callRoute('getItinerary', { pathParameters }));
    // A note changed on the last event: the same change whatever the itinerary's length.
    const annotated = (call: number) => {
      const body = structuredClone(stored);
      body.moves.at(-1)!.events.at(-1)!.note = `benchmark note ${call}`;
      return { pathParameters, body };
    };
    const costsOf = async (id: 'previewItinerary' | 'putItinerary', label: string): Promise<Costs> => {
      const usages = await measureRoute(context, id, annotated, context.mode.scaleCalls);
      const figures = summarise(`${label}, ${moves} moves`, usages);
      const writeUnits = round(median(usages.map((usage) => usage.writeUnits)));
      return { ...figures, writeUnits, readUnits: round(figures.capacityUnits - writeUnits) };
    };
    const preview = await costsOf('previewItinerary', 'POST itinerary preview');
    const put = await costsOf('putItinerary', 'PUT itinerary');
    figures.push({ moves, preview, put });
    rows.push(
      {
        section,
        figure: `${moves} moves: preview vs PUT, round trips`,
        measured: describe(preview),
        baseline: describe(put),
        target: "<= the PUT's, nothing written",
        pass: preview.roundTrips <= put.roundTrips && preview.writeUnits === 0,
      },
      {
        section,
        figure: `${moves} moves: preview vs PUT, read capacity`,
        measured: `${preview.readUnits} CU`,
        baseline: `${put.readUnits} CU`,
        target: "<= the PUT's",
        pass: preview.readUnits <= put.readUnits,
      },
    );
  }
  return { figures, rows };
}
