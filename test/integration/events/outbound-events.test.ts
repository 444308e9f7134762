import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import { dynamodb } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { OUTBOUND_EVENT_TYPES } from '#shared/domain/outbound-event';
import { type LocalEventStream, startLocalEventStream } from '#tools/local-stack/local-event-stream';
import { type LocalWebhooks, startLocalWebhooks } from '#tools/local-stack/local-webhooks';
import { type LocalWorker, startLocalWorker } from '#tools/local-stack/local-worker';
import { registerClient } from '../../support/clients';
import { pdfPage, textPage } from '../../support/document-pages';
import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';
import { pendingShipmentFacts } from '../../support/shipment-facts';
import { dropPages } from '../documents/support/store';
import { type Received, type Receiver, startReceiver } from '../webhooks/support/receiver';
import { readFeedFrom } from './support/feed-reader';

// The local server's --allow-loopback-urls: the receiver listens on 127.0.0.1 over http.
process.env.ALLOW_LOOPBACK_URLS = 'true';

let stream: LocalEventStream;
let webhooks: LocalWebhooks;
let worker: LocalWorker;
let receiver: Receiver;
let verifier: Webhook;

beforeAll(async () => {
  await seededStore('small-data.json', { stream: true });
  await registerClient('visibility', 'Visibility', ['tms/shipments.read']);
  receiver = await startReceiver([200]);
  const created = await invoke('createWebhook', {
    body: { url: receiver.url, events: [...OUTBOUND_EVENT_TYPES], description: 'every event' },
  });
  expect(created.status).toBe(201);
  verifier = new Webhook(created.body.secret);
  [stream, webhooks, worker] = await Promise.all([
    startLocalEventStream({ dynamodb, tableName: config.tableName }),
    startLocalWebhooks({ attempts: 3, backoffMs: 50 }),
    startLocalWorker({ attempts: 1, backoffMs: 10 }),
  ]);
});

afterAll(async () => {
  await stream.stop();
  await Promise.all([webhooks.stop(), worker.stop(), receiver.close()]);
});

interface Delivered {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
  received: Received;
}

/** The webhooks received from now on, each verified with the subscription's secret. */
function collector() {
  const from = receiver.received.length;
  return async (count: number): Promise<Delivered[]> => {
    const all = await receiver.waitFor(from + count, 5_000);
    return all.slice(from).map((received) => ({
      ...(verifier.verify(received.body, received.headers as Record<string, string>) as Omit<
        Delivered,
        'received'
      >),
      received,
    }));
  };
}

const itinerary = async () => (await invoke('getItinerary', { pathParameters: { shipmentId: '1001' } })).body;

test('an itinerary change: updated, the move in progress, arrived and departed, signed, within 2 s', async () => {
  const received = collector();
  const body = await itinerary();
  body.moves[0].events[0].arrived = '2026-11-23T08:05:00';
  body.moves[0].events[0].departed = '2026-11-23T08:40:00';
  const put = await invoke('putItinerary', { pathParameters: { shipmentId: '1001' }, body });
  expect(put.status).toBe(200);
  const answeredAt = Date.now();

  const events = await received(4);
  expect(events.map((event) => event.type).sort()).toEqual(
    ['event.arrived', 'event.departed', 'itinerary.updated', 'move.status.changed'].sort(),
  );
  const updated = events.find((event) => event.type === 'itinerary.updated')!;
  expect(updated.data).toMatchObject({
    shipment: { id: '1001', href: '/shipments/1001' },
    version: Number(JSON.parse(put.headers.etag!)),
    etag: put.headers.etag,
    source: 'api',
  });
  expect(events.find((event) => event.type === 'event.arrived')?.data).toMatchObject({
    move: 0,
    event: { index: 0, arrived: '2026-11-23T08:05:00' },
  });
  expect(Math.max(...events.map((event) => event.received.at)) - answeredAt).toBeLessThan(2_000);
});

