import { hrefs } from '#shared/domain/hrefs';
import { renderCollectionPage } from '#shared/http/collection-page';
import { renderMasterRecord } from '#shared/master-data/presenter';
import type { MasterKind, MasterRecords } from '#shared/master-data/store';
import { renderDriverPlan } from '#shared/plans/presenter';
import type { RouteId } from '#shared/route-table';
import { importedVersion, itineraryVersion } from '#shared/shipments/itinerary/version-record';
import { renderEvent, renderItinerary } from '#shared/shipments/presenters/itinerary';
import {
  renderItineraryPreview,
  renderVersion,
  renderVersionSummary,
} from '#shared/shipments/presenters/itinerary-history';
import { renderShipment } from '#shared/shipments/presenters/shipment';
import { freshMoveKeys } from '#shared/shipments/store/move-keys';
import {
  planEntriesOfShipment,
  planEntryKey,
  planEntryOfNonShipmentMove,
} from '#shared/shipments/store/plan-entries';
import { eventExamples } from '#tools/events/event-examples';
import { type DemoData, readDemoData } from './demo-data';
import { NEW_SHIPMENT } from './new-shipment';

/**
 * One success body per route. Checked against the route's response schema by
 * the API document's test, not by the compiler: the presenters type events
 * more loosely than the schemas do.
 */
export type ResponseExamples = Record<RouteId, unknown>;

/**
 * The ids the examples give what the service names at creation: the answers
 * carry them, and the requests that reach those resources by path use them.
 */
export const CREATED_IDS = {
  submissionId: '0b6f4b0e-5d2a-4c1e-9a57-3f1f2c8e7d10',
  webhookId: '5e0c2f6a-8b1d-4c7e-9f3a-2d4b6c8e0a12',
  importId: '8c1d3e5f-2a4b-4c6d-8e0f-1a3b5c7d9e21',
  /** The test event's delivery, which the resend example sends again. */
  deliveryId: 'msg_T8d3nVq0sLw6cZ1rJ5kYb9xM2fHa4gEu',
} as const;

/**
 * The records the master-data PUTs of the examples store, as stored: the
 * yard's zone found from its ZIP code, the retired trailer marked so.
 */
const MASTER_DATA_EXAMPLES = {
  customer: { id: 'C-7', name: 'Gulf Coast Produce' },
  driver: {
    id: 'D-10',
    name: 'Rosa Delgado',
    licenseExpires: '2031-03-31',
    medicalExpires: '2028-09-30',
    hazmatExpires: '',
  },
  carrier: {
    id: 'CR-5',
    name: 'Lone Star Drayage',
    contractSigned: true,
    federalId: 'US DOT 3141592',
    certifications: [{ type: 'common-carrier' as const, expires: '2030-12-31' }],
    insurance: { cargo: '2027-12-31', liability: '2027-12-31', workersCompensation: '2027-12-31' },
    hazmatExpires: '',
  },
  site: {
    id: '121',
    name: 'Baytown Distribution Center',
    address1: '4500 Cedar Port Pkwy',
    city: 'Baytown',
    state: 'TX',
    zip: '77523',
    country: 'US',
    signatureRequired: true,
    timeZone: 'America/Chicago',
  },
  yard: {
    id: 'Y-4',
    name: 'Pasadena Container Yard',
    address1: '1200 Red Bluff Rd',
    city: 'Pasadena',
    state: 'TX',
    zip: '77506',
    country: 'US',
    signatureRequired: false,
    timeZone: 'America/Chicago',
  },
  crossDock: {
    id: 'X-3',
    name: 'Katy Cross-Dock',
    address1: '25000 Franz Rd',
    city: 'Katy',
    state: 'TX',
    zip: '77493',
    country: 'US',
    signatureRequired: false,
    timeZone: 'America/Chicago',
  },
  tractor: { id: 'T-19' },
  chassis: { id: 'CH-520' },
  container: { id: 'TGHU8812345' },
  trailer: { id: 'TR-306', active: false },
} as const satisfies { [K in MasterKind]: MasterRecords[K] };

/** The first page of a collection, as `GET {basePath}?limit=` answers it. */
function firstPage<T>(basePath: string, records: readonly T[], limit: number, offset = 0) {
  const query = `limit=${limit}${offset ? `&offset=${offset}` : ''}`;
  const items = records.slice(offset, offset + limit);
  return renderCollectionPage(
    basePath,
    `${basePath}?${query}`,
    { limit, offset },
    items,
    offset + limit < records.length,
  );
}

