/**
 * Shipment intake: what creating a shipment by `PUT /shipments/{id}` costs (a
 * new id each call, as a TMS sends new orders), against the one-note itinerary
 * PUT on a shipment of one move, both measured in this run: at most 3 round
 * trips, and at most 1.5 times that PUT's capacity. Then `/shipments` pages
 * before and after many live creations (bench/intake/pages-after-creations.ts).
 */
import { config } from '#shared/config';
import { pagesAfterCreations } from './intake/pages-after-creations';
import { storeLongItinerary } from './scale/long-itinerary';
import type { ClientUsage } from './support/client-meter';
import type { BenchContext } from './support/context';
import { type ReportRow, type SectionResult, times } from './support/report';
import { bodyOf, callRoute } from './support/route-call';
import { median, round } from './support/stats';
import { type EndpointFigures, measureRoute, summarise } from './warm-requests.bench';

const CREATE_ROUND_TRIPS = 3;
const CREATE_CAPACITY_RATIO = 1.5;
const section = 'shipment intake';

interface Annotatable {
  moves: { events: { note: string }[] }[];
}

/** The itinerary PUT changing one note of a one-move shipment: the baseline. */
async function oneNotePut(context: BenchContext): Promise<EndpointFigures> {
  const { id: shipmentId } = await storeLongItinerary(config.tableName, context.dataSet, 1, 'INTAKE');
  const stored = bodyOf<Annotatable>(await callRoute('getItinerary', { pathParameters: { shipmentId } }));
  const annotated = (call: number) => {
    const body = structuredClone(stored);
    body.moves.at(-1)!.events.at(-1)!.note = `benchmark note ${call}`;
    return { pathParameters: { shipmentId }, body };
  };
  return summarise(
    'PUT itinerary, one note, 1 move',
    await measureRoute(context, 'putItinerary', annotated, context.mode.warmCalls),
  );
}

/**
 * Creations of new ids, each measured call a 201: a replay or an update
 * (200) writes nothing and would pass any target, so one fails both rows,
 * saying so, and the section goes on to its pages.
 */
async function creationRows(context: BenchContext, baseline: EndpointFigures) {
  const roundTrips = {
    section,
    figure: 'Create a shipment (PUT /shipments/{id}): round trips',
    target: `<= ${CREATE_ROUND_TRIPS}`,
  };
  const capacity = {
    section,
    figure: 'Create a shipment vs the one-note itinerary PUT at 1 move: capacity',
    baseline: `${baseline.capacityUnits} CU (${baseline.roundTrips} round trips)`,
    target: `<= ${CREATE_CAPACITY_RATIO}x`,
  };
  let creations: ClientUsage[];
  try {
    creations = await measureRoute(
      context,
      'putShipment',
      context.samples.putShipment,
      context.mode.warmCalls,
      {
        status: 201,
      },
    );
  } catch (error) {
    const failed = (error as Error).message;
    return {
      create: { failed },
      rows: [roundTrips, capacity].map((row): ReportRow => ({ ...row, measured: failed, pass: false })),
    };
  }
  // Its write units apart, for the cost model's intake line (bench/cost-model.ts).
  const create = {
    ...summarise('PUT shipment, created', creations),
    writeUnits: round(median(creations.map((usage) => usage.writeUnits))),
  };
  const ratio = create.capacityUnits / baseline.capacityUnits;
  const rows: ReportRow[] = [
    {
      ...roundTrips,
      measured: `${create.roundTrips} (${create.dynamodbCalls} DynamoDB calls)`,
      pass: create.roundTrips <= CREATE_ROUND_TRIPS,
    },
    {
      ...capacity,
      measured: `${create.capacityUnits} CU`,
      ratio: times(ratio),
      pass: ratio <= CREATE_CAPACITY_RATIO,
    },
  ];
  return { create, rows };
}

export async function run(context: BenchContext): Promise<SectionResult> {
  context.log('shipment intake: the one-note itinerary PUT');
  const baseline = await oneNotePut(context);
  context.log('shipment intake: shipments created');
  const { create, rows } = await creationRows(context, baseline);
  const pages = await pagesAfterCreations(context, section);
  return { figures: { create, baseline, pages: pages.figures }, rows: [...rows, ...pages.rows] };
}
