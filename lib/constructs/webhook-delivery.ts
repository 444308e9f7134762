import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ApiFunction, type ServiceEnvironment } from '#lib/constructs/api-function';
import { deadLetterQueue } from '#lib/constructs/dead-letter-queue';
import { deadLettersAlarm } from '#lib/monitoring/alarms';
import { runbook } from '#lib/monitoring/runbook';
import { EVERY_DELIVERY_COUNTER, EVERY_WEBHOOK_PARTITION } from '#shared/webhooks/keys';
import { AWS_ATTEMPTS } from '#shared/webhooks/retry-policy';

/** The delivery function's module, relative to the project root. */
export const DELIVERY_HANDLER = 'functions/webhooks/deliver-webhooks.ts';

/** A batch's deliveries go out at once: the 15 s a receiver has to answer, DNS and the records' writes. */
export const DELIVERY_TIMEOUT = Duration.seconds(30);

/**
 * Receives before a delivery is parked in the dead-letter queue: one more than
 * its attempts, so that a last attempt that dies unsettled (a timeout) leaves
 * one delivery to record it failed.
 */
export const DELIVERY_MAX_RECEIVE_COUNT = AWS_ATTEMPTS + 1;

/** Delivery functions running at once, at most: a burst of events waits in the queue. */
export const DELIVERY_MAX_CONCURRENCY = 20;

/** How long the delivery queue keeps a message: longer than the whole retry schedule (about 17.6 hours), with room for a backlog. */
export const DELIVERY_QUEUE_RETENTION_DAYS = 4;

/** Partitions of the webhook items (shared/webhooks/store.ts): subscriptions, deliveries, listeners. */
const WEBHOOK_PARTITIONS = [...EVERY_WEBHOOK_PARTITION];

export interface WebhookDeliveryProps {
  readonly table: ITableV2;
  /** Where the service's resources are; the delivery queue is added here. */
  readonly environment: ServiceEnvironment;
  /**
   * Retention of the delivery function's log group.
   * @default RetentionDays.ONE_MONTH
   */
  readonly logRetention?: RetentionDays;
}

/**
 * Webhook deliveries in AWS: the delivery queue, its dead-letter queue and
 * alarm, and the function that sends each delivery, signed, to its
 * subscription. Whoever fans events out (the table's stream consumer) gets
 * `grantQueueDeliveries` and `queueDeliveriesEnvironment`.
 */
export class WebhookDelivery extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly deliverer: ApiFunction;
  /** A delivery parked in the dead-letter queue. */
  readonly deadLettersAlarm: Alarm;
  /** What a function calling `queueWebhookDeliveries` needs in its environment. */
  readonly queueDeliveriesEnvironment: Readonly<Record<'WEBHOOK_QUEUE_URL', string>>;
  readonly #table: ITableV2;

  constructor(scope: Construct, id: string, props: WebhookDeliveryProps) {
    super(scope, id);
    this.#table = props.table;

    this.deadLetterQueue = deadLetterQueue(this);
    this.queue = new Queue(this, 'DeliveryQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // What a delivery that dies without settling waits; a failed attempt sets its own backoff
      // (ChangeMessageVisibility, up to the schedule's longest delay).
      visibilityTimeout: Duration.seconds(6 * DELIVERY_TIMEOUT.toSeconds()),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: DELIVERY_MAX_RECEIVE_COUNT },
      retentionPeriod: Duration.days(DELIVERY_QUEUE_RETENTION_DAYS),
    });
    this.queueDeliveriesEnvironment = { WEBHOOK_QUEUE_URL: this.queue.queueUrl };

    this.deliverer = new ApiFunction(this, 'Deliverer', {
      entry: DELIVERY_HANDLER,
      description: 'Sends webhook deliveries from the delivery queue',
      environment: props.environment,
      timeout: DELIVERY_TIMEOUT,
      logRetention: props.logRetention,
      // As many as the event source runs at once: the deliverer never takes the API's concurrency.
      reservedConcurrency: DELIVERY_MAX_CONCURRENCY,
      // It waits on receivers, not on its CPU: half the default memory halves its GB-seconds, and its
      // cold starts delay no caller. Each attempt's time and answer are in the delivery's record: no traces.
      memorySize: 512,
      traced: false,
    });
    for (const [name, value] of Object.entries(this.queueDeliveriesEnvironment)) {
      this.deliverer.lambda.addEnvironment(name, value);
    }
    this.deliverer.live.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: 10,
        reportBatchItemFailures: true,
        maxConcurrency: DELIVERY_MAX_CONCURRENCY,
      }),
    );
    // Reads the delivery and its subscription, records the attempt: nothing else of the table.
    this.#grantWebhookItems(this.deliverer.lambda, ['dynamodb:GetItem', 'dynamodb:UpdateItem']);

    this.deadLettersAlarm = deadLettersAlarm(
      this,
      'DeadLetters',
      this.deadLetterQueue,
      runbook(
        'webhook-dead-letters',
        'A webhook delivery died unsettled on every receive and was parked in the dead-letter queue; ' +
          'the message names the subscription and the event.',
      ),
    );
  }

  /**
   * What `queueWebhookDeliveries` (shared/webhooks/fan-out.ts) does: query the
   * listeners of an event type, put (and read back) delivery records with
   * their lookups by id, move each subscription's delivery counter, and send
   * to the delivery queue. Give the grantee `queueDeliveriesEnvironment` too.
   */
  grantQueueDeliveries(grantee: IGrantable): void {
    this.#grantWebhookItems(grantee, ['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:GetItem']);
    // Each recording reads its subscription's delivery counter and moves it on (shared/data/rank-counter.ts).
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:PutItem'],
        resources: [this.#table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [EVERY_DELIVERY_COUNTER] } },
      }),
    );
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.queue.queueArn] }),
    );
  }

  /** Item actions on the table, limited to the webhook partitions. */
  #grantWebhookItems(grantee: IGrantable, actions: string[]): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions,
        resources: [this.#table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': WEBHOOK_PARTITIONS } },
      }),
    );
  }
}
