import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { handler } from '#functions/events/publish-events';
import { STREAM_RETRY_ATTEMPTS } from '#lib/constructs/event-publishing';
import { s3 } from '#shared/aws/s3';
import type { Item } from '#shared/data/item';
import type { Move } from '#shared/domain/types';
import { eventsOf } from '#shared/events/derive-events';
import { committedChangeOf } from '#shared/events/stream-record';
import { itineraryVersion } from '#shared/shipments/itinerary/version-record';
import { itineraryVersionToItem } from '#shared/shipments/store/history';
import { webhookIdOf } from '#shared/webhooks/signing';
import { localLambdaContext } from '#tools/dev-server/lambda-context';
import { republishSetAsideBatches } from '#tools/events/republish';
import { setAsideBatchOf, setAsideKeyOf } from '#tools/events/set-aside-batches';
import { ensureBuckets } from '#tools/local-stack/provision';
import { invoke } from '../../support/invoke';
import { failingDynamoDbCalls } from '../../support/store-faults';
import { createTestTable } from '../../support/table';

// The AWS path: no bus in a test (EVENT_BUS_NAME unset), webhook deliveries recorded in the table.
let webhookId: string;

beforeAll(async () => {
  await createTestTable();
  const created = await invoke('createWebhook', {
    body: { url: 'https://receiver.example.com/hooks', events: ['itinerary.updated'] },
  });
  webhookId = created.body.id;
});

const move: Move = {
  driver: { type: 'driver', id: 'D-1' },
  plannedDate: '2026-11-23',
  powerUnit: { id: 'T-10' },
  status: 'accepted',
  hint: '',
  events: [],
};

/** The stream record of a version inserted, as Lambda hands it (binary as base64 text). */
function insertedVersion(shipmentId: string, sequence: number, corrupt = false): DynamoDBRecord {
  const item: Item = itineraryVersionToItem(
    itineraryVersion({
      shipmentId,
      version: 1,
      before: undefined,
      after: { moves: [move] },
      changedBy: { role: 'import', id: '' },
      source: 'import',
      changedAt: new Date('2026-11-24T14:00:00Z'),
    }),
  );
  const payload = corrupt ? Buffer.from('not gzip') : Buffer.from(item.payload as Uint8Array);
  const image = {
    ...marshall({ ...item, payload: undefined }, { removeUndefinedValues: true }),
    payload: { B: payload.toString('base64') },
  };
  return {
    eventID: `event-${sequence}`,
    eventName: 'INSERT',
    eventSource: 'aws:dynamodb',
    dynamodb: {
      ApproximateCreationDateTime: 1_795_000_000,
      SequenceNumber: String(sequence).padStart(21, '0'),
      NewImage: image,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  } as DynamoDBRecord;
}

const consume = (records: DynamoDBRecord[]) =>
  handler(
    { Records: records } as DynamoDBStreamEvent,
    localLambdaContext('publish-events', `req-${Date.now()}`),
  );

const deliveriesOf = async (subscriptionId: string) =>
  (
    await invoke('listWebhookDeliveries', {
      pathParameters: { webhookId: subscriptionId },
      query: 'limit=100',
    })
  ).body.items as {
    id: string;
  }[];
const deliveries = () => deliveriesOf(webhookId);

test('a record that fails mid-batch is reported by its sequence number; the batch again loses and doubles nothing', async () => {
  const failing = await consume([
    insertedVersion('A', 1),
    insertedVersion('B', 2, true),
    insertedVersion('C', 3),
  ]);
  expect(failing.batchItemFailures).toEqual([{ itemIdentifier: String(2).padStart(21, '0') }]);
  const afterFailure = await deliveries();
  expect(afterFailure.length).toBeGreaterThanOrEqual(1);

  // Lambda hands the batch again from the failed record on (here repaired): every event once.
  const retried = await consume([insertedVersion('B', 2), insertedVersion('C', 3)]);
  expect(retried.batchItemFailures).toEqual([]);
  const delivered = await deliveries();
  expect(delivered).toHaveLength(3);
  expect(new Set(delivered.map((delivery) => delivery.id)).size).toBe(3);
});

test('a batch that fails past its retries is set aside whole; the command publishes it again: every event to every subscription once, same ids', async () => {
  const other = await invoke('createWebhook', {
    body: { url: 'https://other-receiver.example.com/hooks', events: ['itinerary.updated'] },
  });
  const subscriptions = [webhookId, other.body.id as string];
  const bucket = `test-set-aside-${randomUUID().slice(0, 13)}`;
  await ensureBuckets(s3, [bucket]);
  const records = [insertedVersion('S-1', 11), insertedVersion('S-2', 12)];

  // Every subscription lookup fails: each invocation Lambda makes (the first and its retries) fails
  // from its first record, which Lambda takes as a failure of the whole batch.
  const outage = failingDynamoDbCalls('QueryCommand', { times: Number.MAX_SAFE_INTEGER });
  try {
    for (let invocation = 0; invocation <= STREAM_RETRY_ATTEMPTS; invocation += 1) {
      expect(await consume(records)).toEqual({
        batchItemFailures: [{ itemIdentifier: String(11).padStart(21, '0') }],
      });
    }
  } finally {
    outage.remove();
  }
  // The retries spent, Lambda writes the batch whole to the on-failure bucket.
  const batch = setAsideBatchOf(records, { shardId: 'shardId-1', attempts: STREAM_RETRY_ATTEMPTS + 1 });
  await s3.send(
    new PutObjectCommand({ Bucket: bucket, Key: setAsideKeyOf(batch), Body: JSON.stringify(batch) }),
  );

  const events = records.flatMap((record) => eventsOf(committedChangeOf(record)));
  expect(events).toHaveLength(2);
  expect(await republishSetAsideBatches({ bucket, s3 })).toEqual({ republished: 1, events: 2, kept: [] });
  // Running it again finds nothing: the object went once its events were out.
  expect(await republishSetAsideBatches({ bucket, s3 })).toEqual({ republished: 0, events: 0, kept: [] });

  for (const subscription of subscriptions) {
    const wanted = new Set(events.map((event) => webhookIdOf(event.id, subscription)));
    const delivered = (await deliveriesOf(subscription)).filter((delivery) => wanted.has(delivery.id));
    expect(delivered.map((delivery) => delivery.id).sort()).toEqual([...wanted].sort());
  }
});

test('an object the command cannot read is kept, saying why, and the others still go out', async () => {
  const bucket = `test-set-aside-${randomUUID().slice(0, 13)}`;
  await ensureBuckets(s3, [bucket]);
  await s3.send(
    new PutObjectCommand({ Bucket: bucket, Key: 'aws/lambda/x/not-a-batch', Body: '{"hello":1}' }),
  );
  const batch = setAsideBatchOf([insertedVersion('S-3', 13)], { shardId: 'shardId-1', attempts: 11 });
  await s3.send(
    new PutObjectCommand({ Bucket: bucket, Key: setAsideKeyOf(batch), Body: JSON.stringify(batch) }),
  );
  expect(await republishSetAsideBatches({ bucket, s3 })).toEqual({
    republished: 1,
    events: 1,
    kept: [
      { key: 'aws/lambda/x/not-a-batch', reason: expect.stringContaining('not a set-aside stream batch') },
    ],
  });
});