test('a non-shipment event update: updated, arrived, the move in progress, stamped with its commit time to the ms', async () => {
  const received = collector();
  const sentAt = Date.now();
  const put = await invoke('putNonShipmentEvent', {
    pathParameters: { driverId: 'D-1', eventId: 'NS-1' },
    body: { arrived: '2026-11-23T06:02:00' },
  });
  const answeredAt = Date.now();
  expect(put.status).toBe(200);
  const events = await received(3);
  // The commit happened while the request ran: a time cut to the second or minute falls before it.
  for (const { timestamp } of events) {
    expect(timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(timestamp)).toBeGreaterThanOrEqual(sentAt);
    expect(Date.parse(timestamp)).toBeLessThanOrEqual(answeredAt);
  }
  expect(events.map((event) => event.type).sort()).toEqual(
    ['event.arrived', 'move.status.changed', 'non-shipment-event.updated'].sort(),
  );
  expect(events.find((event) => event.type === 'non-shipment-event.updated')?.data).toMatchObject({
    driver: { id: 'D-1', href: '/drivers/D-1' },
    event: { id: 'NS-1', arrived: '2026-11-23T06:02:00' },
  });
});

test('a document stored, and one that failed with its reason', async () => {
  const received = collector();
  await dropPages({ 'pod.pdf': pdfPage('pod'), 'notes.txt': textPage('not a document') });
  const bucket = process.env.DROP_BUCKET;
  for (const [fileKey, type] of [
    ['pod.pdf', 'POD'],
    ['notes.txt', 'BOL'],
  ]) {
    const submitted = await invoke('submitImage', {
      body: { context: 'SHIPMENT', entityId: '1001', type, bucket, fileKey },
    });
    expect(submitted.status).toBe(202);
  }
  const events = await received(2);
  const byType = Object.fromEntries(events.map((event) => [event.type, event.data]));
  expect(byType['document.stored']).toMatchObject({ shipment: { id: '1001' }, type: 'POD' });
  expect(byType['document.failed']).toMatchObject({
    shipment: { id: '1001' },
    type: 'BOL',
    reason: expect.any(String),
  });
});

test('a shipment created then accepted: shipment.created, then shipment.updated naming status, in webhooks and the feed', async () => {
  const received = collector();
  const feedStart = (await readFeedFrom(undefined)).cursor;
  const body = pendingShipmentFacts('ORD-8001');
  const created = await invoke('putShipment', { pathParameters: { shipmentId: '8001' }, body });
  expect(created.status).toBe(201);
  const accepted = await invoke('putShipment', {
    pathParameters: { shipmentId: '8001' },
    body: { ...body, status: 'accepted' },
  });
  expect(accepted.status).toBe(200);
  // Deliveries run side by side: they may arrive in either order (a receiver orders them by the feed).
  const events = await received(2);
  const byType = Object.fromEntries(events.map((event) => [event.type, event.data]));
  expect(byType['shipment.created']).toEqual(created.body);
  expect(byType['shipment.updated']).toEqual({ ...accepted.body, changed: ['status'] });
  // A facts change is a version of the itinerary's history, but no change of the itinerary: no itinerary.updated.
  await sleep(500);
  const reader = { client: 'visibility', scopes: ['tms/shipments.read'] } as const;
  const feed = (await readFeedFrom(feedStart, 'limit=50', reader)).items.filter(
    (event) => (event.data as { id?: string }).id === '8001',
  );
  expect(feed.map((event) => event.type)).toEqual(['shipment.created', 'shipment.updated']);
});

test('a refused request sends nothing', async () => {
  const received = receiver.received.length;
  const body = await itinerary();
  body.moves[0].events[0].site.id = 'nowhere';
  expect((await invoke('putItinerary', { pathParameters: { shipmentId: '1001' }, body })).status).toBe(400);
  expect(
    (
      await invoke('putNonShipmentEvent', {
        pathParameters: { driverId: 'D-1', eventId: 'NS-404' },
        body: { note: 'x' },
      })
    ).status,
  ).toBe(404);
  await sleep(1_000);
  expect(receiver.received.length).toBe(received);
});
