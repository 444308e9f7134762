import { Webhook } from 'standardwebhooks';
import type { OutboundEvent } from '#shared/domain/outbound-event';
import type { Scope } from '#shared/domain/scopes';
import { queueWebhookDeliveries } from '#shared/webhooks/fan-out';
import { webhookIdOf } from '#shared/webhooks/signing';
import { pollUntil } from '#tools/deadline';
import { type LocalWebhooks, startLocalWebhooks } from '#tools/local-stack/local-webhooks';
import { registerClient } from '../../support/clients';
import { type Caller, invoke } from '../../support/invoke';
import { createTestTable } from '../../support/table';
import { type Receiver, startReceiver } from './support/receiver';

/**
 * POST /webhooks/{id}/test and POST /webhooks/{id}/deliveries/{deliveryId}/resend:
 * through the delivery path every event takes (recorded, queued, signed,
 * each attempt kept), to a receiver on 127.0.0.1.
 */

// The local server's --allow-loopback-urls: the receivers listen on 127.0.0.1 over http.
process.env.ALLOW_LOOPBACK_URLS = 'true';

const SCOPES: Scope[] = ['tms/webhooks', 'tms/shipments.read'];
const A = { client: 'clientaaaaaaaaaaaaaaaaaaaa', scopes: SCOPES };
const B = { client: 'clientbbbbbbbbbbbbbbbbbbbb', scopes: SCOPES };

let worker: LocalWebhooks;
const receivers: Receiver[] = [];

beforeAll(async () => {
  await createTestTable();
  await registerClient(A.client, 'Client A', SCOPES);
  await registerClient(B.client, 'Client B', SCOPES);
  worker = await startLocalWebhooks({ attempts: 1, backoffMs: 50 });
});

afterAll(async () => {
  await worker.stop();
  for (const receiver of receivers) await receiver.close();
});

async function receiver(statuses: number[] = [200]): Promise<Receiver> {
  const started = await startReceiver(statuses);
  receivers.push(started);
  return started;
}

async function subscribe(url: string, as?: Caller['as']): Promise<{ id: string; secret: string }> {
  const answer = await invoke('createWebhook', { as, body: { url, events: ['itinerary.updated'] } });
  expect(answer.status).toBe(201);
  return answer.body as { id: string; secret: string };
}

interface Delivery {
  id: string;
  type: string;
  status: string;
  attempts: number;
  attemptLog: { status: number | string }[];
}

const sendTest = (webhookId: string, as?: Caller['as']) =>
  invoke('sendWebhookTestEvent', { as, pathParameters: { webhookId } });
const resend = (webhookId: string, deliveryId: string, as?: Caller['as']) =>
  invoke('resendWebhookDelivery', { as, pathParameters: { webhookId, deliveryId } });

/** The subscription's delivery `id` once `settled` says it is as expected. */
function deliveryOnceIt(webhookId: string, id: string, settled: (delivery: Delivery) => boolean) {
  return pollUntil(`delivery ${id} of ${webhookId} settled as expected`, 10_000, async () => {
    const page = await invoke('listWebhookDeliveries', { pathParameters: { webhookId } });
    const delivery = (page.body as { items: Delivery[] }).items.find((item) => item.id === id);
    return delivery !== undefined && settled(delivery) ? delivery : undefined;
  });
}

let count = 0;
function event(): OutboundEvent {
  count += 1;
  return {
    id: `evt_resend_${count}_${Date.now()}`,
    type: 'itinerary.updated',
    timestamp: new Date(Date.UTC(2026, 10, 25, 9, 0, count)).toISOString(),
    data: { shipment: { id: '1004', href: '/shipments/1004' }, version: count },
  };
}

