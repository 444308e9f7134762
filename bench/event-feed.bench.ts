import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
/**
 * The event feed (`GET /events`): what a page costs at any position of a feed
 * of a million events, against the first page, and how long a committed
 * change takes to show on a page read from the previous cursor, with the
 * local stream consumer as `npm start` runs it.
 */
import { config } from '#shared/config';
import { cursorOf } from '#shared/feed/cursor';
import { newestFeedPosition } from '#shared/feed/store';
import { pollUntil } from '#tools/deadline';
import { indexLoadedEvents, itineraryUpdatedOf, loadFeed } from './event-feed/load-feed';
import { startBenchEventStream } from './support/bench-event-stream';
import { measureClientUsage } from './support/client-meter';
import type { BenchContext } from './support/context';
import { changeItineraryNote } from './support/itinerary-change';
import { figureOrFailure, ms, type SectionResult, times } from './support/report';
import { bodyOf, callRoute } from './support/route-call';
import { removeSubscriptions } from './support/sample-subscriptions';
import { median, percentile, round } from './support/stats';

const section = 'eventFeed';
/** The targets for a page at any position: round trips, and capacity against the first page's. */
const PAGE_ROUND_TRIPS = 2;
const PAGE_CAPACITY_RATIO = 1.2;
const PAGE_SIZE = 100;
const RANDOM_PAGES = 3;
/** `GET /events/{id}`: its id item, then the event at that position, at any position. */
const BY_ID_ROUND_TRIPS = 2;
/** A committed change is on a page of the feed within 2 s locally (p99). */
const VISIBLE_TARGET_MS = 2_000;
/** Rounds of the visibility figure between two progress lines. */
const PROGRESS_EVERY = 10;
/** Far past the target: a change not on the feed by then is taken as lost, and the figure fails naming it. */
const VISIBLE_WITHIN_MS = 30_000;
/** How often the reader asks for the page after its cursor: the figure's resolution. */
const POLL_MS = 10;

interface FeedPage {
  items: { type: string; data: { shipment?: { id: string }; version?: number } }[];
  next: string;
}

const afterOf = (next: string) => new URL(next, 'http://localhost').searchParams.get('after')!;

interface PagePosition {
  name: string;
  /** The position the page starts after; none for the first page (no cursor). */
  after?: number;
}

/**
 * A read's cost over `calls` repeats of it: most round trips, median capacity
 * units and time. `check` refuses an answer that is not the one measured.
 */
async function costOver(
  calls: number,
  read: () => Promise<APIGatewayProxyStructuredResultV2>,
  check: (result: APIGatewayProxyStructuredResultV2) => void,
) {
  const usages = [];
  for (let call = 0; call < calls; call++) {
    const { result, usage } = await measureClientUsage(read);
    check(result);
    usages.push(usage);
  }
  return {
    roundTrips: Math.max(...usages.map((usage) => usage.roundTrips)),
    capacityUnits: round(median(usages.map((usage) => usage.capacityUnits)), 1),
    p50Ms: round(median(usages.map((usage) => usage.totalMs)), 1),
  };
}

/** One page's cost, over `calls` reads of it. */
async function pageCost(position: PagePosition, calls: number) {
  const query = `limit=${PAGE_SIZE}${position.after === undefined ? '' : `&after=${cursorOf(position.after)}`}`;
  const cost = await costOver(
    calls,
    () => callRoute('listEvents', { query }),
    (result) => {
      const events = bodyOf<FeedPage>(result).items.length;
      if (events !== PAGE_SIZE)
        throw new Error(`The ${position.name} page held ${events} events, not ${PAGE_SIZE}.`);
    },
  );
  return { ...position, ...cost };
}

/** One event read by id, over `calls` reads. */
async function byIdCost(name: string, eventId: string, calls: number) {
  const cost = await costOver(
    calls,
    () => callRoute('getEvent', { pathParameters: { eventId } }),
    (result) => {
      if (result.statusCode !== 200) throw new Error(`GET /events/${eventId} answered ${result.statusCode}.`);
    },
  );
  return { name, ...cost };
}

