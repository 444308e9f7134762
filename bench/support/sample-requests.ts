import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '#shared/aws/s3';
import { hrefs } from '#shared/domain/hrefs';
import type { DataSet } from '#shared/domain/types';
import { appendToFeed } from '#shared/feed/store';
import type { RouteId } from '#shared/route-table';
import { newWebhookSecret } from '#shared/webhooks/signing';
import { putNewSubscription } from '#shared/webhooks/store';
import { type BenchRequest, bodyOf, callRoute } from './route-call';

/**
 * The event `GET /events/{id}` asks for. A data set loaded without the event
 * stream has no events: sampleRequests appends this one, so the read finds it.
 */
export const SAMPLE_EVENT_ID = 'evt_0000000000000000000000000000000A';

/** Each call may differ (a write that changes nothing costs less than a real one): `call` counts from 0. */
export type SampleRequest = (call: number) => BenchRequest;

/** A page file small enough not to measure S3 throughput: a PDF header is all format detection needs. */
const DROPPED_PAGE = Buffer.from('%PDF-1.4\n% a page dropped for the benchmark\n%%EOF\n');
const DROPPED_KEY = 'bench/page-1.pdf';

interface ItineraryView {
  moves: { events: { arrived: string; note: string }[] }[];
}

const first = <T>(items: readonly T[], what: string, test: (item: T) => boolean = () => true): T => {
  const found = items.find(test);
  if (found === undefined) throw new Error(`The demo data has no ${what}.`);
  return found;
};

/**
 * One realistic request per route of the route table, on the demo data: a new
 * route fails to compile here until it has one. Prepares what some need first
 * (a dropped page, a submission, the itinerary to PUT back, an event in the feed).
 */
