import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import type { OutboundEvent } from '#shared/domain/outbound-event';
import { queueWebhookDeliveries } from '#shared/webhooks/fan-out';
import { webhookIdOf } from '#shared/webhooks/signing';
import { putDeliveryOnce } from '#shared/webhooks/store';
import { pollUntil, withinDeadline } from '#tools/deadline';
import { type LocalWebhooks, startLocalWebhooks } from '#tools/local-stack/local-webhooks';
import { invoke } from '../../support/invoke';
import { failingDynamoDbCalls } from '../../support/store-faults';
import { createTestTable } from '../../support/table';
import { deadReceiverUrl, type Receiver, startReceiver } from './support/receiver';

// The local server's --allow-loopback-urls: receivers listen on 127.0.0.1 over http.
process.env.ALLOW_LOOPBACK_URLS = 'true';

const ATTEMPTS = 3;
const BACKOFF_MS = 50;

let worker: LocalWebhooks;
const receivers: Receiver[] = [];

beforeAll(async () => {
  await createTestTable();
  worker = await startLocalWebhooks({ attempts: ATTEMPTS, backoffMs: BACKOFF_MS });
});

afterAll(async () => {
  await worker.stop();
  await Promise.all(receivers.map((receiver) => receiver.close()));
});

async function receiver(statuses: readonly number[]): Promise<Receiver> {
  const started = await startReceiver(statuses);
  receivers.push(started);
  return started;
}

let eventCount = 0;
function event(type: OutboundEvent['type'] = 'itinerary.updated'): OutboundEvent {
  eventCount += 1;
  return {
    id: `evt-${eventCount}-${Date.now()}`,
    type,
    timestamp: new Date(Date.UTC(2026, 10, 24, 14, 0, eventCount)).toISOString(),
    data: { shipment: { id: '1004', href: '/shipments/1004' }, version: eventCount },
  };
}

async function subscribe(url: string, events: OutboundEvent['type'][] = ['itinerary.updated']) {
  const answer = await invoke('createWebhook', { body: { url, events } });
  expect(answer.status).toBe(201);
  return answer.body as { id: string; secret: string };
}

const deliveriesOf = async (webhookId: string) =>
  (await invoke('listWebhookDeliveries', { pathParameters: { webhookId }, query: 'limit=100' })).body.items;

/** Polls the deliveries list until `done` holds for it (the worker settles them in the background). */
async function deliveriesWhen(webhookId: string, done: (items: { status: string }[]) => boolean) {
  let items: Awaited<ReturnType<typeof deliveriesOf>> = [];
  return pollUntil(
    `the deliveries of ${webhookId} to settle`,
    10_000,
    async () => {
      items = await deliveriesOf(webhookId);
      return done(items) && items;
    },
    { intervalMs: 20, explain: () => `they are ${JSON.stringify(items)}` },
  );
}

const allSettled = (items: { status: string }[]) =>
  items.length > 0 && items.every((item) => item.status !== 'pending');

test('a receiver answering 500 then 200 gets the same webhook-id twice, each signed, and the delivery ends delivered', async () => {
  const target = await receiver([500, 200]);
  const subscription = await subscribe(target.url);
  const sent = event();

  await queueWebhookDeliveries([sent]);
  const [first, second] = await target.waitFor(2);

  const webhookId = webhookIdOf(sent.id, subscription.id);
  expect(first!.headers['webhook-id']).toBe(webhookId);
  expect(second!.headers['webhook-id']).toBe(webhookId);
  for (const request of [first!, second!]) {
    const verified = new Webhook(subscription.secret).verify(
      request.body,
      request.headers as Record<string, string>,
    );
    // The event's id, as the feed gives it: a receiver dedupes webhooks and feed reads by it.
    expect(verified).toEqual({ id: sent.id, type: sent.type, timestamp: sent.timestamp, data: sent.data });
    expect(request.headers['content-type']).toBe('application/json');
  }
  expect(() =>
    new Webhook(`whsec_${Buffer.from('another secret').toString('base64')}`).verify(
      first!.body,
      first!.headers as Record<string, string>,
    ),
  ).toThrow();

  expect(await deliveriesWhen(subscription.id, allSettled)).toEqual([
    {
      id: webhookId,
      type: 'itinerary.updated',
      status: 'delivered',
      attempts: 2,
      lastResponseStatus: 200,
      attemptLog: [500, 200].map((status) => ({
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        status,
        durationMs: expect.any(Number),
        answer: '',
      })),
      createdAt: expect.any(String),
    },
  ]);
});