/** Driver D-2's plan for the example date range, in plan order, as the service renders it. */
function driverPlan(demo: DemoData) {
  const [driverId, startDate, endDate] = ['D-2', '2026-11-20', '2026-11-25'];
  const entries = [
    ...demo.dataSet.shipments.flatMap((shipment) =>
      planEntriesOfShipment(shipment, freshMoveKeys(shipment.itinerary.moves.length)),
    ),
    ...demo.dataSet.nonShipmentMoves.map(planEntryOfNonShipmentMove),
  ]
    .filter(
      ({ driverId: id, move }) =>
        id === driverId && move.plannedDate >= startDate && move.plannedDate <= endDate,
    )
    .sort((a, b) => planEntryKey(a).sk.localeCompare(planEntryKey(b).sk));
  const self = `${hrefs.driverPlans(driverId)}?startDate=${startDate}&endDate=${endDate}`;
  return renderDriverPlan(driverId, self, entries, demo.directory);
}

/** Shipment 1004 after the PUT of the examples: the driver's move accepted, a note on the drop. */
function acceptedShipment(demo: DemoData) {
  const shipment = structuredClone(demo.shipment('1004'));
  const [first] = shipment.itinerary.moves;
  if (first) {
    first.status = 'accepted';
    if (first.events[1]) first.events[1].note = 'Call the dock 30 minutes ahead';
  }
  return shipment;
}

/** The version the PUT of the examples adds to shipment 1004's imported itinerary. */
function acceptedVersion(demo: DemoData) {
  const shipment = demo.shipment('1004');
  return itineraryVersion({
    shipmentId: shipment.id,
    version: 2,
    before: shipment.itinerary,
    after: acceptedShipment(demo).itinerary,
    changedBy: { role: 'dispatcher', id: 'dispatcher' },
    source: 'api',
    changedAt: new Date('2026-11-24T14:02:31.207Z'),
  });
}

/** Shipment 1004's history after the PUT of the examples: that change, then the import. */
function itineraryHistory(demo: DemoData) {
  const shipment = demo.shipment('1004');
  const imported = importedVersion(shipment, new Date('2026-11-20T08:00:00.000Z'));
  const versions = [acceptedVersion(demo), imported].map(renderVersionSummary);
  const basePath = hrefs.itineraryHistory(shipment.id);
  return renderCollectionPage(basePath, `${basePath}?limit=20`, { limit: 20, offset: 0 }, versions, false);
}

/** Driver D-9's first event after the PUT of the examples. */
function nonShipmentEventAfterArrival(demo: DemoData) {
  const id = 'NS-12';
  const event = demo.dataSet.nonShipmentMoves.flatMap((move) => move.events).find((e) => e.id === id);
  if (!event) throw new Error(`The demo data has no non-shipment event ${id}.`);
  const arrived = { ...event, arrived: '2026-11-23T05:50:00', note: 'Pre-trip inspection done' };
  return { ...renderEvent(arrived, demo.directory), id };
}

