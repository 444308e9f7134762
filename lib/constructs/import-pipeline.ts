import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { EventType, type IBucket } from 'aws-cdk-lib/aws-s3';
import { SqsDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ApiFunction, type ServiceEnvironment } from '#lib/constructs/api-function';
import { deadLetterQueue } from '#lib/constructs/dead-letter-queue';
import { grantObjects, grantSend, grantTable } from '#lib/grants';
import { deadLettersAlarm } from '#lib/monitoring/alarms';
import { runbook } from '#lib/monitoring/runbook';
import { SYNC_PREFIX } from '#shared/documents/upload-keys';

/** The import worker's module, relative to the project root. */
export const IMPORT_WORKER_HANDLER = 'functions/imports/process-import.ts';

/**
 * How long one delivery of an import may run. The worker stops at a checkpoint a
 * minute before its end and hands the rest of the file to the next message
 * (functions/imports/process-import.ts), so this is well above that minute.
 */
export const IMPORT_WORKER_TIMEOUT = Duration.minutes(5);

/** Imports running at once, at most: each writes record after record to the table. */
export const IMPORT_WORKER_MAX_CONCURRENCY = 2;

/** Receives before an import message is given up on and parked in the dead-letter queue. */
export const IMPORT_MAX_RECEIVE_COUNT = 5;

/** How long an import waiting for the worker stays in the queue. */
export const IMPORT_RETENTION_DAYS = 4;

export interface ImportPipelineProps {
  readonly table: ITableV2;
  readonly dropBucket: IBucket;
  /** The drop bucket as the stack sets its event notifications (`DocumentPipeline.dropBucketNotifications`). */
  readonly dropBucketNotifications: IBucket;
  /** Everything the worker's environment needs except the import queue, which is created here. */
  readonly environment: ServiceEnvironment;
  /**
   * Retention of the worker's log group.
   * @default RetentionDays.ONE_MONTH
   */
  readonly logRetention?: RetentionDays;
}

/**
 * The asynchronous half of `POST /imports`: the import queue, its dead-letter
 * queue, and the worker that reads the data file from the drop bucket and
 * applies its records. The API function only records the import and enqueues it.
 * The sync folder's notifications arrive on the same queue.
 */
export class ImportPipeline extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly worker: ApiFunction;
  /** An import message parked in the dead-letter queue: that import stopped where its checkpoint is. */
  readonly deadLettersAlarm: Alarm;

  constructor(scope: Construct, id: string, props: ImportPipelineProps) {
    super(scope, id);

    this.deadLetterQueue = deadLetterQueue(this);
    this.queue = new Queue(this, 'ImportQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // AWS's rule for Lambda sources: at least six times the function timeout,
      // so a message isn't redelivered while a run is still going.
      visibilityTimeout: Duration.seconds(6 * IMPORT_WORKER_TIMEOUT.toSeconds()),
      // A run that throws is delivered again after the visibility timeout and resumes from its checkpoint.
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: IMPORT_MAX_RECEIVE_COUNT },
      retentionPeriod: Duration.days(IMPORT_RETENTION_DAYS),
    });

    this.worker = new ApiFunction(this, 'Worker', {
      entry: IMPORT_WORKER_HANDLER,
      description: 'Runs bulk imports from the import queue',
      environment: { ...props.environment, importQueueUrl: this.queue.queueUrl },
      timeout: IMPORT_WORKER_TIMEOUT,
      logRetention: props.logRetention,
      // As many as the event source runs at once: imports never take the API's concurrency.
      reservedConcurrency: IMPORT_WORKER_MAX_CONCURRENCY,
    });
    this.worker.live.addEventSource(
      // One import per invocation: the worker runs them one after another anyway.
      new SqsEventSource(this.queue, {
        batchSize: 1,
        reportBatchItemFailures: true,
        maxConcurrency: IMPORT_WORKER_MAX_CONCURRENCY,
      }),
    );

    // The sync folder: S3 notifies the import queue of each object created under sync/, and the
    // worker records and runs its import (functions/imports/process-import.ts).
    props.dropBucketNotifications.addEventNotification(
      EventType.OBJECT_CREATED,
      new SqsDestination(this.queue),
      { prefix: SYNC_PREFIX },
    );

    // Data files are named by the request: any key of the drop bucket, read only.
    grantObjects(this.worker.lambda, 's3:GetObject', [props.dropBucket.arnForObjects('*')]);
    grantTable(this.worker.lambda, props.table, 'write');
    // A run past one function's time goes on in a new message of its own queue.
    grantSend(this.worker.lambda, this.queue);

    this.deadLettersAlarm = deadLettersAlarm(
      this,
      'DeadLetters',
      this.deadLetterQueue,
      runbook(
        'import-dead-letters',
        'An import run failed on every receive and was parked in the dead-letter queue; ' +
          'the message names the import, which stays where its checkpoint is.',
      ),
    );
  }
}
