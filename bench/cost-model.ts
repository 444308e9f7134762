/**
 * `npx tsx bench/cost-model.ts [results file]`: what a fleet pays a month, from
 * the capacity and round trips the bench measured per request (the scale
 * section's fleet of 100,000 shipments, the warm-request section for the rest)
 * and the workload of docs/performance.md ("The cost model"), at on-demand list
 * prices. Prints the tables of docs/performance-results.md ("What a fleet pays"),
 * for the workload and for ten times it, then the whole bill: monitoring,
 * logs, tracing, backups and Cognito priced from the synthesized production
 * stage's counts (bench/support/whole-bill.ts), and the all-in total.
 */
import { readFile } from 'node:fs/promises';
import { RENEWAL_MARGIN_SECONDS } from '#client/token';
import { DEFAULT_STAGE_CONFIG } from '#lib/config';
import { STREAM_BATCH_SIZE } from '#lib/constructs/event-publishing';
import { CLIENT_TOKEN_SECONDS } from '#shared/integrations/token-lifetime';
import { DELIVERY_RECORD_RETENTION_DAYS } from '#shared/webhooks/delivery-record';
import { deliveryCosts } from './support/delivery-items';
import { transactionalWriteUnits } from './support/item-size';
import { measuredLogBytesPerRequest } from './support/log-bytes';
import { type BillLine, functionNamed, operationsBill, productionStageCounts } from './support/whole-bill';

/** us-east-1 list prices, on-demand, as published on 2026-11-25. */
const PRICES = {
  dynamodbReadUnit: 0.125 / 1e6,
  dynamodbWriteUnit: 0.625 / 1e6,
  dynamodbGbMonth: 0.25,
  /** arm64, per GB-second, and per request. */
  lambdaGbSecond: 0.0000133334,
  lambdaRequest: 0.2 / 1e6,
  /** HTTP API, first 300 million requests a month. */
  apiRequest: 1.0 / 1e6,
  s3Put: 0.005 / 1000,
  s3Get: 0.0004 / 1000,
  s3GbMonth: 0.023,
  /** Custom events, per 64 KB chunk. */
  eventBridgeEvent: 1.0 / 1e6,
  sqsRequest: 0.4 / 1e6,
};

const DAYS = 30;
/** The production stage as synthesized: each line's function (its memory, tracing, logging) is read from it. */
const counts = productionStageCounts();
/** The functions of the lines that are no route, by their descriptions in the stage. */
const PROCESSOR = 'Processes document submissions from the submission queue';
const PUBLISHER = "Publishes outbound events from the table's stream";
const DELIVERER = 'Sends webhook deliveries from the delivery queue';
/** Billed Lambda time of a request: its own time plus this much per round trip to DynamoDB in the region. */
const MS_PER_ROUND_TRIP = 8;
const OWN_MS = 2;

interface Workload {
  trucks: number;
  shipmentsPerDay: number;
  changesPerShipment: number;
  documentsPerShipment: number;
  subscriptions: number;
  planPollMinutes: number;
  /** Integrations reading the event feed, each polling it this often, around the clock. */
  feedReaders: number;
  feedPollSeconds: number;
  /** Days of events each feed reader catches up on in a month (after downtime): read in full pages. */
  feedCatchUpDays: number;
}

export const BASE: Workload = {
  trucks: 500,
  shipmentsPerDay: 2_000,
  changesPerShipment: 20,
  documentsPerShipment: 5,
  subscriptions: 10,
  planPollMinutes: 5,
  feedReaders: 10,
  feedPollSeconds: 60,
  feedCatchUpDays: 1,
};

/** A request's measured cost: read and write units and round trips. */
interface RequestCost {
  reads: number;
  writes: number;
  roundTrips: number;
}

interface Figures {
  capacityUnits: number;
  roundTrips: number;
  writeUnits?: number;
}

const results = JSON.parse(await readFile(process.argv[2] ?? 'bench/results.json', 'utf8'));
const warm = JSON.parse(await readFile('bench/results.json', 'utf8')).figures.warmRequests as (Figures & {
  route: string;
})[];
const fleet = results.figures.scale.fleet.large;

