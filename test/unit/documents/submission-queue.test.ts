import { readQueueMessage } from '#shared/documents/submission-queue';

const created = {
  eventName: 'ObjectCreated:Put',
  s3: { bucket: { name: 'drop' }, object: { key: 'inbox/SHIPMENT/1001/POD/a+b.pdf', sequencer: '0A1B' } },
};

test.each([
  ['{"submissionId":"abc"}', { kind: 'submission', submissionId: 'abc' }],
  ['{"submissionId":""}', undefined],
  ['{"submissionId":7}', undefined],
  ['{"id":"abc"}', undefined],
  ['abc', undefined],
  ['null', undefined],
  [JSON.stringify({ Records: [created] }), { kind: 'objects-created', records: [created] }],
  [JSON.stringify({ Records: [] }), undefined],
  [JSON.stringify({ Records: [created, { eventName: 'ObjectCreated:Put' }] }), undefined],
  [
    JSON.stringify({ Records: [{ ...created, s3: { bucket: { name: 'drop' }, object: { key: 7 } } }] }),
    undefined,
  ],
  [JSON.stringify({ Service: 'Amazon S3', Event: 's3:TestEvent', Bucket: 'drop' }), { kind: 's3-test' }],
])('reads the queue message %s', (body, expected) => {
  expect(readQueueMessage(body)).toEqual(expected);
});
