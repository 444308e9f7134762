import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { type ITableV2, Table } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IEventSourceDlq, IFunction } from 'aws-cdk-lib/aws-lambda';
import { StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  EventType,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { SqsDestination } from 'aws-cdk-lib/aws-s3-notifications';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { ApiFunction, type ServiceEnvironment } from '#lib/constructs/api-function';
import { DEAD_LETTER_RETENTION, deadLetterQueue } from '#lib/constructs/dead-letter-queue';
import type { WebhookDelivery } from '#lib/constructs/webhook-delivery';
import { deadLettersAlarm } from '#lib/monitoring/alarms';
import { runbook } from '#lib/monitoring/runbook';
import type { DataRemovalPolicy } from '#lib/stage-operations';
import { everyFeedPosition, FEED } from '#shared/feed/keys';
import { EVERY_SHIPMENT_PARTITION } from '#shared/shipments/store/partition';

/** The stream consumer's module, relative to the project root. */
export const PUBLISHER_HANDLER = 'functions/events/publish-events.ts';

/** Records per invocation: a batch's events go to EventBridge 10 at a time and to webhooks at once. */
export const STREAM_BATCH_SIZE = 100;

/** A batch of 100 changes: their events to the bus and their webhook deliveries recorded and queued. */
export const PUBLISHER_TIMEOUT = Duration.seconds(60);

/** Attempts of a failing batch (halved each time) before its records are set aside in the dead-letter queue. */
export const STREAM_RETRY_ATTEMPTS = 10;

/**
 * How long a set-aside batch waits to be published again: as long as its
 * notice, and so the alarm, lasts (the notice queue's retention, SQS's longest).
 */
export const SET_ASIDE_RETENTION = DEAD_LETTER_RETENTION;

/** Days a set-aside batch stays recoverable (a noncurrent version) once republished, or expired unpublished. */
export const SET_ASIDE_RECOVERY_DAYS = 30;

/** Functions reading the stream at once, at most: one per shard, with room for shards splitting. */
export const PUBLISHER_RESERVED_CONCURRENCY = 10;

/**
 * The stream's on-failure destination: a bucket, where Lambda writes each
 * failed batch whole. Only what Lambda needs to write there (CDK's own
 * S3OnFailureDestination grants read and delete as well).
 */
class SetAsideDestination implements IEventSourceDlq {
  constructor(private readonly bucket: IBucket) {}

  bind(_target: unknown, handler: IFunction) {
    handler.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:PutObject'], resources: [this.bucket.arnForObjects('*')] }),
    );
    handler.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.bucket.bucketArn] }),
    );
    return { destination: this.bucket.bucketArn };
  }
}

export interface EventPublishingProps {
  readonly table: ITableV2;
  readonly webhooks: WebhookDelivery;
  readonly environment: ServiceEnvironment;
  /**
   * Days the event feed keeps an event (its items' TTL).
   * @default 30
   */
  readonly eventRetentionDays?: number;
  /**
   * Retention of the consumer's log group.
   * @default RetentionDays.ONE_MONTH
   */
  readonly logRetention?: RetentionDays;
  /**
   * Whether the set-aside bucket goes with the stack (emptied first) or stays.
   * @default 'retain'
   */
  readonly removalPolicy?: DataRemovalPolicy;
}

/**
 * Outbound events from committed writes: the table's stream, read by one
 * function that derives the events of each change, puts them on the stack's
 * bus (source `tms.api`, detail-type the event type) and queues their webhook
 * deliveries. A batch that keeps failing is split until the failing record is
 * alone, then set aside whole (the invocation record with the stream records
 * and both their images, from which the same events with the same ids are
 * derived again) in the set-aside bucket, kept until `npm run republish-events`
 * publishes it: the stream goes on, and nothing depends on the stream's 24
 * hours. Each object set aside leaves a notice in a queue, with an alarm.
 */
export class EventPublishing extends Construct {
  readonly bus: EventBus;
  readonly publisher: ApiFunction;
  /** Batches that failed every attempt, whole, until republished. */
  readonly setAsideBucket: Bucket;
  /** One notice (an S3 event) per object set aside: what the alarm counts and the command clears. */
  readonly deadLetterQueue: Queue;
  /** A change whose events could not be published after every attempt. */
  readonly deadLettersAlarm: Alarm;

