import type { DynamoDBRecord } from 'aws-lambda';
import { recordsOf, setAsideBatchOf, setAsideKeyOf } from '#tools/events/set-aside-batches';

const record = (sequence: string, bytes?: Uint8Array): DynamoDBRecord =>
  ({
    eventName: 'INSERT',
    dynamodb: {
      SequenceNumber: sequence,
      NewImage: { pk: { S: 'A' }, ...(bytes && { payload: { B: bytes } }) },
    },
  }) as unknown as DynamoDBRecord;

test("a set-aside batch reads back as its records, binary values as Lambda's base64 text", () => {
  const batch = setAsideBatchOf([record('1', new Uint8Array([1, 2, 3])), record('2')], {
    shardId: 'shardId-1',
    attempts: 11,
  });
  expect(batch.DDBStreamBatchInfo).toMatchObject({
    shardId: 'shardId-1',
    startSequenceNumber: '1',
    endSequenceNumber: '2',
    batchSize: 2,
  });
  expect(batch.requestContext).toEqual({ condition: 'RetryAttemptsExhausted', approximateInvokeCount: 11 });
  const [first, second] = recordsOf(JSON.stringify(batch));
  expect(first?.dynamodb?.NewImage?.payload).toEqual({ B: 'AQID' });
  expect(second?.dynamodb?.SequenceNumber).toBe('2');
});

test("Lambda's layout of keys: aws/lambda/<mapping>/<shard>/<yyyy>/<mm>/<dd>/<time>-<id>", () => {
  const batch = { ...setAsideBatchOf([record('1')], { shardId: 'shardId-9', attempts: 1 }) };
  batch.timestamp = '2026-11-24T14:05:06.789Z';
  expect(setAsideKeyOf(batch, 'uuid-1')).toMatch(
    /^aws\/lambda\/uuid-1\/shardId-9\/2026\/11\/24\/2026-11-24T14\.05\.06\.789Z-[0-9a-f-]{36}$/,
  );
});

test.each([
  ['payload as JSON text', { payload: JSON.stringify({ Records: [record('7')] }) }],
  ['payload as an object', { payload: { Records: [record('7')] } }],
  [
    'payload as base64 JSON',
    { payload: Buffer.from(JSON.stringify({ Records: [record('7')] })).toString('base64') },
  ],
  ['requestPayload', { requestPayload: { Records: [record('7')] } }],
])('reads the batch from %s', (_spelling, body) => {
  expect(recordsOf(JSON.stringify(body)).map((read) => read.dynamodb?.SequenceNumber)).toEqual(['7']);
});

test.each([
  ['not JSON', 'not json', 'not JSON'],
  [
    'no payload: a pointer only, as SQS destinations get',
    JSON.stringify({ DDBStreamBatchInfo: {} }),
    'no payload',
  ],
  ['a payload without records', JSON.stringify({ payload: '{"hello":1}' }), 'no payload'],
])('refuses %s, saying why', (_case, text, message) => {
  expect(() => recordsOf(text)).toThrow(message);
});