export async function sampleRequests(
  dataSet: DataSet,
  dropBucket: string,
): Promise<Record<RouteId, SampleRequest>> {
  const shipment = first(
    dataSet.shipments,
    'accepted shipment with a driver',
    (candidate) =>
      candidate.status === 'accepted' &&
      candidate.itinerary.moves.some((move) => move.driver.type === 'driver'),
  );
  const shipmentId = shipment.id;
  const driverMove = first(
    shipment.itinerary.moves,
    'move with a driver',
    (move) => move.driver.type === 'driver',
  );
  const driverId = driverMove.driver.id;
  const planDates = dataSet.shipments
    .flatMap((candidate) => candidate.itinerary.moves)
    .filter((move) => move.driver.type === 'driver' && move.driver.id === driverId)
    .map((move) => move.plannedDate)
    .sort();
  const plansQuery = `startDate=${planDates[0]}&endDate=${planDates.at(-1)}`;
  const openNonShipmentMove = first(dataSet.nonShipmentMoves, 'open non-shipment move', (move) =>
    move.events.some((event) => !event.completed),
  );
  const openEvent = first(openNonShipmentMove.events, 'open non-shipment event', (event) => !event.completed);
  const document = first(dataSet.documents, 'document');
  const documentType = document.type;

  await s3.send(new PutObjectCommand({ Bucket: dropBucket, Key: DROPPED_KEY, Body: DROPPED_PAGE }));
  await appendToFeed([
    {
      id: SAMPLE_EVENT_ID,
      type: 'itinerary.updated',
      timestamp: new Date().toISOString(),
      data: { shipment: { id: shipmentId, href: hrefs.shipment(shipmentId) }, version: 2 },
    },
  ]);
  const submission: BenchRequest = {
    body: {
      context: 'SHIPMENT',
      entityId: shipmentId,
      type: documentType,
      bucket: dropBucket,
      fileKey: DROPPED_KEY,
    },
  };
  const submitted = await callRoute('submitImage', submission);
  const importRequest: BenchRequest = { body: { bucket: dropBucket, fileKey: DROPPED_KEY } };
  const importId =
    String((await callRoute('createImport', importRequest)).headers?.location ?? '')
      .split('/')
      .at(-1) ?? '';
  const submissionId =
    String(submitted.headers?.location ?? '')
      .split('/')
      .at(-1) ?? '';

  const itinerary = bodyOf<ItineraryView>(
    await callRoute('getItinerary', { pathParameters: { shipmentId } }),
  );
  const moveIndex = itinerary.moves.findIndex((move) => move.events.some((event) => event.arrived === ''));
  const eventIndex = itinerary.moves[moveIndex]?.events.findIndex((event) => event.arrived === '') ?? -1;
  if (eventIndex < 0) throw new Error(`Shipment ${shipmentId} has no event left to annotate.`);
  const annotated = (call: number) => {
    const body = structuredClone(itinerary);
    body.moves[moveIndex]!.events[eventIndex]!.note = `benchmark note ${call}`;
    return body;
  };

  const webhookBody = { url: 'https://hooks.example.com/tms', events: ['itinerary.updated'] };
  const webhookId = String(
    bodyOf<{ id: string }>(await callRoute('createWebhook', { body: webhookBody })).id,
  );
  // A DELETE removes what it names: each call gets a subscription of its own (warm calls, then cold starts).
  const deletedWebhookId = (call: number) => `bench-delete-${call}`;
  for (const call of [...Array(130).keys(), ...Array.from({ length: 25 }, (_, run) => 1_000 + run)]) {
    await putNewSubscription({
      id: deletedWebhookId(call),
      owner: { type: 'user', id: 'bench' },
      ...webhookBody,
      events: ['itinerary.updated'],
      description: '',
      secret: newWebhookSecret(),
      createdAt: new Date().toISOString(),
    });
  }

  // Test events and resends are queued like any delivery: to a loopback port nothing answers on, never outside.
  const testedWebhookId = 'bench-tested';
  await putNewSubscription({
    id: testedWebhookId,
    owner: { type: 'user', id: 'bench' },
    url: 'http://127.0.0.1:9/bench',
    events: ['itinerary.updated'],
    description: '',
    secret: newWebhookSecret(),
    createdAt: new Date().toISOString(),
  });
  const resentDeliveryId = String(
    bodyOf<{ id: string }>(
      await callRoute('sendWebhookTestEvent', { pathParameters: { webhookId: testedWebhookId } }),
    ).id,
  );

  // A new shipment per call, on the sample shipment's customer, places and equipment, as a TMS sends it.
  // Its id is new in the run, whatever `call` is: every section that creates shipments counts its calls
  // from 0, and a PUT of an id created before is a replay or an update, not a creation.
  let created = 0;
  const newShipment = (call: number): BenchRequest => ({
    pathParameters: { shipmentId: `bench-new-${created++}` },
    body: {
      orderNumber: `BENCH-${call}`,
      status: 'pending',
      type: shipment.type,
      hazmat: shipment.hazmat,
      customer: { id: shipment.customerId },
      origin: { id: shipment.origin },
      destination: { id: shipment.destination },
      equipment: shipment.equipment,
    },
  });

  const get =
    (pathParameters: Record<string, string>, query?: string): SampleRequest =>
    () => ({
      pathParameters,
      ...(query !== undefined && { query }),
    });
  const page = get({}, 'limit=20');
  const firstId = (list: readonly { id: string }[], what: string) => first(list, what).id;
  /** A master record replaced with its name changed on every call: each call writes a new version. */
  const renamed =
    <T extends { id: string; name: string }>(param: string, record: T): SampleRequest =>
    (call) => ({
      pathParameters: { [param]: record.id },
      body: { ...record, name: `Benchmark ${record.id} ${call}` },
    });
  /** A piece of equipment created on every call (its id is all it has). */
  const createdEquipment =
    (param: string, prefix: string): SampleRequest =>
    (call) => {
      const id = `BENCH-${prefix}-${call}`;
      return { pathParameters: { [param]: id }, body: { id } };
    };
  return {
    listShipments: page,
    getShipment: get({ shipmentId }),
    putShipment: newShipment,
    getItinerary: get({ shipmentId }),
    putItinerary: (call) => ({ pathParameters: { shipmentId }, body: annotated(call) }),
    previewItinerary: (call) => ({ pathParameters: { shipmentId }, body: annotated(call) }),
    listItineraryHistory: get({ shipmentId }, 'limit=20'),
    getItineraryVersion: get({ shipmentId, version: '1' }),
    listShipmentImages: get({ shipmentId }),
    listCustomers: page,
    getCustomer: get({ customerId: firstId(dataSet.customers, 'customer') }),
    putCustomer: renamed('customerId', first(dataSet.customers, 'customer')),
    listDrivers: page,
    getDriver: get({ driverId }),
    putDriver: renamed(
      'driverId',
      first(dataSet.drivers, 'driver', (candidate) => candidate.id === driverId),
    ),
    getDriverPlans: get({ driverId }, plansQuery),
    putNonShipmentEvent: (call) => ({
      pathParameters: { driverId: openNonShipmentMove.driverId, eventId: openEvent.id ?? '' },
      body: { note: `benchmark note ${call}` },
    }),
    listCarriers: page,
    getCarrier: get({ carrierId: firstId(dataSet.carriers, 'carrier') }),
    putCarrier: renamed('carrierId', first(dataSet.carriers, 'carrier')),
    listSites: page,
    getSite: get({ siteId: firstId(dataSet.sites, 'site') }),
    putSite: renamed('siteId', first(dataSet.sites, 'site')),
    listYards: page,
    getYard: get({ yardId: firstId(dataSet.yards, 'yard') }),
    putYard: renamed('yardId', first(dataSet.yards, 'yard')),
    listCrossDocks: page,
    getCrossDock: get({ crossDockId: firstId(dataSet.crossDocks, 'cross-dock') }),
    putCrossDock: renamed('crossDockId', first(dataSet.crossDocks, 'cross-dock')),
    listTractors: page,
    getTractor: get({ tractorId: firstId(dataSet.tractors, 'tractor') }),
    putTractor: createdEquipment('tractorId', 'T'),
    listChassis: page,
    getChassis: get({ chassisId: firstId(dataSet.chassis, 'chassis') }),
    putChassis: createdEquipment('chassisId', 'CH'),
    listContainers: page,
    getContainer: get({ containerId: firstId(dataSet.containers, 'container') }),
    putContainer: createdEquipment('containerId', 'C'),
    listTrailers: page,
    getTrailer: get({ trailerId: firstId(dataSet.trailers, 'trailer') }),
    putTrailer: createdEquipment('trailerId', 'TR'),
    getImageTypes: get({}),
    createImageUpload: () => ({
      body: {
        context: 'SHIPMENT',
        entityId: shipmentId,
        type: documentType,
        contentType: 'application/pdf',
        contentLength: DROPPED_PAGE.length,
      },
    }),
    submitImage: () => submission,
    getImage: get(
      {},
      `context=SHIPMENT&entityId=${document.shipmentId}&type=${documentType}&locationType=url`,
    ),
    getImageSubmission: get({ submissionId }),
    createImport: () => importRequest,
    createImportUpload: () => ({ body: { contentLength: 1000 } }),
    getImport: get({ importId }),
    createWebhook: () => ({ body: webhookBody }),
    listWebhooks: page,
    getWebhook: get({ webhookId }),
    replaceWebhook: (call) => ({
      pathParameters: { webhookId },
      body: { ...webhookBody, description: `benchmark ${call}` },
    }),
    deleteWebhook: (call) => ({ pathParameters: { webhookId: deletedWebhookId(call) } }),
    listWebhookDeliveries: get({ webhookId }, 'limit=20'),
    rotateWebhookSecret: () => ({ pathParameters: { webhookId }, body: { overlapSeconds: 3600 } }),
    sendWebhookTestEvent: get({ webhookId: testedWebhookId }),
    resendWebhookDelivery: get({ webhookId: testedWebhookId, deliveryId: resentDeliveryId }),
    listEvents: page,
    getEvent: get({ eventId: SAMPLE_EVENT_ID }),
  };
}