export async function run(context: BenchContext): Promise<SectionResult> {
  const count = context.mode.feedEvents;
  const shipment = context.dataSet.shipments[0]!;
  const template = itineraryUpdatedOf(shipment);
  let firstLoaded = 0;

  context.log(`eventFeed: loading ${count} events`);
  const load = await figureOrFailure(
    { section, figure: `loading ${count} feed events (the feed's partition, BatchWrite)` },
    async () => {
      const loaded = await loadFeed(config.tableName, template, count, context.log);
      firstLoaded = loaded.first;
      const perSecond = Math.round(loaded.items / loaded.seconds);
      return {
        figures: { ...loaded, itemsPerSecond: perSecond },
        measured: `${loaded.items} items in ${loaded.seconds} s (${perSecond} items/s)`,
      };
    },
  );

  context.log('eventFeed: pages at the start, middle, end and random positions');
  const pages = await figureOrFailure(
    {
      section,
      figure: `GET /events?limit=${PAGE_SIZE} in a feed of ${count} events: first, middle, last and ${RANDOM_PAGES} random pages`,
      target: `<= ${PAGE_ROUND_TRIPS} round trips, each <= ${PAGE_CAPACITY_RATIO}x the first page's units`,
    },
    async () => {
      if ('failed' in load.figures) throw new Error('the feed was not loaded');
      const head = await newestFeedPosition();
      const randomAfter = () => Math.floor(Math.random() * (head - PAGE_SIZE));
      const positions: PagePosition[] = [
        { name: 'first' },
        { name: 'middle', after: Math.floor(head / 2) },
        { name: 'last', after: head - PAGE_SIZE },
        ...Array.from({ length: RANDOM_PAGES }, () => ({ name: 'random', after: randomAfter() })),
      ];
      const costs = [];
      for (const position of positions) costs.push(await pageCost(position, context.mode.scaleCalls));
      const first = costs[0]!;
      const further = costs.slice(1).map((cost) => ({
        ...cost,
        ratio: round(cost.capacityUnits / first.capacityUnits),
      }));
      const worst = Math.max(...further.map((cost) => cost.ratio));
      const roundTrips = Math.max(...costs.map((cost) => cost.roundTrips));
      return {
        figures: { feedEvents: head, first, further },
        measured: `round trips at most ${roundTrips}; units ${first.capacityUnits} first, ${further.map((cost) => cost.capacityUnits).join(' / ')} further (at most ${times(worst)})`,
        pass: roundTrips <= PAGE_ROUND_TRIPS && worst <= PAGE_CAPACITY_RATIO,
      };
    },
  );

  context.log('eventFeed: events by id at the start, middle and end');
  const byId = await figureOrFailure(
    {
      section,
      figure: `GET /events/{id} in a feed of ${count} events: the first, middle and last event`,
      target: `<= ${BY_ID_ROUND_TRIPS} round trips, the same units at every position`,
    },
    async () => {
      if ('failed' in load.figures) throw new Error('the feed was not loaded');
      const names = ['first', 'middle', 'last'];
      const ids = await indexLoadedEvents(config.tableName, { template, count, first: firstLoaded }, [
        0,
        Math.floor(count / 2),
        count - 1,
      ]);
      const costs = [];
      for (const [at, id] of ids.entries())
        costs.push(await byIdCost(names[at]!, id, context.mode.scaleCalls));
      const roundTrips = Math.max(...costs.map((cost) => cost.roundTrips));
      const units = new Set(costs.map((cost) => cost.capacityUnits));
      return {
        figures: { feedEvents: count, costs },
        measured: `round trips at most ${roundTrips}; units ${costs.map((cost) => cost.capacityUnits).join(' / ')}; p50 ${costs.map((cost) => ms(cost.p50Ms)).join(' / ')}`,
        pass: roundTrips <= BY_ID_ROUND_TRIPS && units.size === 1,
      };
    },
  );

  context.log('eventFeed: a change on the feed after PUT itinerary');
  await removeSubscriptions();
  // As `npm start` runs it, on a stream turned on after the load: the loaded items are not changes to publish.
  const stream = await startBenchEventStream(context.log);
  try {
    const samples = context.mode.feedVisibilitySamples;
    const visibility = await figureOrFailure(
      {
        section,
        figure: `PUT itinerary to its event on GET /events from the previous cursor (${samples} changes): p50 / p99`,
        target: `p99 < ${VISIBLE_TARGET_MS} ms`,
      },
      async () => {
        let after = cursorOf(await newestFeedPosition());
        const latencies: number[] = [];
        for (let sample = 0; sample < samples; sample++) {
          const { version, answeredAt } = await changeItineraryNote(
            shipment.id,
            `event feed bench ${sample}`,
          );
          const visibleAt = await pollUntil(
            `the feed event of version ${version} of shipment ${shipment.id}`,
            VISIBLE_WITHIN_MS,
            async () => {
              const page = bodyOf<FeedPage>(
                await callRoute('listEvents', { query: `after=${after}&limit=${PAGE_SIZE}` }),
              );
              const readAt = performance.now();
              after = afterOf(page.next);
              return (
                page.items.some(
                  (event) =>
                    event.type === 'itinerary.updated' &&
                    event.data.shipment?.id === shipment.id &&
                    event.data.version === version,
                ) && readAt
              );
            },
            { intervalMs: POLL_MS },
          );
          latencies.push(visibleAt - answeredAt);
          // On a busy machine the rounds take minutes: the section says where it is.
          if ((sample + 1) % PROGRESS_EVERY === 0)
            context.log(`eventFeed: ${sample + 1}/${samples} changes seen on the feed`);
        }
        const [p50, p99] = [percentile(latencies, 0.5), percentile(latencies, 0.99)];
        return {
          figures: { p50: round(p50, 1), p99: round(p99, 1), max: round(Math.max(...latencies), 1), samples },
          measured: `${ms(p50)} / ${ms(p99)}`,
          pass: p99 < VISIBLE_TARGET_MS,
        };
      },
    );
    return {
      figures: {
        load: load.figures,
        pages: pages.figures,
        byId: byId.figures,
        visibleMs: visibility.figures,
      },
      rows: [load.row, pages.row, byId.row, visibility.row],
    };
  } finally {
    await stream.stop();
  }
}
