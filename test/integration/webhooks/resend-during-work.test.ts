import { queueWebhookDeliveries } from '#shared/webhooks/fan-out';
import { webhookIdOf } from '#shared/webhooks/signing';
import { pollUntil } from '#tools/deadline';
import { type LocalWebhooks, startLocalWebhooks } from '#tools/local-stack/local-webhooks';
import { invoke } from '../../support/invoke';
import { createTestTable } from '../../support/table';
import { type Receiver, startReceiver } from './support/receiver';

/**
 * A resend of a delivery the local worker is still working on (waiting out a
 * retry's backoff, or recording an attempt) is one more attempt now, as a
 * second SQS message would be in AWS: never a message dropped because the
 * delivery was in hand, which left a reopened delivery pending with nobody
 * to send it.
 */

process.env.ALLOW_LOOPBACK_URLS = 'true';

let worker: LocalWebhooks;
let receiver: Receiver;

beforeAll(async () => {
  await createTestTable();
  // Retries a minute apart: an attempt within seconds can only be the resend's.
  worker = await startLocalWebhooks({ attempts: 3, backoffMs: 60_000 });
});

afterAll(async () => {
  await worker.stop();
  await receiver?.close();
});

test('a resend while the delivery waits out its retry is attempted at once, and settles it', async () => {
  receiver = await startReceiver([500, 200]);
  const created = await invoke('createWebhook', {
    body: { url: receiver.url, events: ['itinerary.updated'] },
  });
  const { id: subscriptionId } = created.body as { id: string };
  const event = {
    id: 'evt_resend_during_retry',
    type: 'itinerary.updated' as const,
    timestamp: '2026-11-25T09:00:00.000Z',
    data: { shipment: { id: '1004', href: '/shipments/1004' }, version: 1 },
  };
  const deliveryId = webhookIdOf(event.id, subscriptionId);
  await queueWebhookDeliveries([event]);
  await receiver.waitFor(1);
  const delivery = () =>
    invoke('listWebhookDeliveries', { pathParameters: { webhookId: subscriptionId } }).then(
      (page) => (page.body as { items: { id: string; status: string; attempts: number }[] }).items[0],
    );
  await pollUntil('the first attempt recorded', 10_000, async () => (await delivery())?.attempts === 1);

  const resent = await invoke('resendWebhookDelivery', {
    pathParameters: { webhookId: subscriptionId, deliveryId },
  });
  expect(resent.status).toBe(202);
  const [, second] = await receiver.waitFor(2);
  expect(second!.headers['webhook-id']).toBe(deliveryId);
  await pollUntil('the resend recorded', 10_000, async () => (await delivery())?.status === 'delivered');
  expect(await delivery()).toMatchObject({ status: 'delivered', attempts: 2 });
});
