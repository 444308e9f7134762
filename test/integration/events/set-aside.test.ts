import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { dynamodb } from '#shared/aws/dynamodb';
import { s3 } from '#shared/aws/s3';
import { config } from '#shared/config';
import { OUTBOUND_EVENT_TYPES } from '#shared/domain/outbound-event';
import { eventsOf } from '#shared/events/derive-events';
import { committedChangeOf } from '#shared/events/stream-record';
import { webhookIdOf } from '#shared/webhooks/signing';
import { pollUntil } from '#tools/deadline';
import { republishSetAsideBatches } from '#tools/events/republish';
import { recordsOf } from '#tools/events/set-aside-batches';
import { type LocalEventStream, startLocalEventStream } from '#tools/local-stack/local-event-stream';
import { type LocalWebhooks, startLocalWebhooks } from '#tools/local-stack/local-webhooks';
import { ensureBuckets } from '#tools/local-stack/provision';
import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';
import { failingDynamoDbCalls } from '../../support/store-faults';
import { type Receiver, startReceiver } from '../webhooks/support/receiver';
import { readFeedFrom } from './support/feed-reader';

// The local server's --allow-loopback-urls: the receivers listen on 127.0.0.1 over http.
process.env.ALLOW_LOOPBACK_URLS = 'true';

/** The local stack as npm start runs it: the stream sets aside what fails every attempt. */
const ATTEMPTS = 3;
const bucket = `test-set-aside-${randomUUID().slice(0, 13)}`;
let stream: LocalEventStream;
let webhooks: LocalWebhooks;
let receivers: Receiver[];
let subscriptions: string[];

beforeAll(async () => {
  await seededStore('small-data.json', { stream: true });
  await ensureBuckets(s3, [bucket]);
  receivers = await Promise.all([startReceiver([200]), startReceiver([200])]);
  subscriptions = [];
  for (const receiver of receivers) {
    const created = await invoke('createWebhook', {
      body: { url: receiver.url, events: [...OUTBOUND_EVENT_TYPES], description: 'every event' },
    });
    expect(created.status).toBe(201);
    subscriptions.push(created.body.id);
  }
  [stream, webhooks] = await Promise.all([
    startLocalEventStream({
      dynamodb,
      tableName: config.tableName,
      retryMs: 20,
      setAside: { bucket, attempts: ATTEMPTS },
    }),
    startLocalWebhooks({ attempts: 3, backoffMs: 50 }),
  ]);
});

afterAll(async () => {
  await stream.stop();
  await Promise.all([webhooks.stop(), ...receivers.map((receiver) => receiver.close())]);
});

const keysInBucket = async () =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map(
    (object) => object.Key ?? '',
  );

const untilSetAside = (timeoutMs = 10_000): Promise<string[]> =>
  pollUntil('a change set aside', timeoutMs, async () => {
    const keys = await keysInBucket();
    return keys.length > 0 && keys;
  });

test('the publisher failing past its attempts sets the change aside; the command then delivers every event to every subscription exactly once, and the feed keeps each where it was', async () => {
  const { cursor: feedEnd } = await readFeedFrom(undefined, 'limit=1000');
  // Every lookup of who listens to an event fails: publishing fails, and only publishing.
  const outage = failingDynamoDbCalls('QueryCommand', {
    inputIncludes: 'WEBHOOK-EVENT#',
    times: Number.MAX_SAFE_INTEGER,
  });
  let keys: string[];
  try {
    const body = (await invoke('getItinerary', { pathParameters: { shipmentId: '1001' } })).body;
    body.moves[0].events[0].arrived = '2026-11-23T08:05:00';
    body.moves[0].events[0].departed = '2026-11-23T08:40:00';
    expect((await invoke('putItinerary', { pathParameters: { shipmentId: '1001' }, body })).status).toBe(200);
    keys = await untilSetAside();
  } finally {
    outage.remove();
  }
  expect(keys).toHaveLength(1);
  for (const receiver of receivers) expect(receiver.received).toEqual([]);

  // The change, whole: the same events, with the same ids, come out of it as out of the stream.
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: keys[0] }));
  const events = recordsOf((await object.Body?.transformToString()) ?? '').flatMap((record) =>
    eventsOf(committedChangeOf(record)),
  );
  expect(events.map((event) => event.type).sort()).toEqual(
    ['event.arrived', 'event.departed', 'itinerary.updated', 'move.status.changed'].sort(),
  );

  expect(await republishSetAsideBatches({ bucket, s3 })).toEqual({ republished: 1, events: 4, kept: [] });
  await webhooks.idle();
  // Run again (an operator's second try): nothing left to send.
  expect(await republishSetAsideBatches({ bucket, s3 })).toEqual({ republished: 0, events: 0, kept: [] });
  await sleep(200);
  await webhooks.idle();

  for (const [index, receiver] of receivers.entries()) {
    const ids = receiver.received.map((received) => received.headers['webhook-id']);
    const subscription = subscriptions[index] ?? '';
    expect([...ids].sort()).toEqual(events.map((event) => webhookIdOf(event.id, subscription)).sort());
  }
  expect(await keysInBucket()).toEqual([]);
  // The feed had them before the fan-out failed: republishing leaves each where it is, once.
  const { items } = await readFeedFrom(feedEnd, 'limit=1000');
  expect(items.map((event) => event.id).sort()).toEqual(events.map((event) => event.id).sort());
});