const measured = (figures: Figures, allWrites = false): RequestCost => {
  const writes = figures.writeUnits ?? (allWrites ? figures.capacityUnits : 0);
  return { reads: figures.capacityUnits - writes, writes, roundTrips: figures.roundTrips };
};
const warmRoute = (route: string, allWrites = false) => {
  const figures = warm.find((endpoint) => endpoint.route === route);
  if (!figures) throw new Error(`No warm figures for ${route}.`);
  return measured(figures, allWrites);
};

/**
 * Per delivery, from the items the service writes (bench/support/delivery-items.ts),
 * weighed by the events they carry: an `itinerary.updated` delivery holds the
 * whole itinerary, as its feed item does; the others are an arrival,
 * departure, status or document event's size.
 */
function deliveryCostsOf(w: Workload) {
  const itineraryShare =
    (w.changesPerShipment * 1) / (w.changesPerShipment * EVENTS_PER_CHANGE + w.documentsPerShipment);
  const itinerary = deliveryCosts('itinerary.updated', FEED_BYTES.itineraryUpdated);
  const other = deliveryCosts('document.stored', FEED_BYTES.otherEvent);
  const weigh = (pick: (costs: typeof other) => RequestCost): RequestCost => ({
    reads: round1(itineraryShare * pick(itinerary).reads + (1 - itineraryShare) * pick(other).reads),
    writes: round1(itineraryShare * pick(itinerary).writes + (1 - itineraryShare) * pick(other).writes),
    roundTrips: pick(other).roundTrips,
  });
  return {
    recording: weigh((costs) => costs.recording),
    attempt: weigh((costs) => costs.attempt),
    storedBytes: itineraryShare * itinerary.storedBytes + (1 - itineraryShare) * other.storedBytes,
  };
}
/** A document's processing: read the submission, write the document item and settle the submission. */
const DOCUMENT_PROCESSING: RequestCost = { reads: 1, writes: 4, roundTrips: 4 };
/** Importing one shipment: its transaction (shipment and version record), plan entry and use, and reading it first. */
const SHIPMENT_IMPORT: RequestCost = { reads: 1, writes: 7, roundTrips: 0 };

/** Bytes stored per shipment (its item, 20 versions, plan entries and uses, 5 documents with submissions). */
const DYNAMODB_BYTES_PER_SHIPMENT = 26 * 1024;
const DOCUMENT_BYTES = 300 * 1024;
/** Events per itinerary change (`itinerary.updated`, and on some an arrival, departure or status). */
const EVENTS_PER_CHANGE = 1.5;

/**
 * The event feed's items, in the bytes DynamoDB bills (bench/support/item-size.ts
 * on the items an append writes): `itinerary.updated` carries the whole
 * itinerary (1,404 bytes for the demo's two-move shipment, the event the
 * eventFeed section loads); an arrival, departure, status or document event
 * 260 to 460; an event's id item 126; the head 59 (a transaction counts it at
 * the 1 KB minimum). DynamoDB stores 100 bytes more per item.
 */
const FEED_BYTES = { itineraryUpdated: 1_404, otherEvent: 460, idItem: 126, head: 59 };
const ITEM_OVERHEAD_BYTES = 100;
const PAGE_SIZE = 100;
/** A page's Query is strongly consistent: 1 read unit per started 4 KB of the events it reads, 1 at least. */
const consistentReadUnits = (bytes: number) => Math.max(1, Math.ceil(bytes / 4096));

interface Line {
  what: string;
  /** The function it runs in: a route key, or a consumer's description. */
  fn: string;
  perMonth: number;
  cost: RequestCost;
  api: boolean;
  lambdaMs?: number;
  /** Its Lambda time is spent in another line's invocation (none of its own). */
  inOtherInvocation?: boolean;
  s3Puts?: number;
  s3Gets?: number;
  events?: number;
  sqs?: number;
}

