import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { type ITableV2, Table } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { ApiFunction, type ServiceEnvironment } from '#lib/constructs/api-function';
import { deadLetterQueue } from '#lib/constructs/dead-letter-queue';
import type { WebhookDelivery } from '#lib/constructs/webhook-delivery';
import { deadLettersAlarm } from '#lib/monitoring/alarms';

/** The stream consumer's module, relative to the project root. */
export const PUBLISHER_HANDLER = 'functions/events/publish-events.ts';

/** Records per invocation: a batch's events go to EventBridge 10 at a time and to webhooks at once. */
export const STREAM_BATCH_SIZE = 100;

/** A batch of 100 changes: their events to the bus and their webhook deliveries recorded and queued. */
export const PUBLISHER_TIMEOUT = Duration.seconds(60);

/** Attempts of a failing batch (halved each time) before its records are set aside in the dead-letter queue. */
export const STREAM_RETRY_ATTEMPTS = 10;

export interface EventPublishingProps {
  readonly table: ITableV2;
  readonly webhooks: WebhookDelivery;
  readonly environment: ServiceEnvironment;
  /**
   * Retention of the consumer's log group.
   * @default RetentionDays.ONE_MONTH
   */
  readonly logRetention?: RetentionDays;
}

/**
 * Outbound events from committed writes: the table's stream, read by one
 * function that derives the events of each change, puts them on the stack's
 * bus (source `tms.api`, detail-type the event type) and queues their webhook
 * deliveries. A batch that keeps failing is split until the failing record is
 * alone, then set aside in a dead-letter queue with an alarm: the stream goes on.
 */
export class EventPublishing extends Construct {
  readonly bus: EventBus;
  readonly publisher: ApiFunction;
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
        reason: "It is a dead-letter queue: the failure destination of the stream's event source mapping.",
      },
    ]);

    this.publisher = new ApiFunction(this, 'Publisher', {
      entry: PUBLISHER_HANDLER,
      description: "Publishes outbound events from the table's stream",
      environment: props.environment,
      timeout: PUBLISHER_TIMEOUT,
      logRetention: props.logRetention,
    });
    const environment = {
      EVENT_BUS_NAME: this.bus.eventBusName,
      ...props.webhooks.queueDeliveriesEnvironment,
    };
    for (const [name, value] of Object.entries(environment))
      this.publisher.lambda.addEnvironment(name, value);

    // The table comes from the stateful stack as a TableV2; the event source takes the stream by ARN.
    const streamTable = Table.fromTableAttributes(this, 'StreamOf', {
      tableArn: props.table.tableArn,
      tableStreamArn: props.table.tableStreamArn,
    });
    this.publisher.lambda.addEventSource(
      new DynamoEventSource(streamTable, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: STREAM_BATCH_SIZE,
        maxBatchingWindow: Duration.seconds(0),
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: STREAM_RETRY_ATTEMPTS,
        onFailure: new SqsDlq(this.deadLetterQueue),
      }),
    );
    this.bus.grantPutEventsTo(this.publisher.lambda);
    // Nothing of the table beyond its stream and the webhook items: changes arrive whole in the records.
    props.webhooks.grantQueueDeliveries(this.publisher.lambda);

    this.deadLettersAlarm = deadLettersAlarm(
      this,
      'DeadLetters',
      this.deadLetterQueue,
      'A committed change could not be published after every attempt: its events went neither to the bus ' +
        'nor to webhooks. The message names the stream records (shard and sequence numbers) to replay.',
    );
  }
}
