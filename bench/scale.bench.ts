/**
 * Scale: what a request costs as the data grows. A plan query of a driver
 * with a short and a long history; an itinerary of 1, 50 and 200 moves read
 * and written back; and a fleet grown from 1,000 to 100,000 shipments (with
 * master data, plans, history, deliveries and webhook subscriptions, some of
 * them deleted, to match), measured at both sizes: the first and the last
 * page of each collection, a shipment, its itinerary read and written, a plan
 * and a history page.
 */
import { config } from '#shared/config';
import { collectionSize } from '#shared/data/collection-holes';
import { collectionCount } from '#shared/data/ranked-collection';
import { masterCollectionPartition } from '#shared/master-data/keys';
import type { RouteId } from '#shared/route-table';
import { SHIPMENT_COLLECTION } from '#shared/shipments/store/partition';
import { deliveryCollection, SUBSCRIPTION_COLLECTION } from '#shared/webhooks/keys';
import { type FleetLoad, fleetDriverId, fleetShipmentId, growFleet, PLAN_DAY } from './scale/fleet';
import { storeLongItinerary } from './scale/long-itinerary';
import { seedDriverHistory } from './scale/seed';
import { growSubscriptions } from './scale/subscriptions';
import type { BenchContext } from './support/context';
import { ms, type ReportRow, type SectionResult, times } from './support/report';
import { bodyOf, callRoute } from './support/route-call';
import { median, round } from './support/stats';
import { type EndpointFigures, measureRoute, summarise } from './warm-requests.bench';

/** A plan query may cost at most this many times more for the long history than for the short one. */
const HISTORY_RATIO_LIMIT = 1.2;
/** A far page may cost at most this many times the first page's capacity, in at most this many round trips. */
const FAR_PAGE_RATIO_LIMIT = 1.2;
const FAR_PAGE_ROUND_TRIPS = 3;
/** A PUT changing one note may cost at most this many times more for a long itinerary than for one move. */
const WRITE_RATIO_LIMIT = 1.5;
const ITINERARY_LENGTHS = [1, 50, 200] as const;
const PAGE_SIZE = 100;
/** Each listable collection, with the partition its count is kept under. */
const COLLECTIONS: { route: RouteId; name: string; partition: string }[] = [
  { route: 'listShipments', name: '/shipments', partition: SHIPMENT_COLLECTION },
  { route: 'listCustomers', name: '/customers', partition: masterCollectionPartition('customer') },
  { route: 'listDrivers', name: '/drivers', partition: masterCollectionPartition('driver') },
  { route: 'listCarriers', name: '/carriers', partition: masterCollectionPartition('carrier') },
  { route: 'listSites', name: '/locations/sites', partition: masterCollectionPartition('site') },
  { route: 'listYards', name: '/locations/yards', partition: masterCollectionPartition('yard') },
  {
    route: 'listCrossDocks',
    name: '/locations/cross-docks',
    partition: masterCollectionPartition('crossDock'),
  },
  { route: 'listTractors', name: '/equipment/tractors', partition: masterCollectionPartition('tractor') },
];
const UPCOMING_FROM = '2027-06-01';

const section = 'scale';

export function row(figure: string, endpoint: EndpointFigures, inSection = section): ReportRow {
  return {
    section: inSection,
    figure,
    measured: `p50 ${ms(endpoint.p50Ms)}, ${endpoint.capacityUnits} CU, ${endpoint.roundTrips} round trips`,
  };
}

/** A figure measured over a short and a long history: the long one may cost at most 1.2 times as much. */
export function comparison(
  figure: string,
  short: EndpointFigures,
  long: EndpointFigures,
  inSection = section,
): ReportRow[] {
  const latencyRatio = long.p50Ms / short.p50Ms;
  const capacityRatio = long.capacityUnits / short.capacityUnits;
  return [
    {
      section: inSection,
      figure: `${figure}: capacity`,
      measured: `${long.capacityUnits} CU`,
      baseline: `${short.capacityUnits} CU`,
      ratio: times(capacityRatio),
      target: `<= ${HISTORY_RATIO_LIMIT}x`,
      pass: capacityRatio <= HISTORY_RATIO_LIMIT,
    },
    {
      section: inSection,
      figure: `${figure}: latency p50`,
      measured: ms(long.p50Ms),
      baseline: ms(short.p50Ms),
      ratio: times(latencyRatio),
      target: `<= ${HISTORY_RATIO_LIMIT}x`,
      pass: latencyRatio <= HISTORY_RATIO_LIMIT,
    },
  ];
}