function linesOf(w: Workload): Line[] {
  const shipments = w.shipmentsPerDay * DAYS;
  const changes = shipments * w.changesPerShipment;
  const documents = shipments * w.documentsPerShipment;
  const events = changes * EVENTS_PER_CHANGE + documents;
  const deliveries = events * w.subscriptions;
  const planPolls = w.trucks * ((24 * 60) / w.planPollMinutes) * DAYS;
  const feed = feedOf(w);
  return [
    {
      what: 'PUT itinerary',
      fn: 'PUT /shipments/{shipmentId}/itinerary',
      perMonth: changes,
      cost: measured(fleet.putItinerary),
      api: true,
    },
    {
      what: 'GET itinerary (before each change)',
      fn: 'GET /shipments/{shipmentId}/itinerary',
      perMonth: changes,
      cost: measured(fleet.getItinerary),
      api: true,
    },
    {
      what: 'GET plans (every driver, every 5 min)',
      fn: 'GET /drivers/{driverId}/plans',
      perMonth: planPolls,
      cost: measured(fleet.plan),
      api: true,
    },
    {
      what: 'GET /shipments page of 100 (one dispatcher a minute per 25 trucks, 12 h)',
      fn: 'GET /shipments',
      perMonth: (w.trucks / 25) * 12 * 60 * DAYS,
      cost: measured(fleet.pages['/shipments'].first),
      api: true,
    },
    {
      what: 'POST /images/uploads + upload',
      fn: 'POST /images/uploads',
      perMonth: documents,
      cost: warmRoute('POST /images/uploads', true),
      api: true,
      s3Puts: 1,
    },
    {
      what: 'POST /images',
      fn: 'POST /images',
      perMonth: documents,
      cost: warmRoute('POST /images', true),
      api: true,
      sqs: 1,
    },
    {
      what: 'document processing',
      fn: PROCESSOR,
      perMonth: documents,
      cost: DOCUMENT_PROCESSING,
      api: false,
      lambdaMs: 400,
      s3Puts: 1,
      s3Gets: 1,
      sqs: 2,
    },
    {
      what: 'GET /images (+ page download)',
      fn: 'GET /images',
      perMonth: documents,
      cost: warmRoute('GET /images'),
      api: true,
      s3Gets: 1,
    },
    {
      what: 'shipment import',
      fn: PUBLISHER,
      perMonth: shipments,
      cost: SHIPMENT_IMPORT,
      api: false,
      lambdaMs: 0,
    },
    {
      what: 'outbound events (stream consumer, EventBridge)',
      fn: PUBLISHER,
      perMonth: events,
      cost: { reads: 0, writes: 0, roundTrips: 1 },
      api: false,
      // At most one invocation an event (batches hold more when busy): one PutEvents, then the
      // deliveries' two round trips, subscriptions side by side.
      lambdaMs: 40,
      events: 1,
    },
    {
      what: 'event feed append (a transaction per change: head, events, id items)',
      fn: PUBLISHER,
      perMonth: feed.appends,
      cost: { reads: 1, writes: round1(feed.writesPerAppend), roundTrips: 2 },
      api: false,
      // The head's read and the transaction, in the stream consumer's invocation.
      lambdaMs: 2 * MS_PER_ROUND_TRIP,
      inOtherInvocation: true,
    },
    {
      what: "stream consumer invoked by the feed's own writes and TTL removals (no events)",
      fn: PUBLISHER,
      perMonth: feed.appends + feed.expiredItems / STREAM_BATCH_SIZE,
      cost: { reads: 0, writes: 0, roundTrips: 0 },
      api: false,
      lambdaMs: 5,
    },
    {
      what: `GET /events (${w.feedReaders} integrations, each polling every ${w.feedPollSeconds} s)`,
      fn: 'GET /events',
      perMonth: feed.polls,
      cost: { reads: consistentReadUnits(feed.eventsPerPoll * feed.eventBytes), writes: 0, roundTrips: 1 },
      api: true,
    },
    {
      what: `GET /events pages of ${PAGE_SIZE} (each integration catching up on ${w.feedCatchUpDays} day a month)`,
      fn: 'GET /events',
      perMonth: feed.catchUpPages,
      cost: { reads: consistentReadUnits(PAGE_SIZE * feed.eventBytes), writes: 0, roundTrips: 1 },
      api: true,
    },
    {
      what: 'webhook deliveries recorded',
      fn: PUBLISHER,
      perMonth: deliveries,
      cost: deliveryCostsOf(w).recording,
      api: false,
      // In the stream consumer's invocation, counted with the events.
      lambdaMs: 0,
      sqs: 0.1,
    },
    {
      what: 'webhook deliveries sent (one attempt)',
      fn: DELIVERER,
      perMonth: deliveries,
      cost: deliveryCostsOf(w).attempt,
      api: false,
      // Ten a batch, sent at once: a receiver's answer time over ten.
      lambdaMs: 30,
      sqs: 0.2,
    },
  ];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The event feed's volume and item costs: an append per change (its 1.5
 * events) and per document (one), at the stream's rate, few enough that
 * batches rarely hold two changes; the events kept `eventRetentionDays`.
 */
