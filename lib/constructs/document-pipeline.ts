import { Aws, Duration, Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Bucket, EventType, type IBucket } from 'aws-cdk-lib/aws-s3';
import { SqsDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { ApiFunction, type ServiceEnvironment } from '#lib/constructs/api-function';
import { deadLetterQueue } from '#lib/constructs/dead-letter-queue';
import { grantObjects, grantTable, objectsOfBucketNamed } from '#lib/grants';
import { INBOX_PREFIX } from '#shared/documents/upload-keys';

/** The submission processor's module, relative to the project root. */
/** Processors running at once, at most (SQS event source maximum concurrency, 2 to 1000). */
export const PROCESSOR_MAX_CONCURRENCY = 10;
/** How long an unprocessed submission stays in the queue. */
export const SUBMISSION_RETENTION_DAYS = 4;

export const PROCESSOR_HANDLER = 'functions/images/process-submission.ts';

/** How long one submission may take: up to 25 MiB per page, several pages, retried downloads. */
export const PROCESSOR_TIMEOUT = Duration.seconds(60);

/** Receives before a submission is given up on and parked in the dead-letter queue. */
export const MAX_RECEIVE_COUNT = 5;

export interface DocumentPipelineProps {
  readonly table: ITableV2;
  readonly documentsBucket: IBucket;
  readonly dropBucket: IBucket;
  /**
   * Buckets besides the drop bucket the processor may copy from, by name.
   * @default []
   */
  readonly extraSourceBuckets?: readonly string[];
  /** KMS keys of the extra buckets: decrypt through S3 only. */
  readonly extraSourceKeys?: readonly string[];
  /** Everything the processor's environment needs except the queue, which is created here. */
  readonly environment: Omit<ServiceEnvironment, 'submissionQueueUrl'>;
  /**
   * Retention of the processor's log group.
   * @default RetentionDays.ONE_MONTH
   */
  readonly logRetention?: RetentionDays;
}

/**
 * The asynchronous half of `POST /images`: the submission queue, its dead-letter
 * queue, and the processor that copies or downloads each page into the documents
 * bucket. The API function only enqueues; it never touches document bytes. The
 * drop folder's notifications arrive on the same queue.
 */
export class DocumentPipeline extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly processor: ApiFunction;
  /**
   * The drop bucket as this stack sets its event notifications. Every
   * notification of the bucket is added to it, so that one resource writes
   * them all: two would each replace the bucket's configuration.
   */
  readonly dropBucketNotifications: IBucket;

  constructor(scope: Construct, id: string, props: DocumentPipelineProps) {
    super(scope, id);

    this.deadLetterQueue = deadLetterQueue(this, PROCESSOR_TIMEOUT);

    this.queue = new Queue(this, 'SubmissionQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // AWS's rule for Lambda sources: at least six times the function timeout,
      // so a message isn't redelivered while an attempt (with its retries) runs.
      visibilityTimeout: Duration.seconds(6 * PROCESSOR_TIMEOUT.toSeconds()),
      // Each failed receive waits out the visibility timeout before the next:
      // that is the backoff between attempts.
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: MAX_RECEIVE_COUNT },
      // Stated rather than left to the default; shorter than the dead-letter queue's, as SQS
      // keeps a message's first enqueue time when it moves it there.
      retentionPeriod: Duration.days(SUBMISSION_RETENTION_DAYS),
    });

    this.processor = new ApiFunction(this, 'Processor', {
      entry: PROCESSOR_HANDLER,
      description: 'Processes document submissions from the submission queue',
      environment: { ...props.environment, submissionQueueUrl: this.queue.queueUrl },
      timeout: PROCESSOR_TIMEOUT,
      logRetention: props.logRetention,
      // As many as the event source runs at once: submissions never take the API's concurrency.
      reservedConcurrency: PROCESSOR_MAX_CONCURRENCY,
    });
    this.processor.live.addEventSource(
      // One submission per invocation: a failure or timeout affects only that one.
      // At most this many processors at once: a burst of submissions waits in the queue
      // instead of taking the account's concurrency (or the partner servers) with it.
      new SqsEventSource(this.queue, {
        batchSize: 1,
        reportBatchItemFailures: true,
        maxConcurrency: PROCESSOR_MAX_CONCURRENCY,
      }),
    );
    // What reaches the dead-letter queue is still pending: the processor marks it failed.
    this.processor.live.addEventSource(
      new SqsEventSource(this.deadLetterQueue, { batchSize: 1, reportBatchItemFailures: true }),
    );

    const sources = [
      props.dropBucket.arnForObjects('*'),
      ...(props.extraSourceBuckets ?? []).map(objectsOfBucketNamed),
    ];
    grantObjects(this.processor.lambda, 's3:GetObject', sources);
    grantObjects(this.processor.lambda, 's3:PutObject', [props.documentsBucket.arnForObjects('*')]);
    if (props.extraSourceKeys?.length) {
      this.processor.lambda.addToRolePolicy(
        new PolicyStatement({
          actions: ['kms:Decrypt'],
          resources: [...props.extraSourceKeys],
          // Only to read the partners' objects, never to decrypt anything else with those keys.
          conditions: { StringEquals: { 'kms:ViaService': `s3.${Aws.REGION}.amazonaws.com` } },
        }),
      );
    }
    grantTable(this.processor.lambda, props.table, 'write');

    // The drop folder: S3 notifies the queue of each object created under inbox/. Configured on
    // the bucket as imported here, so that the stateful stack never depends on this one.
    this.dropBucketNotifications = Bucket.fromBucketName(this, 'DropFolder', props.dropBucket.bucketName);
    this.dropBucketNotifications.addEventNotification(
      EventType.OBJECT_CREATED,
      new SqsDestination(this.queue),
      { prefix: INBOX_PREFIX },
    );
    const notificationsHandler = Stack.of(this).node.children.find((child) =>
      child.node.id.startsWith('BucketNotificationsHandler'),
    );
    if (notificationsHandler) {
      NagSuppressions.addResourceSuppressions(
        notificationsHandler,
        [
          {
            id: 'AwsSolutions-IAM4',
            reason:
              "CDK's handler that sets the drop folder's notification at deploy time writes its logs with the basic execution role.",
            appliesTo: [
              'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
            ],
          },
        ],
        true,
      );
    }
  }
}