/** A figure at the small and the large fleet: capacity and round trips may be at most 1.2 times as much. */
function growthRows(figure: string, small: EndpointFigures, large: EndpointFigures): ReportRow[] {
  const capacityRatio = large.capacityUnits / small.capacityUnits;
  const roundTripRatio = large.roundTrips / small.roundTrips;
  return [
    {
      section,
      figure: `${figure}: capacity`,
      measured: `${large.capacityUnits} CU`,
      baseline: `${small.capacityUnits} CU`,
      ratio: times(capacityRatio),
      target: `<= ${HISTORY_RATIO_LIMIT}x`,
      pass: capacityRatio <= HISTORY_RATIO_LIMIT,
    },
    {
      section,
      figure: `${figure}: round trips (latency p50 ${ms(large.p50Ms)}, was ${ms(small.p50Ms)})`,
      measured: `${large.roundTrips}`,
      baseline: `${small.roundTrips}`,
      ratio: times(roundTripRatio),
      target: `<= ${HISTORY_RATIO_LIMIT}x`,
      pass: roundTripRatio <= HISTORY_RATIO_LIMIT,
    },
  ];
}

/** The last page against the first of one collection: the same cost at any offset. */
function farPageRows(figure: string, pages: { first: EndpointFigures; last: EndpointFigures }): ReportRow[] {
  const { first, last } = pages;
  const capacityRatio = last.capacityUnits / first.capacityUnits;
  return [
    {
      section,
      figure: `${figure} last page (${last.route.split(' offset ')[1]}) vs first: capacity`,
      measured: `${last.capacityUnits} CU`,
      baseline: `${first.capacityUnits} CU`,
      ratio: times(capacityRatio),
      target: `<= ${FAR_PAGE_RATIO_LIMIT}x`,
      pass: capacityRatio <= FAR_PAGE_RATIO_LIMIT,
    },
    {
      section,
      figure: `${figure} last page vs first: round trips`,
      measured: `${last.roundTrips}`,
      baseline: `${first.roundTrips}`,
      target: `<= ${FAR_PAGE_ROUND_TRIPS}`,
      pass: last.roundTrips <= FAR_PAGE_ROUND_TRIPS,
    },
  ];
}

