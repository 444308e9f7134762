import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { handler } from '#functions/imports/process-import';
import { encodeEventKey } from '#shared/aws/s3-events';
import { readSyncObject } from '#shared/imports/sync-folder';
import { localLambdaContext } from '#tools/dev-server/lambda-context';
import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';
import { dataSnapshot, dropBucket, dropFile, importSnapshot } from './support';

/**
 * The import worker as Lambda's SQS source invokes it in AWS, given the
 * messages S3 puts on the import queue for objects created under sync/.
 */
beforeAll(async () => {
  await seededStore('small-data.json');
});

const delivery = (body: string, receiveCount = 1): SQSEvent => ({
  Records: [
    {
      messageId: `message-${receiveCount}`,
      body,
      attributes: { ApproximateReceiveCount: String(receiveCount) },
    } as unknown as SQSRecord,
  ],
});

/** The worker's time in AWS (IMPORT_WORKER_TIMEOUT): a small file ends within one delivery. */
const WORKER_TIMEOUT_MS = 5 * 60_000;

const invokeWorker = (event: SQSEvent) =>
  handler(event, localLambdaContext('import-worker', 'test-invocation', WORKER_TIMEOUT_MS));

/** The message S3 sends for one object created at `key` (written as stored). */
function notification(key: string, sequencer = '0062E9D5C3A1B2C3D4') {
  const record = {
    eventVersion: '2.1',
    eventSource: 'aws:s3',
    eventName: 'ObjectCreated:Put',
    s3: {
      bucket: { name: dropBucket() },
      object: { key: encodeEventKey(key), size: 120, eTag: 'e1', sequencer },
    },
  };
  const reading = readSyncObject(record, dropBucket());
  return {
    body: JSON.stringify({ Records: [record] }),
    importId: reading.kind === 'import' ? reading.importId : '',
  };
}

test('an object created under sync/ is recorded as an import and run in the same delivery; delivered again, nothing more', async () => {
  const key = 'sync/from s3.json';
  await dropFile(key, { customers: [{ id: 'C-80', name: 'Notified' }] });
  const { body, importId } = notification(key);
  expect(await invokeWorker(delivery(body))).toEqual({ batchItemFailures: [] });
  const imported = await invoke('getImport', { pathParameters: { importId } });
  expect(imported.body).toMatchObject({
    status: 'completed',
    fileKey: key,
    counts: { customers: { created: 1, updated: 0, unchanged: 0, refused: 0 } },
  });

  const before = { data: await dataSnapshot(), imports: await importSnapshot() };
  expect(await invokeWorker(delivery(body, 2))).toEqual({ batchItemFailures: [] });
  expect({ data: await dataSnapshot(), imports: await importSnapshot() }).toEqual(before);
});

test("a refused key, S3's test message and an unreadable message start nothing and are not retried", async () => {
  const before = await importSnapshot();
  const messages = [
    notification('sync/notes.txt').body,
    notification('sync/../escape.json').body,
    JSON.stringify({ Service: 'Amazon S3', Event: 's3:TestEvent', Bucket: dropBucket() }),
    'not json',
  ];
  for (const body of messages) expect(await invokeWorker(delivery(body))).toEqual({ batchItemFailures: [] });
  expect(await importSnapshot()).toEqual(before);
});
