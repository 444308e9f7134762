import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { handler } from '#functions/images/process-submission';
import { encodeEventKey } from '#shared/aws/s3-events';
import { getCurrentDocument, getSubmission } from '#shared/documents/store';
import { QUEUE_ATTEMPTS } from '#shared/documents/submission-queue';
import { localLambdaContext } from '#tools/dev-server/lambda-context';
import { pdfPage } from '../../support/document-pages';
import { seededStore } from '../../support/seed';
import { failingDynamoDbCalls } from '../../support/store-faults';
import { dropPages } from './support/store';
import { eventsOfChange, recordPendingSubmission } from './support/submissions';

beforeAll(async () => {
  await seededStore('documents-data.json');
});

/** A pending submission whose only page never arrives: each attempt fails and may be retried. */
async function pendingSubmission(id: string): Promise<void> {
  await recordPendingSubmission({
    id,
    source: { kind: 'bucket', bucket: process.env.DROP_BUCKET ?? '', keys: ['not-there-yet.tif'] },
  });
}

/** The event Lambda's SQS source sends, for the delivery `receiveCount` of a submission. */
function delivery(body: string, receiveCount: number): SQSEvent {
  const record = {
    messageId: `message-${receiveCount}`,
    body,
    attributes: { ApproximateReceiveCount: String(receiveCount) },
  } as unknown as SQSRecord;
  return { Records: [record] };
}

const message = (submissionId: string) => JSON.stringify({ submissionId });

/** Invokes the processor as Lambda's SQS source does, context included. */
const invokeProcessor = (event: SQSEvent) =>
  handler(event, localLambdaContext('processor', 'test-invocation'));

test('a failed attempt is handed back to the queue until the last one, which marks the submission failed', async () => {
  await pendingSubmission('queued');

  for (let receive = 1; receive < QUEUE_ATTEMPTS; receive += 1) {
    expect(await invokeProcessor(delivery(message('queued'), receive))).toEqual({
      batchItemFailures: [{ itemIdentifier: `message-${receive}` }],
    });
    expect((await getSubmission('queued'))?.status).toBe('pending');
  }
  expect(await invokeProcessor(delivery(message('queued'), QUEUE_ATTEMPTS))).toEqual({
    batchItemFailures: [],
  });
  expect(await getSubmission('queued')).toMatchObject({
    status: 'failed',
    reason: expect.stringMatching(new RegExp(`^Page 1: .* Gave up after ${QUEUE_ATTEMPTS} attempts\\.$`)),
  });
});

test('a delivery after the last attempt marks a submission still pending as failed without processing it', async () => {
  await pendingSubmission('interrupted');
  expect(await invokeProcessor(delivery(message('interrupted'), QUEUE_ATTEMPTS + 1))).toEqual({
    batchItemFailures: [],
  });
  expect(await getSubmission('interrupted')).toMatchObject({
    status: 'failed',
    reason: `Processing did not finish in ${QUEUE_ATTEMPTS} attempts.`,
  });
});

