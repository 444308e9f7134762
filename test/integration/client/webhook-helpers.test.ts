import { TmsApiError, TmsClient, verifyWebhook } from '#client/index';
import { type LocalWebhooks, startLocalWebhooks } from '#tools/local-stack/local-webhooks';
import { type LocalApi, startLocalApi } from '../../support/local-api';
import { type Receiver, startReceiver } from '../webhooks/support/receiver';

/**
 * The SDK's webhook helpers against the local server, with its delivery
 * worker and a receiver on 127.0.0.1: a test event and a resend arrive, and
 * verify with the subscription's secret as a receiver using the SDK does.
 */

let api: LocalApi;
let dispatcher: TmsClient;
let worker: LocalWebhooks;
let receiver: Receiver;

beforeAll(async () => {
  // The local server's --allow-loopback-urls: the receiver listens on 127.0.0.1 over http.
  process.env.ALLOW_LOOPBACK_URLS = 'true';
  api = await startLocalApi();
  dispatcher = new TmsClient({ baseUrl: api.url, token: await api.token({ role: 'dispatcher' }) });
  worker = await startLocalWebhooks({ attempts: 1, backoffMs: 50 });
  receiver = await startReceiver([200]);
});

afterAll(async () => {
  await worker.stop();
  await receiver.close();
  await api.close();
});

test('webhooks.sendTest and webhooks.resend: the test event arrives, then again under the same webhook-id', async () => {
  const { id: webhookId, secret } = await dispatcher.createWebhook({
    url: receiver.url,
    events: ['itinerary.updated'],
  });

  const sent = await dispatcher.webhooks.sendTest({ webhookId });
  expect(sent).toMatchObject({ type: 'webhook.test', status: 'pending', attempts: 0 });
  const [first] = await receiver.waitFor(1);
  const verified = await verifyWebhook(secret, { body: first!.body, headers: first!.headers });
  expect(verified.id).toBe(sent.id);
  // The SDK's union of webhook bodies knows the test event and its data.
  if (verified.event.type !== 'webhook.test') throw new Error(`a ${verified.event.type} arrived`);
  expect(verified.event.data.webhook).toEqual({ id: webhookId, href: `/webhooks/${webhookId}` });

  const resent = await dispatcher.webhooks.resend({ webhookId, deliveryId: sent.id });
  expect(resent).toMatchObject({ id: sent.id, type: 'webhook.test', status: 'pending' });
  const [, second] = await receiver.waitFor(2);
  expect(await verifyWebhook(secret, { body: second!.body, headers: second!.headers })).toEqual(verified);

  // Beside them, the rotation helper: the next delivery is signed with the new secret.
  expect((await dispatcher.webhooks.rotateSecret({ webhookId }, { overlapSeconds: 0 })).secret).toMatch(
    /^whsec_/,
  );
});

test("an unknown or deleted subscription, an unknown delivery or another subscription's: the helpers reject with a 404 TmsApiError", async () => {
  const { id: webhookId } = await dispatcher.createWebhook({ url: receiver.url, events: ['event.arrived'] });
  const { id: otherId } = await dispatcher.createWebhook({ url: receiver.url, events: ['event.arrived'] });
  const sent = await dispatcher.webhooks.sendTest({ webhookId });
  const notFound = expect.objectContaining({ status: 404 });

  await expect(dispatcher.webhooks.sendTest({ webhookId: 'no-such-subscription' })).rejects.toEqual(notFound);
  const unknown = dispatcher.webhooks.resend({ webhookId, deliveryId: `msg_${'A'.repeat(32)}` });
  await expect(unknown).rejects.toBeInstanceOf(TmsApiError);
  await expect(unknown).rejects.toEqual(notFound);
  await expect(dispatcher.webhooks.resend({ webhookId: otherId, deliveryId: sent.id })).rejects.toEqual(
    notFound,
  );

  await dispatcher.deleteWebhook({ webhookId });
  await expect(dispatcher.webhooks.sendTest({ webhookId })).rejects.toEqual(notFound);
  await expect(dispatcher.webhooks.resend({ webhookId, deliveryId: sent.id })).rejects.toEqual(notFound);
});