export async function run(context: BenchContext): Promise<SectionResult> {
  const tableName = config.tableName;
  const [shortHistory, longHistory] = context.mode.driverHistories;
  const sites = [context.dataSet.sites[0]!.id, context.dataSet.sites[1]!.id] as const;
  const measure = async (
    id: RouteId,
    label: string,
    request: Parameters<typeof measureRoute>[2],
    calls = context.mode.scaleCalls,
  ) => summarise(label, await measureRoute(context, id, request, calls));

  context.log(`scale: seeding ${shortHistory} and ${longHistory} past moves`);
  await seedDriverHistory(tableName, 'D-SHORT-HISTORY', shortHistory, UPCOMING_FROM, sites);
  await seedDriverHistory(tableName, 'D-LONG-HISTORY', longHistory, UPCOMING_FROM, sites);
  // Plan queries are cheap: as many calls as any warm figure, for a steadier ratio.
  const plansOf = (driverId: string) =>
    measure(
      'getDriverPlans',
      `GET plans, ${driverId}`,
      () => ({ pathParameters: { driverId }, query: `startDate=${UPCOMING_FROM}&endDate=2027-06-30` }),
      context.mode.warmCalls,
    );
  context.log('scale: plan queries');
  const shortPlan = await plansOf('D-SHORT-HISTORY');
  const longPlan = await plansOf('D-LONG-HISTORY');

  // A note changed on the last event: the same change whatever the itinerary's length.
  const annotating =
    (shipmentId: string, stored: { moves: { events: { note: string }[] }[] }) => (call: number) => {
      const body = structuredClone(stored);
      body.moves.at(-1)!.events.at(-1)!.note = `benchmark note ${call}`;
      return { pathParameters: { shipmentId }, body };
    };
  const readAndWrite = async (shipmentId: string, label: string) => {
    const request = () => ({ pathParameters: { shipmentId } });
    const stored = bodyOf<{ moves: { events: { note: string }[] }[] }>(
      await callRoute('getItinerary', request()),
    );
    const puts = await measureRoute(
      context,
      'putItinerary',
      annotating(shipmentId, stored),
      context.mode.scaleCalls,
    );
    return {
      get: await measure('getItinerary', `GET itinerary, ${label}`, request),
      put: {
        ...summarise(`PUT itinerary, ${label}`, puts),
        writeUnits: round(median(puts.map((usage) => usage.writeUnits))),
      },
    };
  };
  const itineraries = [];
  for (const moves of ITINERARY_LENGTHS) {
    context.log(`scale: ${moves}-move itinerary`);
    const shipment = await storeLongItinerary(tableName, context.dataSet, moves);
    itineraries.push({ moves, ...(await readAndWrite(shipment.id, `${moves} moves`)) });
  }
  const [oneMove] = itineraries;

  const template = context.dataSet.shipments.find((shipment) => shipment.type === 'import')!;
  const subscriptionId = bodyOf<{ id: string }>(
    await callRoute('createWebhook', {
      body: { url: 'http://127.0.0.1:9/scale', events: ['itinerary.updated'], description: 'scale' },
    }),
  ).id;
  const [smallFleet, largeFleet] = context.mode.scaleShipments;
  const shipmentId = fleetShipmentId(0);
  const measureFleet = async () => {
    const pages: Record<string, { first: EndpointFigures; last: EndpointFigures; count: number }> = {};
    const pageAt = (route: RouteId, name: string, offset: number, pathParameters?: Record<string, string>) =>
      measure(route, `GET ${name} offset ${offset}`, () => ({
        ...(pathParameters && { pathParameters }),
        query: `offset=${offset}&limit=${PAGE_SIZE}`,
      }));
    for (const { route, name, partition } of COLLECTIONS) {
      const count = await collectionCount(partition);
      pages[name] = {
        first: await pageAt(route, name, 0),
        last: await pageAt(route, name, Math.max(count - PAGE_SIZE, 0)),
        count,
      };
    }
    const deliveries = `/webhooks/{id}/deliveries`;
    const deliveryCount = await collectionCount(deliveryCollection(subscriptionId));
    pages[deliveries] = {
      first: await pageAt('listWebhookDeliveries', deliveries, 0, { webhookId: subscriptionId }),
      last: await pageAt('listWebhookDeliveries', deliveries, Math.max(deliveryCount - PAGE_SIZE, 0), {
        webhookId: subscriptionId,
      }),
      count: deliveryCount,
    };
    // Subscriptions have holes where deleted ones were: positions are counted past them.
    const subscriptionCount = await collectionSize(SUBSCRIPTION_COLLECTION);
    pages['/webhooks'] = {
      first: await pageAt('listWebhooks', '/webhooks', 0),
      last: await pageAt('listWebhooks', '/webhooks', Math.max(subscriptionCount - PAGE_SIZE, 0)),
      count: subscriptionCount,
    };
    const shipment = () => ({ pathParameters: { shipmentId } });
    const itinerary = await readAndWrite(shipmentId, `${shipmentId}`);
    return {
      pages,
      getShipment: await measure('getShipment', 'GET shipment', shipment),
      getItinerary: itinerary.get,
      putItinerary: itinerary.put,
      plan: await measure('getDriverPlans', 'GET plans', () => ({
        pathParameters: { driverId: fleetDriverId(0) },
        query: `startDate=${PLAN_DAY}&endDate=${PLAN_DAY}`,
      })),
      historyPage: await measure('listItineraryHistory', 'GET history page', () => ({
        ...shipment(),
        query: 'limit=5',
      })),
    };
  };
  const loads: (FleetLoad & { total: number })[] = [];
  const grow = async (from: number, to: number) => {
    context.log(`scale: loading shipments ${from} to ${to}`);
    const load = await growFleet(
      tableName,
      context.dataSet,
      template,
      subscriptionId,
      { from, to, newest: smallFleet },
      context.log,
    );
    context.log(`scale: ${load.items} items in ${load.seconds} s`);
    const subscriptions = await growSubscriptions(tableName, to - from);
    context.log(`scale: ${subscriptions} webhook subscriptions more`);
    loads.push({ ...load, total: to });
  };
  await grow(0, smallFleet);
  const small = await measureFleet();
  await grow(smallFleet, largeFleet);
  const large = await measureFleet();

  const fleetLabel = `${largeFleet} vs ${smallFleet} shipments`;
  const rows: ReportRow[] = [
    ...comparison(`GET plans: ${longHistory} vs ${shortHistory} past moves`, shortPlan, longPlan),
    ...itineraries.flatMap(({ moves, get, put }) => [
      { ...row(`GET itinerary, ${moves} moves`, get), target: '<= 2 round trips', pass: get.roundTrips <= 2 },
      {
        ...row(`PUT itinerary, ${moves} moves`, put),
        measured: `${row('', put).measured} (writes ${put.writeUnits} CU, reads ${round(put.capacityUnits - put.writeUnits)} CU)`,
        target: '<= 4 round trips',
        pass: put.roundTrips <= 4,
      },
    ]),
    ...itineraries.slice(1).map(({ moves, put }): ReportRow => {
      const ratio = put.capacityUnits / oneMove!.put.capacityUnits;
      return {
        section,
        figure: `PUT itinerary changing one note: ${moves} vs 1 move, capacity`,
        measured: `${put.capacityUnits} CU`,
        baseline: `${oneMove!.put.capacityUnits} CU`,
        ratio: times(ratio),
        target: `<= ${WRITE_RATIO_LIMIT}x`,
        pass: ratio <= WRITE_RATIO_LIMIT,
      };
    }),
    ...itineraries.slice(1).map(
      ({ moves, put }): ReportRow => ({
        section,
        figure: `PUT itinerary changing one note: ${moves} vs 1 move, write capacity alone`,
        measured: `${put.writeUnits} CU`,
        baseline: `${oneMove!.put.writeUnits} CU`,
        ratio: times(put.writeUnits / oneMove!.put.writeUnits),
      }),
    ),
    ...loads.map(
      (load): ReportRow => ({
        section,
        figure: `load to ${load.total} shipments`,
        measured: `${load.shipments} shipments, ${load.items} items in ${load.seconds} s (${Math.round(load.items / load.seconds)} items/s)`,
      }),
    ),
    ...Object.keys(small.pages).flatMap((name) => [
      ...growthRows(
        `${fleetLabel}: GET ${name} first page`,
        small.pages[name]!.first,
        large.pages[name]!.first,
      ),
      ...growthRows(
        `${fleetLabel}: GET ${name} last page (offset ${large.pages[name]!.last.route.split(' offset ')[1]})`,
        small.pages[name]!.last,
        large.pages[name]!.last,
      ),
    ]),
    ...farPageRows(`${largeFleet} shipments: GET /webhooks`, large.pages['/webhooks']!),
    ...growthRows(`${fleetLabel}: GET shipment`, small.getShipment, large.getShipment),
    ...growthRows(`${fleetLabel}: GET itinerary`, small.getItinerary, large.getItinerary),
    ...growthRows(`${fleetLabel}: PUT itinerary`, small.putItinerary, large.putItinerary),
    ...growthRows(`${fleetLabel}: GET plans of a day`, small.plan, large.plan),
    ...growthRows(`${fleetLabel}: GET history page`, small.historyPage, large.historyPage),
  ];
  return {
    figures: {
      driverPlans: {
        pastMoves: { short: shortHistory, long: longHistory },
        short: shortPlan,
        long: longPlan,
      },
      itineraries,
      fleet: {
        pageSize: PAGE_SIZE,
        loads,
        small: { shipments: smallFleet, ...small },
        large: { shipments: largeFleet, ...large },
      },
    },
    rows,
  };
}
