import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { s3 } from '#shared/aws/s3';
import { itineraryVersionKey } from '#shared/shipments/store/keys';
import { recordDeliveryAttempt } from '#shared/webhooks/attempt-store';
import type { WebhookDelivery } from '#shared/webhooks/delivery-record';
import { newWebhookSecret } from '#shared/webhooks/signing';
import { putDeliveryOnce, putNewSubscription } from '#shared/webhooks/store';
import { setAsideBatchOf, setAsideKeyOf } from '#tools/events/set-aside-batches';
import { ensureBuckets } from '#tools/local-stack/provision';
import { type ExpectedWebhook, whyNotArrived } from '../../bench/support/missed-webhooks';
import { createTestTable } from '../support/table';

const bucket = `test-set-aside-${randomUUID().slice(0, 13)}`;
const subscriptionId = 'bench-missed';

beforeAll(async () => {
  await createTestTable();
  await ensureBuckets(s3, [bucket]);
  await putNewSubscription({
    id: subscriptionId,
    owner: { type: 'user', id: 'bench' },
    url: 'http://127.0.0.1:9/hooks',
    events: ['itinerary.updated'],
    description: 'bench',
    secret: newWebhookSecret(),
    createdAt: new Date().toISOString(),
  });
});

/** The itinerary version `version` of shipment EVT-`version`, waited for as the events bench does. */
const expected = (version: number): ExpectedWebhook => ({
  label: `version ${version}`,
  subscriptionId,
  isIt: (delivery) => delivery.data.version === version,
  change: itineraryVersionKey(`EVT-${version}`, version),
});

async function recordDelivery(
  version: number,
  attempts: { status: 'pending' | 'failed'; last: number | null }[],
) {
  const delivery: WebhookDelivery = {
    id: `msg_${version}`,
    subscriptionId,
    eventId: `evt_${version}`,
    eventTimestamp: new Date(Date.UTC(2026, 10, 26, 12, 0, version % 60)).toISOString(),
    type: 'itinerary.updated',
    data: { version },
    status: 'pending',
    attempts: 0,
    lastResponseStatus: null,
    createdAt: new Date().toISOString(),
  };
  await putDeliveryOnce(delivery);
  for (const { status, last } of attempts)
    await recordDeliveryAttempt(delivery, { status, lastResponseStatus: last, counted: true });
}

async function setAside(version: number) {
  const record = {
    eventName: 'INSERT',
    dynamodb: { NewImage: marshall(itineraryVersionKey(`EVT-${version}`, version)), SequenceNumber: '1' },
  } as DynamoDBRecord;
  const batch = setAsideBatchOf([record], { shardId: 'shard-1', attempts: 10 });
  await s3.send(
    new PutObjectCommand({ Bucket: bucket, Key: setAsideKeyOf(batch), Body: JSON.stringify(batch) }),
  );
}

test('a delivery that used its attempts is named failed, with how many and the last status', async () => {
  await recordDelivery(1, [
    { status: 'pending', last: 500 },
    { status: 'pending', last: null },
    { status: 'failed', last: 503 },
  ]);
  expect(await whyNotArrived([expected(1)], bucket)).toBe(
    `1 did not arrive: version 1 to subscription ${subscriptionId}: delivery recorded failed after 3 attempt(s), the last: status 503`,
  );
});

test('a delivery left pending is named so, a receiver that never answered as no answer', async () => {
  await recordDelivery(2, [{ status: 'pending', last: null }]);
  expect(await whyNotArrived([expected(2)], bucket)).toBe(
    `1 did not arrive: version 2 to subscription ${subscriptionId}: delivery still pending after 1 attempt(s), the last: no answer`,
  );
});

test('a change set aside after every attempt is named so', async () => {
  await setAside(3);
  expect(await whyNotArrived([expected(3)], bucket)).toBe(
    `1 did not arrive: version 3 to subscription ${subscriptionId}: its change was set aside in ${bucket} after every attempt to publish it`,
  );
});

test('nothing recorded is said as such; causes are grouped, a few versions named and the rest counted', async () => {
  const lost = [10, 11, 12, 13, 14, 15, 16].map(expected);
  expect(await whyNotArrived([expected(1), ...lost], bucket)).toBe(
    `8 did not arrive: version 1 to subscription ${subscriptionId}: delivery recorded failed after 3 attempt(s), the last: status 503; ` +
      `version 10, version 11, version 12, version 13, version 14 and 2 more to subscription ${subscriptionId}: nothing recorded (no delivery, no change set aside)`,
  );
});
