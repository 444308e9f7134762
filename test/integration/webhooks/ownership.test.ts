import type { OutboundEvent } from '#shared/domain/outbound-event';
import type { Scope } from '#shared/domain/scopes';
import { queueWebhookDeliveries } from '#shared/webhooks/fan-out';
import { listDeliveriesNewestFirst } from '#shared/webhooks/store';
import { registerClient } from '../../support/clients';
import { type Caller, invoke } from '../../support/invoke';
import { createTestTable } from '../../support/table';

/**
 * Subscriptions belong to their creator: two machine clients and a
 * dispatcher. A client sees, changes and deletes only its own (another's is
 * 404); the dispatcher sees all; a client subscribes only to event types its
 * scopes read, and is delivered only events it may read while it holds the scope.
 */
const ALL_READS: Scope[] = ['tms/webhooks', 'tms/shipments.read', 'tms/drivers.read', 'tms/documents.read'];
const A = { client: 'clientaaaaaaaaaaaaaaaaaaaa', scopes: ALL_READS };
const B = { client: 'clientbbbbbbbbbbbbbbbbbbbb', scopes: ALL_READS };
const URL = 'https://hooks.example.com/tms';

// Deliveries are recorded here, not sent: no worker runs in this file.
process.env.ALLOW_LOOPBACK_URLS = 'false';

beforeAll(async () => {
  await createTestTable();
  await registerClient(A.client, 'Client A', ALL_READS);
  await registerClient(B.client, 'Client B', ALL_READS);
});

async function subscribe(as: Caller['as'], events: string[] = ['itinerary.updated']) {
  const answer = await invoke('createWebhook', { as, body: { url: URL, events } });
  expect(answer.status).toBe(201);
  return answer.body as { id: string; owner: unknown };
}

const ids = (answer: { body: { items: { id: string }[] } }) =>
  answer.body.items.map((item) => item.id).sort();

test('each caller owns what it creates, and a client reaches only its own', async () => {
  const ofA = await subscribe(A);
  const ofB = await subscribe(B);
  const ofDispatcher = await subscribe('dispatcher');
  expect(ofA.owner).toEqual({ type: 'client', id: A.client });
  expect(ofDispatcher.owner).toEqual({ type: 'user', id: 'dispatcher' });

  expect(ids(await invoke('listWebhooks', { as: A, query: 'limit=100' }))).toEqual([ofA.id]);
  expect(ids(await invoke('listWebhooks', { as: B, query: 'limit=100' }))).toEqual([ofB.id]);
  expect(ids(await invoke('listWebhooks', { query: 'limit=100' }))).toEqual(
    [ofA.id, ofB.id, ofDispatcher.id].sort(),
  );

  for (const foreign of [ofB.id, ofDispatcher.id]) {
    const pathParameters = { webhookId: foreign };
    expect((await invoke('getWebhook', { as: A, pathParameters })).status).toBe(404);
    expect((await invoke('listWebhookDeliveries', { as: A, pathParameters })).status).toBe(404);
    const body = { url: URL, events: ['itinerary.updated'] };
    expect((await invoke('replaceWebhook', { as: A, pathParameters, body })).status).toBe(404);
    expect((await invoke('deleteWebhook', { as: A, pathParameters })).status).toBe(404);
  }
  // Still there, unchanged, for their owners and the dispatcher.
  expect((await invoke('getWebhook', { as: B, pathParameters: { webhookId: ofB.id } })).status).toBe(200);
  expect((await invoke('getWebhook', { pathParameters: { webhookId: ofB.id } })).status).toBe(200);

  const replaced = await invoke('replaceWebhook', {
    as: A,
    pathParameters: { webhookId: ofA.id },
    body: { url: URL, events: ['document.stored'], description: 'documents now' },
  });
  expect(replaced.status).toBe(200);
  const listed = await invoke('listWebhooks', { as: A, query: 'limit=100' });
  expect(listed.body.items).toEqual([replaced.body]);

  // The dispatcher manages every subscription, a client's too.
  expect((await invoke('deleteWebhook', { pathParameters: { webhookId: ofB.id } })).status).toBe(204);
  expect(ids(await invoke('listWebhooks', { as: B, query: 'limit=100' }))).toEqual([]);
  expect((await invoke('deleteWebhook', { as: A, pathParameters: { webhookId: ofA.id } })).status).toBe(204);
  expect(ids(await invoke('listWebhooks', { as: A, query: 'limit=100' }))).toEqual([]);
});

test('a client subscribes only to event types its scopes read: 400 naming events', async () => {
  const documentsOnly = { client: A.client, scopes: ['tms/webhooks', 'tms/documents.read'] as Scope[] };
  const refused = await invoke('createWebhook', {
    as: documentsOnly,
    body: { url: URL, events: ['document.stored', 'itinerary.updated', 'non-shipment-event.updated'] },
  });
  expect(refused.status).toBe(400);
  expect(refused.body.data).toMatchObject({ object_name: 'webhook', prop_name: 'events' });
  expect(refused.body.message).toContain('itinerary.updated, non-shipment-event.updated');
  // A type of both kinds of move is accepted with either scope.
  const driversOnly = { client: A.client, scopes: ['tms/webhooks', 'tms/drivers.read'] as Scope[] };
  expect(
    (await subscribe(driversOnly, ['move.status.changed', 'non-shipment-event.updated'])).id,
  ).toBeTruthy();
});

test("deliveries follow the owner's scopes: the kind of move, and only while it holds the scope", async () => {
  const shipmentsReader = 'clientcccccccccccccccccccc';
  await registerClient(shipmentsReader, 'Client C', ['tms/webhooks', 'tms/shipments.read']);
  const subscription = await subscribe(
    { client: shipmentsReader, scopes: ['tms/webhooks', 'tms/shipments.read'] },
    ['move.status.changed'],
  );
  const ofDispatcher = await subscribe('dispatcher', ['move.status.changed']);
  const event = (id: string, data: Record<string, unknown>): OutboundEvent => ({
    id,
    type: 'move.status.changed',
    timestamp: new Date().toISOString(),
    data,
  });
  const shipmentMove = event('evt-shipment', { shipment: { id: '1001' }, move: 0, from: 'a', to: 'b' });
  const driverMove = event('evt-driver', { driver: { id: 'D-1' }, move: 'NS-1', from: 'a', to: 'b' });
  await queueWebhookDeliveries([shipmentMove, driverMove]);

  const delivered = async (subscriptionId: string) =>
    (await listDeliveriesNewestFirst(subscriptionId, { offset: 0, limit: 100 })).items
      .map((d) => d.eventId)
      .sort();
  expect(await delivered(subscription.id)).toEqual(['evt-shipment']);
  expect(await delivered(ofDispatcher.id)).toEqual(['evt-driver', 'evt-shipment']);

  // The scope taken away: no more deliveries, though the subscription stays.
  await registerClient(shipmentsReader, 'Client C', ['tms/webhooks']);
  await queueWebhookDeliveries([
    event('evt-later', { shipment: { id: '1001' }, move: 0, from: 'b', to: 'c' }),
  ]);
  expect(await delivered(subscription.id)).toEqual(['evt-shipment']);
});
