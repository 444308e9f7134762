import type { Context, SQSRecord } from 'aws-lambda';
import type { S3EventRecord } from '#shared/aws/s3-events';
import { config } from '#shared/config';
import { enqueueImport, readImportMessage } from '#shared/imports/import-queue';
import { runImport } from '#shared/imports/run-import';
import { startSyncImport } from '#shared/imports/sync-folder';
import { logger } from '#shared/observability/logger';
import { observedHandler } from '#shared/observability/observed-handler';
import type { AttemptOutcome } from '#shared/queues/attempt';
import { sqsConsumer } from '#shared/queues/sqs-consumer';

/** Time left when a run stops at a checkpoint and hands the rest of its file to the next delivery. */
const STOP_BEFORE_END_MS = 60_000;

let currentContext: Context | undefined;

/** Runs an import; past one function's time it goes on in the next message, from its checkpoint. */
async function run(importId: string): Promise<void> {
  const keepGoing = () =>
    (currentContext?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY) > STOP_BEFORE_END_MS;
  if ((await runImport(importId, { keepGoing })) === 'continue') await enqueueImport(importId);
}

/**
 * Data files written under the drop bucket's sync/, each recorded as an
 * import and run in this same delivery: a redelivered message names the same
 * imports, which resume from their checkpoints (or are done already).
 */
async function importSyncedObjects(records: readonly S3EventRecord[]): Promise<void> {
  for (const record of records) {
    const importId = await startSyncImport(record, config.dropBucket);
    if (importId !== undefined) await run(importId);
  }
}

async function processMessage(record: SQSRecord): Promise<AttemptOutcome> {
  const message = readImportMessage(record.body);
  switch (message?.kind) {
    case 'import':
      await run(message.importId);
      return 'settled';
    case 'objects-created':
      await importSyncedObjects(message.records);
      return 'settled';
    case 's3-test':
      return 'settled';
    case undefined:
      logger.error('unreadable import message', { messageId: record.messageId });
      return 'settled';
  }
}

const consume = sqsConsumer(processMessage, { inParallel: false, failure: 'import run failed' });

/**
 * Runs imports from the import queue, one after another: those `POST /imports`
 * recorded, and data files S3 reports written under sync/. A run that throws
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