test('a dead receiver: every attempt fails, then the delivery is failed', async () => {
  const subscription = await subscribe(await deadReceiverUrl());
  await queueWebhookDeliveries([event()]);
  expect(await deliveriesWhen(subscription.id, allSettled)).toEqual([
    expect.objectContaining({
      status: 'failed',
      attempts: ATTEMPTS,
      lastResponseStatus: null,
      attemptLog: Array.from({ length: ATTEMPTS }, () =>
        expect.objectContaining({ status: 'refused', answer: '' }),
      ),
    }),
  ]);
});

test('a receiver that keeps answering 503 ends failed with its last status', async () => {
  const target = await receiver([503]);
  const subscription = await subscribe(target.url);
  await queueWebhookDeliveries([event()]);
  expect(await deliveriesWhen(subscription.id, allSettled)).toEqual([
    expect.objectContaining({ status: 'failed', attempts: ATTEMPTS, lastResponseStatus: 503 }),
  ]);
  expect(target.received).toHaveLength(ATTEMPTS);
});

test('a store that fails while a delivery is attempted: the attempt is made again, not dropped until the next start', async () => {
  const target = await receiver([200]);
  const subscription = await subscribe(target.url);
  // The delivery's reads fail every SDK attempt, as when DynamoDB Local does not answer within its timeouts.
  const fault = failingDynamoDbCalls('GetItemCommand', {
    inputIncludes: `"pk":"WEBHOOK#${subscription.id}"`,
    times: 2,
  });
  try {
    await queueWebhookDeliveries([event()]);
    await target.waitFor(1);
  } finally {
    fault.remove();
  }
  expect(await deliveriesWhen(subscription.id, allSettled)).toEqual([
    expect.objectContaining({ status: 'delivered', attempts: 1, lastResponseStatus: 200 }),
  ]);
});

test('a redirect is not followed: a 3xx is a failed attempt', async () => {
  const target = await receiver([302, 200]);
  const subscription = await subscribe(target.url);
  await queueWebhookDeliveries([event()]);
  expect(await deliveriesWhen(subscription.id, allSettled)).toEqual([
    expect.objectContaining({ status: 'delivered', attempts: 2, lastResponseStatus: 200 }),
  ]);
});

test('deleting a subscription stops its deliveries: a retry still queued is dropped, a new event not recorded', async () => {
  const target = await receiver([500]);
  const subscription = await subscribe(target.url);
  // A slow backoff for this subscription's retry: time to delete it in between.
  const slowWorkerGone = await worker
    .stop()
    .then(() => startLocalWebhooks({ attempts: ATTEMPTS, backoffMs: 300 }));
  try {
    await queueWebhookDeliveries([event()]);
    await target.waitFor(1);
    expect((await invoke('deleteWebhook', { pathParameters: { webhookId: subscription.id } })).status).toBe(
      204,
    );
    await queueWebhookDeliveries([event()]);
    await sleep(600);
    expect(target.received).toHaveLength(1);
  } finally {
    await slowWorkerGone.stop();
    worker = await startLocalWebhooks({ attempts: ATTEMPTS, backoffMs: BACKOFF_MS });
  }
});