function feedOf(w: Workload) {
  const changesPerDay = w.shipmentsPerDay * w.changesPerShipment;
  const documentsPerDay = w.shipmentsPerDay * w.documentsPerShipment;
  const otherEventsPerDay = changesPerDay * (EVENTS_PER_CHANGE - 1) + documentsPerDay;
  const eventsPerDay = changesPerDay + otherEventsPerDay;
  const eventBytes =
    (changesPerDay * FEED_BYTES.itineraryUpdated + otherEventsPerDay * FEED_BYTES.otherEvent) / eventsPerDay;
  const head = transactionalWriteUnits(FEED_BYTES.head);
  const idItem = transactionalWriteUnits(FEED_BYTES.idItem);
  const changeAppend =
    head +
    transactionalWriteUnits(FEED_BYTES.itineraryUpdated) +
    idItem +
    (EVENTS_PER_CHANGE - 1) * (transactionalWriteUnits(FEED_BYTES.otherEvent) + idItem);
  const documentAppend = head + transactionalWriteUnits(FEED_BYTES.otherEvent) + idItem;
  const appendsPerDay = changesPerDay + documentsPerDay;
  const pollsPerDay = (w.feedReaders * 86_400) / w.feedPollSeconds;
  const retentionDays = DEFAULT_STAGE_CONFIG.eventRetentionDays;
  return {
    eventBytes,
    appends: appendsPerDay * DAYS,
    writesPerAppend: (changesPerDay * changeAppend + documentsPerDay * documentAppend) / appendsPerDay,
    // Each event's item and id item; a month of them expires once the feed holds retentionDays' worth.
    expiredItems: 2 * eventsPerDay * DAYS,
    polls: pollsPerDay * DAYS,
    eventsPerPoll: (eventsPerDay * w.feedPollSeconds) / 86_400,
    catchUpPages: (w.feedReaders * w.feedCatchUpDays * eventsPerDay) / PAGE_SIZE,
    retentionDays,
    // Level: what retentionDays of events take, each with its id item (TTL removes the older ones).
    storedGb:
      (eventsPerDay * retentionDays * (eventBytes + FEED_BYTES.idItem + 2 * ITEM_OVERHEAD_BYTES)) / 1e9,
  };
}