/** A success body for every route, drawn from the demo data through the service's own presenters. */
export async function responseExamples(): Promise<ResponseExamples> {
  const demo = await readDemoData();
  const { dataSet } = demo;
  const newestFirst = [...dataSet.shipments].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const customers = dataSet.customers.map((record) => renderMasterRecord('customer', record));
  const drivers = dataSet.drivers.map((record) => renderMasterRecord('driver', record));
  const carriers = dataSet.carriers.map((record) => renderMasterRecord('carrier', record));
  const sites = dataSet.sites.map((record) => renderMasterRecord('site', record));
  const yards = dataSet.yards.map((record) => renderMasterRecord('yard', record));
  const crossDocks = dataSet.crossDocks.map((record) => renderMasterRecord('crossDock', record));
  const tractors = dataSet.tractors.map((record) => renderMasterRecord('tractor', record));
  const chassis = dataSet.chassis.map((record) => renderMasterRecord('chassis', record));
  const containers = dataSet.containers.map((record) => renderMasterRecord('container', record));
  const trailers = dataSet.trailers.map((record) => renderMasterRecord('trailer', record));
  const documentTypesOf = (shipmentId: string) =>
    dataSet.documents
      .filter((document) => document.shipmentId === shipmentId)
      .map((document) => document.type);
  const { submissionId, importId } = CREATED_IDS;
  const webhook = {
    id: CREATED_IDS.webhookId,
    owner: { type: 'client', id: '4k2v8q1m7r3s9t5w0x6y2z8a1b' },
    url: 'https://hooks.tms.example/events',
    events: ['itinerary.updated', 'move.status.changed'],
    description: 'Visibility platform',
    createdAt: '2026-11-24T14:10:03.211Z',
  } as const;
  const webhookSelf = { ...webhook, self: hrefs.webhook(webhook.id) };
  // The event the stream consumer derives from a change of the demo data, as the feed lists it.
  const feedEventExample = {
    ...(await eventExamples())['itinerary.updated'],
    position: 'ZjE6cHJvZDo0MjE3',
  };

  return {
    listShipments: firstPage('/shipments', newestFirst.map(renderShipment), 2),
    getShipment: renderShipment(demo.shipment('1004')),
    putShipment: renderShipment(NEW_SHIPMENT),
    getItinerary: renderItinerary(demo.shipment('1004'), demo.directory),
    putItinerary: renderItinerary(acceptedShipment(demo), demo.directory),
    // The preview of that PUT, sent first: the same itinerary, and the version the PUT then makes.
    previewItinerary: renderItineraryPreview(acceptedVersion(demo), demo.shipment('1004'), demo.directory),
    listItineraryHistory: itineraryHistory(demo),
    getItineraryVersion: renderVersion(acceptedVersion(demo), demo.shipment('1004'), demo.directory, 2),
    listShipmentImages: {
      id: '1001',
      self: hrefs.shipmentImages('1001'),
      items: documentTypesOf('1001'),
    },
    listCustomers: firstPage('/customers', customers, 2),
    getCustomer: customers[0]!,
    putCustomer: renderMasterRecord('customer', MASTER_DATA_EXAMPLES.customer),
    listDrivers: firstPage('/drivers', drivers, 3, 3),
    getDriver: drivers[1]!,
    putDriver: renderMasterRecord('driver', MASTER_DATA_EXAMPLES.driver),
    getDriverPlans: driverPlan(demo),
    putNonShipmentEvent: nonShipmentEventAfterArrival(demo),
    listCarriers: firstPage('/carriers', carriers, 2),
    getCarrier: carriers[0]!,
    putCarrier: renderMasterRecord('carrier', MASTER_DATA_EXAMPLES.carrier),
    listSites: firstPage('/locations/sites', sites, 5),
    getSite: sites.find((site) => site.id === '107')!,
    putSite: renderMasterRecord('site', MASTER_DATA_EXAMPLES.site),
    listYards: firstPage('/locations/yards', yards, 100),
    getYard: yards[0]!,
    putYard: renderMasterRecord('yard', MASTER_DATA_EXAMPLES.yard),
    listCrossDocks: firstPage('/locations/cross-docks', crossDocks, 100),
    getCrossDock: crossDocks[0]!,
    putCrossDock: renderMasterRecord('crossDock', MASTER_DATA_EXAMPLES.crossDock),
    listTractors: firstPage('/equipment/tractors', tractors, 4),
    getTractor: tractors[0]!,
    putTractor: renderMasterRecord('tractor', MASTER_DATA_EXAMPLES.tractor),
    listChassis: firstPage('/equipment/chassis', chassis, 4),
    getChassis: chassis[0]!,
    putChassis: renderMasterRecord('chassis', MASTER_DATA_EXAMPLES.chassis),
    listContainers: firstPage('/equipment/containers', containers, 4),
    getContainer: containers[0]!,
    putContainer: renderMasterRecord('container', MASTER_DATA_EXAMPLES.container),
    listTrailers: firstPage('/equipment/trailers', trailers, 4),
    getTrailer: trailers[0]!,
    putTrailer: renderMasterRecord('trailer', MASTER_DATA_EXAMPLES.trailer),
    getImageTypes: { shipment: dataSet.settings.documentTypes },
    submitImage: { context: 'SHIPMENT', entityId: '1004', type: 'HAZMAT' },
    createImageUpload: {
      bucket: 'tms-drop',
      fileKey: 'uploads/0b7f3c52-9d4e-4a61-8f2b-6c1e5a9d3f70.pdf',
      method: 'POST',
      url: 'https://tms-drop.s3.tms.example/',
      headers: {},
      fields: {
        'Content-Type': 'application/pdf',
        bucket: 'tms-drop',
        'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
        'X-Amz-Credential': 'ASIAEXAMPLE/20261124/us-east-1/s3/aws4_request',
        'X-Amz-Date': '20261124T140500Z',
        'X-Amz-Security-Token': 'IQoJb3JpZ2luX2VjEXAMPLE',
        key: 'uploads/0b7f3c52-9d4e-4a61-8f2b-6c1e5a9d3f70.pdf',
        Policy: 'eyJleHBpcmF0aW9uIjoiMjAyNi0xMS0yNFQxNDoyMDowMFoiLCJjb25kaXRpb25zIjpbXX0=',
        'X-Amz-Signature': '3f1e0c9a7b5d2e8f4a6c1b3d5e7f9a0b2c4d6e8f0a1b3c5d7e9f1a3b5c7d9e0f',
      },
      expiresAt: '2026-11-24T14:20:00.000Z',
    },
    getImage: {
      context: 'SHIPMENT',
      entityId: '1001',
      type: 'POD',
      bucket: 'tms-documents',
      fileKey: [1, 2].map((page) => `documents/1001/POD/import-4f3c2a1b9e8d7c6b5a49/${page}`),
    },
    createImport: { id: importId, self: hrefs.importJob(importId), status: 'pending' },
    createImportUpload: {
      bucket: 'tms-drop',
      fileKey: 'uploads/imports/5d2a8e41-7c3b-4f90-a6e2-1b9c0d7f4e83.json',
      method: 'POST',
      url: 'https://tms-drop.s3.tms.example/',
      headers: {},
      fields: {
        'Content-Type': 'application/json',
        bucket: 'tms-drop',
        'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
        'X-Amz-Credential': 'ASIAEXAMPLE/20261124/us-east-1/s3/aws4_request',
        'X-Amz-Date': '20261124T140500Z',
        'X-Amz-Security-Token': 'IQoJb3JpZ2luX2VjEXAMPLE',
        key: 'uploads/imports/5d2a8e41-7c3b-4f90-a6e2-1b9c0d7f4e83.json',
        Policy: 'eyJleHBpcmF0aW9uIjoiMjAyNi0xMS0yNFQxNDoyMDowMFoiLCJjb25kaXRpb25zIjpbXX0=',
        'X-Amz-Signature': '9a0b2c4d6e8f0a1b3c5d7e9f1a3b5c7d9e0f3f1e0c9a7b5d2e8f4a6c1b3d5e7f',
      },
      expiresAt: '2026-11-24T14:20:00.000Z',
    },
    getImport: {
      id: importId,
      self: hrefs.importJob(importId),
      status: 'completed',
      reason: '',
      bucket: 'tms-drop',
      fileKey: 'sync/2026-11-24.json',
      counts: {
        customers: { created: 2, updated: 1, unchanged: 40, refused: 1 },
        drivers: { created: 0, updated: 3, unchanged: 57, refused: 0 },
      },
      refusals: [
        {
          kind: 'customers',
          id: 'C-77',
          path: 'customers[12].name',
          reason: 'Invalid input: expected string, received undefined',
        },
      ],
      createdAt: '2026-11-24T14:05:00.000Z',
      completedAt: '2026-11-24T14:05:04.000Z',
    },
    getImageSubmission: {
      id: submissionId,
      self: hrefs.submission(submissionId),
      status: 'completed',
      reason: '',
      context: 'SHIPMENT',
      entityId: '1004',
      type: 'HAZMAT',
      submittedBy: 'driver',
      requestedBy: { role: 'dispatcher', id: 'dispatcher' },
      pages: 1,
      createdAt: '2026-11-24T14:05:11.482Z',
      completedAt: '2026-11-24T14:05:12.907Z',
    },
    createWebhook: { ...webhookSelf, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7Kz9Yv1Fj2g=' },
    listWebhooks: firstPage('/webhooks', [webhookSelf], 20),
    getWebhook: webhookSelf,
    replaceWebhook: { ...webhookSelf, events: ['itinerary.updated'] },
    deleteWebhook: undefined,
    rotateWebhookSecret: {
      secret: 'whsec_9pR2kXq4Zt7mVb1nLc8sWd3fGh6jKy0aEo5uIi2rTq8=',
      previousSecretExpiresAt: '2026-11-25T14:10:03.211Z',
    },
    sendWebhookTestEvent: {
      id: CREATED_IDS.deliveryId,
      type: 'webhook.test',
      status: 'pending',
      attempts: 0,
      lastResponseStatus: null,
      attemptLog: [],
      createdAt: '2026-11-25T14:20:07.318Z',
    },
    resendWebhookDelivery: {
      id: CREATED_IDS.deliveryId,
      type: 'webhook.test',
      status: 'pending',
      attempts: 1,
      lastResponseStatus: 503,
      attemptLog: [
        { at: '2026-11-25T14:20:07.402Z', status: 503, durationMs: 39, answer: 'upstream unavailable' },
      ],
      createdAt: '2026-11-25T14:20:07.318Z',
    },
    listWebhookDeliveries: firstPage(
      hrefs.webhookDeliveries(webhook.id),
      [
        {
          id: 'msg_Q2f7cJ0m1kqW3e9Zl8vB5nR4tY6uX0aA',
          type: 'itinerary.updated',
          status: 'delivered',
          attempts: 2,
          lastResponseStatus: 200,
          attemptLog: [
            { at: '2026-11-24T14:12:41.702Z', status: 503, durationMs: 41, answer: 'upstream unavailable' },
            { at: '2026-11-24T14:12:46.755Z', status: 200, durationMs: 18, answer: '{"received":true}' },
          ],
          createdAt: '2026-11-24T14:12:41.530Z',
        },
      ],
      20,
    ),
    listEvents: {
      self: '/events?limit=100',
      next: '/events?after=ZjE6cHJvZDo0MjE3&limit=100',
      hasMore: true,
      items: [feedEventExample],
    },
    getEvent: feedEventExample,
  };
}
