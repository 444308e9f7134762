import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { handler } from '#functions/images/process-submission';
import { getSubmission } from '#shared/data/documents';
import { QUEUE_ATTEMPTS } from '#shared/documents/submission-queue';
import { localLambdaContext } from '#tools/dev-server/lambda-context';
import { seededStore } from '../../support/seed';
import { recordPendingSubmission } from './support/submissions';

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

test('a settled submission delivered again, or an unreadable message, is dropped', async () => {
  expect(await invokeProcessor(delivery(message('interrupted'), 1))).toEqual({ batchItemFailures: [] });
  expect(await invokeProcessor(delivery('not json', 1))).toEqual({ batchItemFailures: [] });
  expect((await getSubmission('interrupted'))?.status).toBe('failed');
});