describe('the dead-letter queue, which the processor also consumes', () => {
  /** A message the dead-letter queue delivers: SQS names the queue it came from; its receive count may start over. */
  const parked = (body: string, receiveCount = 1): SQSEvent => {
    const event = delivery(body, receiveCount);
    Object.assign(event.Records[0]!.attributes, {
      DeadLetterQueueSourceArn: 'arn:aws:sqs:us-east-1:123456789012:tms-submissions',
    });
    return event;
  };

  test('a submission still pending is marked failed with a reason, which sends document.failed', async () => {
    await pendingSubmission('parked');
    const events = await eventsOfChange('parked', async () => {
      expect(await invokeProcessor(parked(message('parked')))).toEqual({ batchItemFailures: [] });
    });
    const reason = `Processing did not finish in ${QUEUE_ATTEMPTS} attempts.`;
    expect(await getSubmission('parked')).toMatchObject({ status: 'failed', reason });
    expect(events.map((event) => [event.type, event.data.reason])).toEqual([['document.failed', reason]]);
  });

  test('while the store does not answer, the message stays to be delivered again', async () => {
    await pendingSubmission('parked-in-outage');
    const outage = failingDynamoDbCalls('UpdateItemCommand', {
      inputIncludes: 'parked-in-outage',
      times: 1,
    });
    try {
      expect(await invokeProcessor(parked(message('parked-in-outage')))).toEqual({
        batchItemFailures: [{ itemIdentifier: 'message-1' }],
      });
    } finally {
      outage.remove();
    }
    expect((await getSubmission('parked-in-outage'))?.status).toBe('pending');
    expect(await invokeProcessor(parked(message('parked-in-outage'), 2))).toEqual({ batchItemFailures: [] });
    expect((await getSubmission('parked-in-outage'))?.status).toBe('failed');
  });

  test('a settled submission is left as it was, and sends nothing', async () => {
    await recordPendingSubmission({
      id: 'parked-settled',
      status: 'completed',
      source: { kind: 'bucket', bucket: process.env.DROP_BUCKET ?? '', keys: ['done.pdf'] },
    });
    const events = await eventsOfChange('parked-settled', async () => {
      expect(await invokeProcessor(parked(message('parked-settled')))).toEqual({ batchItemFailures: [] });
    });
    expect((await getSubmission('parked-settled'))?.status).toBe('completed');
    expect(events).toEqual([]);
  });
});

test('a settled submission delivered again, or an unreadable message, is dropped', async () => {
  expect(await invokeProcessor(delivery(message('interrupted'), 1))).toEqual({ batchItemFailures: [] });
  expect(await invokeProcessor(delivery('not json', 1))).toEqual({ batchItemFailures: [] });
  expect((await getSubmission('interrupted'))?.status).toBe('failed');
});

describe("S3's notifications of the drop folder", () => {
  /** The message S3 puts on the queue for one object created at `key` (written as stored). */
  const notification = (key: string, sequencer = '0062E9D5C3A1B2C3D4') =>
    JSON.stringify({
      Records: [
        {
          eventVersion: '2.1',
          eventSource: 'aws:s3',
          eventName: 'ObjectCreated:Put',
          s3: {
            bucket: { name: process.env.DROP_BUCKET },
            object: { key: encodeEventKey(key), size: 100, sequencer },
          },
        },
      ],
    });

  test('an object created in the inbox is submitted and processed in the same delivery, once', async () => {
    const key = 'inbox/SHIPMENT/1001/POD/queue scan.pdf';
    await dropPages({ [key]: pdfPage('queue scan') });
    expect(await invokeProcessor(delivery(notification(key), 1))).toEqual({ batchItemFailures: [] });
    const stored = await getCurrentDocument('1001', 'POD');
    const submission = await getSubmission(stored?.submissionId ?? '');
    expect(submission).toMatchObject({
      status: 'completed',
      submittedBy: 'drop-folder',
      source: { keys: [key] },
    });

    // S3 delivers at least once: the same notification names the same, settled submission.
    expect(await invokeProcessor(delivery(notification(key), 2))).toEqual({ batchItemFailures: [] });
    expect((await getCurrentDocument('1001', 'POD'))?.submissionId).toBe(submission?.id);
  });

  test('an object not there yet is retried with the message, and failed on its last attempt', async () => {
    const body = notification('inbox/SHIPMENT/1001/POD/never-arrives.pdf');
    expect(await invokeProcessor(delivery(body, 1))).toEqual({
      batchItemFailures: [{ itemIdentifier: 'message-1' }],
    });
    expect(await invokeProcessor(delivery(body, QUEUE_ATTEMPTS))).toEqual({ batchItemFailures: [] });
  });

  test("a refused key and S3's test message are dropped, not retried", async () => {
    expect(await invokeProcessor(delivery(notification('inbox/SHIPMENT/9999/POD/a.pdf'), 1))).toEqual({
      batchItemFailures: [],
    });
    const testEvent = JSON.stringify({ Service: 'Amazon S3', Event: 's3:TestEvent', Bucket: 'drop' });
    expect(await invokeProcessor(delivery(testEvent, 1))).toEqual({ batchItemFailures: [] });
  });
});