function monthly(w: Workload) {
  const lines = linesOf(w);
  const totals = { dynamodb: 0, lambda: 0, apiGateway: 0, s3: 0, eventBridge: 0, sqs: 0 };
  const rows = lines.map((line) => {
    const dynamodb =
      line.perMonth *
      (line.cost.reads * PRICES.dynamodbReadUnit + line.cost.writes * PRICES.dynamodbWriteUnit);
    const ms = line.lambdaMs ?? (line.api ? OWN_MS + line.cost.roundTrips * MS_PER_ROUND_TRIP : 0);
    const billed = line.api || line.lambdaMs !== undefined ? line.perMonth : 0;
    const invocations = line.lambdaMs === 0 || line.inOtherInvocation ? 0 : billed;
    const gb = functionNamed(counts, line.fn).memoryMb / 1024;
    const lambda = invocations * PRICES.lambdaRequest + billed * (ms / 1000) * gb * PRICES.lambdaGbSecond;
    const apiGateway = line.api ? line.perMonth * PRICES.apiRequest : 0;
    const s3 = line.perMonth * ((line.s3Puts ?? 0) * PRICES.s3Put + (line.s3Gets ?? 0) * PRICES.s3Get);
    const eventBridge = line.perMonth * (line.events ?? 0) * PRICES.eventBridgeEvent;
    const sqs = line.perMonth * (line.sqs ?? 0) * PRICES.sqsRequest;
    totals.dynamodb += dynamodb;
    totals.lambda += lambda;
    totals.apiGateway += apiGateway;
    totals.s3 += s3;
    totals.eventBridge += eventBridge;
    totals.sqs += sqs;
    return { line, dynamodb, lambda, apiGateway, s3, eventBridge, sqs };
  });
  const shipments = w.shipmentsPerDay * DAYS;
  const storedGb = {
    dynamodb: (shipments * DYNAMODB_BYTES_PER_SHIPMENT) / 1e9,
    deliveries:
      (w.shipmentsPerDay *
        (w.changesPerShipment * EVENTS_PER_CHANGE + w.documentsPerShipment) *
        w.subscriptions *
        DELIVERY_RECORD_RETENTION_DAYS *
        deliveryCostsOf(w).storedBytes) /
      1e9,
    feed: feedOf(w).storedGb,
    s3: (shipments * w.documentsPerShipment * DOCUMENT_BYTES) / 1e9,
  };
  // Storage of the first month's data; each further month adds as much (deliveries and the feed stay level: TTL).
  totals.dynamodb += (storedGb.dynamodb + storedGb.deliveries + storedGb.feed) * PRICES.dynamodbGbMonth;
  totals.s3 += storedGb.s3 * PRICES.s3GbMonth;
  return { rows, totals, storedGb };
}

const money = (value: number) =>
  `$${value < 10 ? value.toFixed(2) : Math.round(value).toLocaleString('en-US')}`;
const count = (value: number) =>
  value >= 1e6 ? `${(value / 1e6).toFixed(1)} M` : `${Math.round(value / 1000)} k`;

const base = monthly(BASE);
const tenfold = monthly({
  ...BASE,
  trucks: BASE.trucks * 10,
  shipmentsPerDay: BASE.shipmentsPerDay * 10,
});
console.log(
  '| Request | a month | reads / writes per request (units) | round trips | DynamoDB | Lambda | API Gateway | S3 | EventBridge |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of base.rows) {
  console.log(
    `| ${row.line.what} | ${count(row.line.perMonth)} | ${row.line.cost.reads} / ${row.line.cost.writes} | ${row.line.cost.roundTrips} | ${money(row.dynamodb)} | ${money(row.lambda)} | ${money(row.apiGateway)} | ${money(row.s3)} | ${money(row.eventBridge)} |`,
  );
}
console.log('\n| Service | 500 trucks, 2,000 shipments a day | 10x (5,000 trucks, 20,000 a day) |');
console.log('| --- | --- | --- |');
const services = Object.keys(base.totals) as (keyof typeof base.totals)[];
for (const service of services) {
  console.log(`| ${service} | ${money(base.totals[service])} | ${money(tenfold.totals[service])} |`);
}
const sum = (totals: typeof base.totals) => Object.values(totals).reduce((a, b) => a + b, 0);
console.log(`| **total** | **${money(sum(base.totals))}** | **${money(sum(tenfold.totals))}** |`);
console.log(
  `\nStored after a month: DynamoDB ${base.storedGb.dynamodb.toFixed(1)} GB + ${base.storedGb.deliveries.toFixed(1)} GB of deliveries + ${base.storedGb.feed.toFixed(1)} GB of event feed (${feedOf(BASE).retentionDays} days), S3 ${base.storedGb.s3.toFixed(0)} GB (10x: ${tenfold.storedGb.dynamodb.toFixed(1)} + ${tenfold.storedGb.deliveries.toFixed(1)} + ${tenfold.storedGb.feed.toFixed(1)} GB, ${tenfold.storedGb.s3.toFixed(0)} GB).`,
);

/**
 * An integration active around the clock fetches a token as the last nears
 * its end: the typed client keeps one until RENEWAL_MARGIN_SECONDS before
 * it expires (CLIENT_TOKEN_SECONDS, the app clients' validity).
 */
