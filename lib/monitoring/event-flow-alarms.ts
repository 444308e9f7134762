import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { functionErrorsAlarm } from './alarms';
import { runbook } from './runbook';

/** How far behind the stream the publisher may read: far from the stream's 24 hours, long past a normal retry. */
export const ITERATOR_AGE_ALARM_MINUTES = 15;

/**
 * A delivery message is counted in the queue's oldest-message age until SQS
 * has received it three times (5 s, then 5 and 30 minutes of backoff): older
 * than this, the deliverer is not taking deliveries.
 */
export const WEBHOOK_QUEUE_AGE_ALARM_MINUTES = 60;

export interface EventFlowAlarmsProps {
  /** Its rollback alarm reads the version it deploys. */
  readonly publisher: LambdaFunction;
  /** Its rollback alarm reads the version it deploys. */
  readonly deliverer: LambdaFunction;
  readonly webhookQueue: IQueue;
}

/**
 * Alarms on outbound events: the stream publisher falling behind or failing,
 * and webhook deliveries failing or waiting.
 */
export class EventFlowAlarms extends Construct {
  readonly iteratorAge: Alarm;
  readonly publisherErrors: Alarm;
  readonly delivererErrors: Alarm;
  readonly webhookQueueAge: Alarm;

  constructor(scope: Construct, id: string, props: EventFlowAlarmsProps) {
    super(scope, id);

    this.iteratorAge = new Alarm(this, 'StreamIteratorAge', {
      alarmDescription: runbook(
        'stream-iterator-age',
        `The publisher reads the table's stream more than ${ITERATOR_AGE_ALARM_MINUTES} minutes behind for 5 minutes: ` +
          'events are late, and records expire from the stream after 24 hours.',
      ),
      metric: props.publisher.metric('IteratorAge', { statistic: 'Maximum', period: Duration.minutes(1) }),
      threshold: ITERATOR_AGE_ALARM_MINUTES * 60_000,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 5,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    this.publisherErrors = functionErrorsAlarm(
      this,
      'PublisherErrors',
      props.publisher,
      runbook(
        'publisher-errors',
        'The event publisher failed a batch (a crash, a timeout, or a record it could not publish); the stream retries it.',
      ),
    );

    this.delivererErrors = functionErrorsAlarm(
      this,
      'DelivererErrors',
      props.deliverer,
      runbook(
        'deliverer-errors',
        'The webhook deliverer crashed or timed out (a receiver answering badly is not an error); SQS delivers again.',
      ),
    );

    this.webhookQueueAge = new Alarm(this, 'WebhookQueueAge', {
      alarmDescription: runbook(
        'webhook-queue-age',
        `A webhook delivery has waited more than ${WEBHOOK_QUEUE_AGE_ALARM_MINUTES} minutes for its first attempts: ` +
          'the deliverer is failing, throttled or at its concurrency.',
      ),
      metric: props.webhookQueue.metricApproximateAgeOfOldestMessage({
        statistic: 'Maximum',
        period: Duration.minutes(1),
      }),
      threshold: WEBHOOK_QUEUE_AGE_ALARM_MINUTES * 60,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 5,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  all(): Alarm[] {
    return [this.iteratorAge, this.publisherErrors, this.delivererErrors, this.webhookQueueAge];
  }
}
