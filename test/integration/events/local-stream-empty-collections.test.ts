import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, dynamodb } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { type LocalEventStream, startLocalEventStream } from '#tools/local-stack/local-event-stream';
import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';
import { readFeedFrom } from './support/feed-reader';

let stream: LocalEventStream;

beforeAll(async () => {
  await seededStore('small-data.json', { stream: true });
  stream = await startLocalEventStream({ dynamodb, tableName: config.tableName, pollMs: 20 });
});

afterAll(async () => {
  await stream.stop();
});

/**
 * DynamoDB Local's GetRecords answers an empty map as `{}`, without its `M`
 * (amazon-dynamodb-local-samples#37; the service and GetItem keep it). An
 * import's record starts with `counts: {}`: the local stream read it as no
 * value, failed it again and again, and published nothing after it.
 */
test('a change after an item with an empty map is published', async () => {
  await documentClient.send(
    new PutCommand({
      TableName: config.tableName,
      Item: { pk: 'EMPTY#1', sk: 'EMPTY', entity: 'EMPTY', data: { counts: {}, nested: { none: {} } } },
    }),
  );
  const put = await invoke('putCustomer', {
    pathParameters: { customerId: 'C-1' },
    body: { id: 'C-1', name: 'Acme Foods Renamed' },
  });
  expect(put.status).toBe(200);
  const deadline = Date.now() + 5_000;
  let types: string[] = [];
  while (!types.includes('master-data.updated') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    types = (await readFeedFrom(undefined)).items.map((item) => item.type);
  }
  expect(types).toEqual(['master-data.updated']);
});
