import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import type { OutboundEvent } from '#shared/domain/outbound-event';
import { queueWebhookDeliveries } from '#shared/webhooks/fan-out';
import { type LocalWebhooks, startLocalWebhooks } from '#tools/local-stack/local-webhooks';
import { invoke } from '../../support/invoke';
import { createTestTable } from '../../support/table';
import { type Received, type Receiver, startReceiver } from './support/receiver';

// The local server's --allow-loopback-urls: the receiver listens on 127.0.0.1 over http.
process.env.ALLOW_LOOPBACK_URLS = 'true';

let worker: LocalWebhooks;
let receiver: Receiver;

beforeAll(async () => {
  await createTestTable();
  worker = await startLocalWebhooks({ attempts: 1, backoffMs: 50 });
  receiver = await startReceiver([204]);
});

afterAll(async () => {
  await worker.stop();
  await receiver.close();
});

let count = 0;
function event(): OutboundEvent {
  count += 1;
  return {
    id: `evt_rotation_${count}_${Date.now()}`,
    type: 'itinerary.updated',
    timestamp: new Date(Date.UTC(2026, 10, 25, 9, 0, count)).toISOString(),
    data: { shipment: { id: '1004', href: '/shipments/1004' }, version: count },
  };
}

/** Whether a receiver holding `secret` accepts the delivery, as the standardwebhooks library verifies it. */
function verifiesWith(secret: string, delivery: Received): boolean {
  try {
    new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

async function delivered(): Promise<Received> {
  const before = receiver.received.length;
  await queueWebhookDeliveries([event()]);
  const all = await receiver.waitFor(before + 1);
  return all[before]!;
}

/** The subscriptions a test made: each test's deliveries come from its own alone, one per event. */
const subscribed: string[] = [];

async function subscribe(): Promise<{ id: string; secret: string }> {
  const answer = await invoke('createWebhook', {
    body: { url: receiver.url, events: ['itinerary.updated'] },
  });
  expect(answer.status).toBe(201);
  const created = answer.body as { id: string; secret: string };
  subscribed.push(created.id);
  return created;
}

afterEach(async () => {
  for (const webhookId of subscribed.splice(0)) {
    expect((await invoke('deleteWebhook', { pathParameters: { webhookId } })).status).toBe(204);
  }
});

const rotate = (webhookId: string, body: unknown) =>
  invoke('rotateWebhookSecret', { pathParameters: { webhookId }, body });

test('during the overlap a delivery verifies with either secret; after it, with the new one only', async () => {
  const { id, secret: original } = await subscribe();
  expect(verifiesWith(original, await delivered())).toBe(true);

  const started = Date.now();
  const rotated = await rotate(id, { overlapSeconds: 2 });
  expect(rotated.status).toBe(200);
  const { secret, previousSecretExpiresAt } = rotated.body as {
    secret: string;
    previousSecretExpiresAt: string;
  };
  expect(secret).toMatch(/^whsec_/);
  expect(secret).not.toBe(original);
  expect(Date.parse(previousSecretExpiresAt) - started).toBeGreaterThanOrEqual(1_900);

  const during = await delivered();
  expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
  expect({ original: verifiesWith(original, during), rotated: verifiesWith(secret, during) }).toEqual({
    original: true,
    rotated: true,
  });

  await sleep(Math.max(0, Date.parse(previousSecretExpiresAt) - Date.now()) + 50);
  const after = await delivered();
  expect({ original: verifiesWith(original, after), rotated: verifiesWith(secret, after) }).toEqual({
    original: false,
    rotated: true,
  });
  // The secret is shown only by the rotation's answer.
  expect(
    JSON.stringify((await invoke('getWebhook', { pathParameters: { webhookId: id } })).body),
  ).not.toContain(secret.slice(6));
});

test('the default overlap is a day; 0 ends the previous secret at once', async () => {
  const { id, secret: original } = await subscribe();
  const started = Date.now();
  const byDefault = await rotate(id, {});
  expect(
    Date.parse((byDefault.body as { previousSecretExpiresAt: string }).previousSecretExpiresAt) - started,
  ).toBeGreaterThanOrEqual(86_399_000);

  const { secret } = (await rotate(id, { overlapSeconds: 0 })).body as { secret: string };
  const after = await delivered();
  expect({ original: verifiesWith(original, after), rotated: verifiesWith(secret, after) }).toEqual({
    original: false,
    rotated: true,
  });
});

test('overlapSeconds out of range, or not a whole number, is 400 naming it; an unknown subscription 404', async () => {
  const { id } = await subscribe();
  for (const overlapSeconds of [-1, 86_401, 1.5, '60']) {
    const answer = await rotate(id, { overlapSeconds });
    expect({ overlapSeconds, status: answer.status }).toEqual({ overlapSeconds, status: 400 });
    expect(answer.body).toMatchObject({ data: { prop_name: 'overlapSeconds' } });
  }
  expect((await rotate('no-such-subscription', {})).status).toBe(404);
});