test('the same events fanned out twice, even at once, give one delivery each and one request', async () => {
  const target = await receiver([200]);
  const subscription = await subscribe(target.url, ['itinerary.updated', 'event.arrived']);
  const events = [event(), event('event.arrived'), event('document.stored')];

  await Promise.all([queueWebhookDeliveries(events), queueWebhookDeliveries(events)]);
  await queueWebhookDeliveries(events);

  const items = await deliveriesWhen(subscription.id, (found) => found.length === 2 && allSettled(found));
  expect(items.map((item: { type: string; status: string }) => [item.type, item.status])).toEqual([
    ['event.arrived', 'delivered'],
    ['itinerary.updated', 'delivered'],
  ]);
  await sleep(100);
  expect(target.received.map((request) => request.headers['webhook-id']).sort()).toEqual(
    [webhookIdOf(events[0]!.id, subscription.id), webhookIdOf(events[1]!.id, subscription.id)].sort(),
  );
});

test('a delivery recorded but never queued (a crash in between) is queued by the next call with the same events', async () => {
  const target = await receiver([200]);
  const subscription = await subscribe(target.url);
  const sent = event();
  await putDeliveryOnce({
    id: webhookIdOf(sent.id, subscription.id),
    subscriptionId: subscription.id,
    eventId: sent.id,
    eventTimestamp: sent.timestamp,
    type: sent.type,
    data: sent.data,
    status: 'pending',
    attempts: 0,
    lastResponseStatus: null,
    createdAt: new Date().toISOString(),
  });

  await queueWebhookDeliveries([sent]);
  await target.waitFor(1);
  expect(await deliveriesWhen(subscription.id, allSettled)).toEqual([
    expect.objectContaining({ status: 'delivered', attempts: 1 }),
  ]);
});

test('deliveries are listed most recently recorded first, a page at a time', async () => {
  const target = await receiver([200]);
  const subscription = await subscribe(target.url);
  const events = [event(), event(), event()];
  await queueWebhookDeliveries(events);
  await target.waitFor(3);
  const page = await invoke('listWebhookDeliveries', {
    pathParameters: { webhookId: subscription.id },
    query: 'limit=2',
  });
  expect(page.body.items.map((item: { id: string }) => item.id)).toEqual(
    [events[2]!, events[1]!].map((sent) => webhookIdOf(sent.id, subscription.id)),
  );
  expect(page.body.next).toBe(`/webhooks/${subscription.id}/deliveries?limit=2&offset=2`);
});

test('more than ten deliveries waiting for a retry at once: no listener warning', async () => {
  const target = await receiver([503]);
  const subscription = await subscribe(target.url);
  const pending = Array.from({ length: 12 }, () => event());
  // Recorded as resumable and not queued, as a server that stopped leaves them: the worker resumes them at start.
  for (const sent of pending) {
    await putDeliveryOnce(
      {
        id: webhookIdOf(sent.id, subscription.id),
        subscriptionId: subscription.id,
        eventId: sent.id,
        eventTimestamp: sent.timestamp,
        type: sent.type,
        data: sent.data,
        status: 'pending',
        attempts: 0,
        lastResponseStatus: null,
        createdAt: new Date().toISOString(),
      },
      true,
    );
  }
  // Jest's process hides Node's warnings: the worker runs as the local server runs it, in a process of its own.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/integration/webhooks/support/resume-deliveries.ts'],
    {
      // As npm start sets it: the SDK's notice about this Node version is not the warning looked for.
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = once(child, 'exit');
  try {
    // Three attempts each: every delivery waits for two retries, all at about the same time.
    await target.waitFor(pending.length * ATTEMPTS, 30_000);
  } finally {
    child.kill('SIGTERM');
    await withinDeadline('the delivery worker to stop on SIGTERM', 10_000, () => exited, {
      explain: () => `it said:\n${stderr}`,
    });
  }
  expect(stderr).not.toMatch(/Warning/);
  expect(await deliveriesWhen(subscription.id, allSettled)).toHaveLength(pending.length);
}, 60_000);