const TOKENS_PER_CLIENT = (DAYS * 86_400) / (CLIENT_TOKEN_SECONDS - RENEWAL_MARGIN_SECONDS);
const handlerLogBytes = await measuredLogBytesPerRequest();

function wholeBill(w: Workload, requests: ReturnType<typeof monthly>): BillLine[] {
  const lines = requests.rows.map((row) => row.line);
  return operationsBill(counts, {
    handlerLogBytes,
    // Each API request, and each invocation of a consumer (none for work done in another's invocation).
    invocations: lines
      .filter((line) => line.api || ((line.lambdaMs ?? 0) > 0 && !line.inOtherInvocation))
      .map((line) => ({ perMonth: line.perMonth, api: line.api, function: functionNamed(counts, line.fn) })),
    tableGb: requests.storedGb.dynamodb + requests.storedGb.deliveries + requests.storedGb.feed,
    machineClients: w.feedReaders,
    tokensPerClient: TOKENS_PER_CLIENT,
  });
}

const baseBill = wholeBill(BASE, base);
const tenfoldBill = wholeBill(
  { ...BASE, trucks: BASE.trucks * 10, shipmentsPerDay: BASE.shipmentsPerDay * 10 },
  tenfold,
);
console.log('\n| Line (whole bill) | count (500 trucks) | 500 trucks | 10x |');
console.log('| --- | --- | --- | --- |');
for (const [index, line] of baseBill.entries()) {
  console.log(
    `| ${line.what} | ${line.count} | ${money(line.perMonth)} | ${money(tenfoldBill[index]?.perMonth ?? 0)} |`,
  );
}
const billSum = (lines: BillLine[]) => lines.reduce((total, line) => total + line.perMonth, 0);
const allIn = sum(base.totals) + billSum(baseBill);
const allInTenfold = sum(tenfold.totals) + billSum(tenfoldBill);
console.log(
  `| **all in** | | **${money(allIn)}** | **${money(allInTenfold)}** (${(allInTenfold / allIn).toFixed(1)}x) |`,
);

/**
 * Shipments created live by `PUT /shipments/{id}` instead of the loader, at
 * the workload's rate: the request alone (its `shipment.created` event is
 * priced as the other events are). The shipment intake section's measured
 * creation when the results file has it; else its quick run of 2026-11-29.
 */
const SHIPMENT_CREATION: RequestCost = { reads: 3.5, writes: 6, roundTrips: 3 };
function liveCreations(perDay: number) {
  // A section whose measured creations were not all 201 has no figures: `{ failed }`.
  const figures = results.figures.shipmentIntake?.create as Figures | { failed: string } | undefined;
  const cost = figures === undefined || 'failed' in figures ? SHIPMENT_CREATION : measured(figures);
  const perMonth = perDay * DAYS;
  const lambdaSeconds = (OWN_MS + cost.roundTrips * MS_PER_ROUND_TRIP) / 1000;
  const dynamodb = perMonth * (cost.reads * PRICES.dynamodbReadUnit + cost.writes * PRICES.dynamodbWriteUnit);
  const gb = functionNamed(counts, 'PUT /shipments/{shipmentId}').memoryMb / 1024;
  const lambda = perMonth * (PRICES.lambdaRequest + lambdaSeconds * gb * PRICES.lambdaGbSecond);
  const apiGateway = perMonth * PRICES.apiRequest;
  return { perMonth, cost, dynamodb, lambda, apiGateway, total: dynamodb + lambda + apiGateway };
}
const creations = liveCreations(BASE.shipmentsPerDay);
console.log(
  `\nShipments created live (PUT /shipments/{id}, ${BASE.shipmentsPerDay.toLocaleString('en-US')} a day, ${count(creations.perMonth)} a month; ${creations.cost.reads} / ${creations.cost.writes} units, ${creations.cost.roundTrips} round trips): DynamoDB ${money(creations.dynamodb)}, Lambda ${money(creations.lambda)}, API Gateway ${money(creations.apiGateway)}: **${money(creations.total)} a month**.`,
);