test('a test event goes to that subscription alone, signed, answered 202 with its delivery, recorded, never in the feed', async () => {
  const tested = await receiver();
  const other = await receiver();
  const { id, secret } = await subscribe(tested.url);
  await subscribe(other.url);

  const answer = await sendTest(id);
  expect(answer.status).toBe(202);
  const delivery = answer.body as Delivery;
  expect(delivery).toMatchObject({
    id: expect.stringMatching(/^msg_/),
    type: 'webhook.test',
    status: 'pending',
  });
  expect(answer.headers.location).toBe(`/webhooks/${id}/deliveries`);

  const [received] = await tested.waitFor(1);
  expect(received!.headers['webhook-id']).toBe(delivery.id);
  const body = new Webhook(secret).verify(received!.body, received!.headers as Record<string, string>);
  expect(body).toMatchObject({
    id: expect.stringMatching(/^evt_[A-Za-z0-9_-]{32}$/),
    type: 'webhook.test',
    data: { webhook: { id, href: `/webhooks/${id}` } },
  });
  const recorded = await deliveryOnceIt(id, delivery.id, (it) => it.status === 'delivered');
  expect(recorded.attemptLog.map((attempt) => attempt.status)).toEqual([200]);

  // A second test is another event, another delivery.
  const again = (await sendTest(id)).body as Delivery;
  expect(again.id).not.toBe(delivery.id);
  await tested.waitFor(2);
  expect(other.received).toHaveLength(0);
  const feed = await invoke('listEvents', {});
  expect(feed.status).toBe(200);
  expect((feed.body as { items: { type: string }[] }).items.map((item) => item.type)).not.toContain(
    'webhook.test',
  );
});

test('a resend sends the same event again under the same webhook-id, recorded as another attempt', async () => {
  // The first attempt fails (the only one this worker makes); the resend's is answered.
  const target = await receiver([500, 200]);
  const { id, secret } = await subscribe(target.url);
  const sent = event();
  const deliveryId = webhookIdOf(sent.id, id);
  await queueWebhookDeliveries([sent]);
  await deliveryOnceIt(id, deliveryId, (it) => it.status === 'failed');

  const answer = await resend(id, deliveryId);
  expect(answer.status).toBe(202);
  expect(answer.body).toMatchObject({ id: deliveryId, status: 'pending', attempts: 1 });

  const [first, second] = await target.waitFor(2);
  expect(second!.headers['webhook-id']).toBe(deliveryId);
  expect(second!.body).toBe(first!.body);
  expect(new Webhook(secret).verify(second!.body, second!.headers as Record<string, string>)).toMatchObject({
    id: sent.id,
  });
  const recorded = await deliveryOnceIt(id, deliveryId, (it) => it.status === 'delivered');
  expect(recorded).toMatchObject({ attempts: 2 });
  expect(recorded.attemptLog.map((attempt) => attempt.status)).toEqual([500, 200]);

  // A delivered one is sent again too.
  expect((await resend(id, deliveryId)).status).toBe(202);
  await target.waitFor(3);
  expect((await deliveryOnceIt(id, deliveryId, (it) => it.attempts === 3)).status).toBe('delivered');
});

test("unknown, deleted or another owner's: 404; a delivery id not of the service's form: 400 naming deliveryId", async () => {
  const target = await receiver();
  const ofA = await subscribe(target.url, A);
  const ofB = await subscribe(target.url, B);
  const sentToA = ((await sendTest(ofA.id, A)).body as Delivery).id;
  const sentToB = ((await sendTest(ofB.id, B)).body as Delivery).id;
  const unknownDelivery = webhookIdOf('evt_never_sent', ofA.id);

  expect((await sendTest('no-such-subscription')).status).toBe(404);
  expect((await sendTest(ofB.id, A)).status).toBe(404);
  expect((await resend(ofA.id, unknownDelivery, A)).status).toBe(404);
  // Another client's delivery, by its own subscription or by the caller's.
  expect((await resend(ofB.id, sentToB, A)).status).toBe(404);
  expect((await resend(ofA.id, sentToB, A)).status).toBe(404);
  // The dispatcher reaches both, but a delivery only under its own subscription.
  expect((await resend(ofB.id, sentToA)).status).toBe(404);
  expect((await resend(ofA.id, sentToA)).status).toBe(202);

  expect((await invoke('deleteWebhook', { as: A, pathParameters: { webhookId: ofA.id } })).status).toBe(204);
  expect((await sendTest(ofA.id, A)).status).toBe(404);
  expect((await resend(ofA.id, sentToA, A)).status).toBe(404);

  for (const deliveryId of ['msg_short', `evt_${'a'.repeat(32)}`, `msg_${'a'.repeat(31)}!`]) {
    const answer = await resend(ofB.id, deliveryId, B);
    expect({ deliveryId, status: answer.status }).toEqual({ deliveryId, status: 400 });
    expect(answer.body).toMatchObject({ data: { prop_name: 'deliveryId' } });
  }
});
