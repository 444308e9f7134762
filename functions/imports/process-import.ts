import type { Context, SQSRecord } from 'aws-lambda';
import { enqueueImport, readImportMessage } from '#shared/imports/import-queue';
import { runImport } from '#shared/imports/run-import';
import { logger } from '#shared/observability/logger';
import { observedHandler } from '#shared/observability/observed-handler';
import type { AttemptOutcome } from '#shared/queues/attempt';
import { sqsConsumer } from '#shared/queues/sqs-consumer';

/** Time left when a run stops at a checkpoint and hands the rest of its file to the next delivery. */
const STOP_BEFORE_END_MS = 60_000;

let currentContext: Context | undefined;

async function processMessage(record: SQSRecord): Promise<AttemptOutcome> {
  const message = readImportMessage(record.body);
  if (message === undefined) {
    logger.error('unreadable import message', { messageId: record.messageId });
    return 'settled';
  }
  const keepGoing = () =>
    (currentContext?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY) > STOP_BEFORE_END_MS;
  // Past one function's time the import goes on in the next message, from its checkpoint.
  if ((await runImport(message.importId, { keepGoing })) === 'continue')
    await enqueueImport(message.importId);
  return 'settled';
}

const consume = sqsConsumer(processMessage, { inParallel: false, failure: 'import run failed' });

/**
 * Runs imports from the import queue, one after another. A run that throws
 * (the store or the bucket failed, the function crashed) is delivered again
 * and resumes from the import's checkpoint.
 */
export const handler = observedHandler(
  // The queue too: a run past its time must reach SQS, never the in-process queue of a function that ends.
  ['TABLE_NAME', 'DROP_BUCKET', 'IMPORT_QUEUE_URL'],
  (event: Parameters<typeof consume>[0], context: Context) => {
    currentContext = context;
    return consume(event, context);
  },
);
