import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { handler } from '#functions/events/publish-events';
import type { Item } from '#shared/data/item';
import { itineraryVersionToItem } from '#shared/data/itinerary-history';
import type { Move } from '#shared/domain/types';
import { itineraryVersion } from '#shared/itinerary/version-record';
import { localLambdaContext } from '#tools/dev-server/lambda-context';
import { invoke } from '../../support/invoke';
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

const deliveries = async () =>
  (await invoke('listWebhookDeliveries', { pathParameters: { webhookId }, query: 'limit=100' })).body
    .items as {
    id: string;
  }[];

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