  constructor(scope: Construct, id: string, props: EventPublishingProps) {
    super(scope, id);
    this.bus = new EventBus(this, 'Bus', { description: 'Outbound events of the TMS API (source tms.api)' });
    this.deadLetterQueue = deadLetterQueue(this);

    NagSuppressions.addResourceSuppressions(this.deadLetterQueue, [
      {
        id: 'AwsSolutions-SQS3',
        reason: 'It is a dead-letter queue: notices of stream batches set aside in the set-aside bucket.',
      },
    ]);
    const destroy = props.removalPolicy === 'destroy';
    this.setAsideBucket = new Bucket(this, 'SetAsideBucket', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      // A batch waits as long as its notice; then, or once the republish command deletes it, it stays
      // recoverable as a noncurrent version SET_ASIDE_RECOVERY_DAYS (docs/operations.md, Republishing).
      versioned: true,
      lifecycleRules: [
        {
          expiration: SET_ASIDE_RETENTION,
          noncurrentVersionExpiration: Duration.days(SET_ASIDE_RECOVERY_DAYS),
        },
        { expiredObjectDeleteMarker: true },
      ],
      removalPolicy: destroy ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
      autoDeleteObjects: destroy,
    });
    NagSuppressions.addResourceSuppressions(this.setAsideBucket, [
      {
        id: 'AwsSolutions-S1',
        reason:
          'Only Lambda writes here (failed stream batches) and only the republish command reads: CloudTrail covers both.',
      },
    ]);
    this.setAsideBucket.addEventNotification(
      EventType.OBJECT_CREATED,
      new SqsDestination(this.deadLetterQueue),
    );

    this.publisher = new ApiFunction(this, 'Publisher', {
      entry: PUBLISHER_HANDLER,
      description: "Publishes outbound events from the table's stream",
      environment: props.environment,
      timeout: PUBLISHER_TIMEOUT,
      logRetention: props.logRetention,
      reservedConcurrency: PUBLISHER_RESERVED_CONCURRENCY,
    });
    const environment = {
      EVENT_BUS_NAME: this.bus.eventBusName,
      EVENT_RETENTION_DAYS: String(props.eventRetentionDays ?? 30),
      ...props.webhooks.queueDeliveriesEnvironment,
    };
    for (const [name, value] of Object.entries(environment))
      this.publisher.lambda.addEnvironment(name, value);

    // The table comes from the stateful stack as a TableV2; the event source takes the stream by ARN.
    const streamTable = Table.fromTableAttributes(this, 'StreamOf', {
      tableArn: props.table.tableArn,
      tableStreamArn: props.table.tableStreamArn,
    });
    // The `live` alias reads the stream, so that a deploy shifts it with the rest (lib/constructs/safe-deploys.ts).
    this.publisher.live.addEventSource(
      new DynamoEventSource(streamTable, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: STREAM_BATCH_SIZE,
        maxBatchingWindow: Duration.seconds(0),
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: STREAM_RETRY_ATTEMPTS,
        onFailure: new SetAsideDestination(this.setAsideBucket),
      }),
    );
    NagSuppressions.addResourceSuppressions(
      this.publisher.lambda,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'Lambda names each set-aside object itself: s3:PutObject on any key of the set-aside bucket only.',
          appliesTo: [{ regex: '/^Resource::<EventPublishingSetAsideBucket[A-F0-9]+\\.Arn>\\/\\*$/g' }],
        },
      ],
      true,
    );
    this.bus.grantPutEventsTo(this.publisher.lambda);
    // Of the table beyond its stream and the webhook items, only the shipments' version records: a
    // record holding only the pages its version wrote is made whole from those it names (one BatchGet).
    props.webhooks.grantQueueDeliveries(this.publisher.lambda);
    this.publisher.lambda.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:BatchGetItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [EVERY_SHIPMENT_PARTITION] } },
      }),
    );

    // The event feed: its one partition (the events and the head every append is conditioned on) and
    // the item of each event's position. A transaction needs each item's action allowed.
    this.publisher.lambda.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:ConditionCheckItem'],
        resources: [props.table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [FEED, everyFeedPosition()] },
        },
      }),
    );

    this.deadLettersAlarm = deadLettersAlarm(
      this,
      'DeadLetters',
      this.deadLetterQueue,
      runbook(
        'events-set-aside',
        'A committed change could not be published after every attempt: its stream batch is kept whole in ' +
          'the set-aside bucket until npm run republish-events publishes its events again, same ids.',
      ),
    );
  }
}
