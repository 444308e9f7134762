import { Duration } from 'aws-cdk-lib';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  type IAlarmAction,
  MathExpression,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { type ITableV2, Operation } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { runbook } from './runbook';
import { PERIOD, type ServiceMetrics } from './service-metrics';

/** The DynamoDB operations the service sends (shared/data/): the ones whose throttling it would feel. */
export const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
];

/** An alarm as soon as a message is parked in `deadLetterQueue`. */
export function deadLettersAlarm(
  scope: Construct,
  id: string,
  deadLetterQueue: IQueue,
  alarmDescription: string,
): Alarm {
  return new Alarm(scope, id, {
    alarmDescription,
    metric: deadLetterQueue.metricApproximateNumberOfMessagesVisible({
      statistic: 'Maximum',
      period: Duration.minutes(1),
    }),
    threshold: 0,
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
}

/** An alarm as soon as `fn` fails an invocation (a crash or a timeout) within a period. */
export function functionErrorsAlarm(
  scope: Construct,
  id: string,
  fn: IFunction,
  alarmDescription: string,
): Alarm {
  return new Alarm(scope, id, {
    alarmDescription,
    metric: fn.metricErrors({ statistic: 'Sum', period: PERIOD }),
    threshold: 0,
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
}

/** Tells `actions` when `alarm` fires and when it clears. */
export function notify(alarm: Alarm, actions: readonly IAlarmAction[]): void {
  alarm.addAlarmAction(...actions);
  alarm.addOkAction(...actions);
}

/** A submission normally settles within seconds; retries wait out the visibility timeout (1 minute each). */
export const OLDEST_SUBMISSION_MINUTES = 15;

export interface ServiceAlarmsProps {
  readonly metrics: ServiceMetrics;
  readonly apiStage: HttpStage;
  /** Route keys, `GET /shipments`: one latency alarm each. */
  readonly routes: readonly string[];
  readonly table: ITableV2;
  readonly deadLetterQueue: IQueue;
  readonly submissionQueue: IQueue;
  readonly processor: IFunction;
  readonly latencyAlarmP99Ms: number;
  readonly serverErrorAlarmPercent: number;
  /** Told when an alarm fires and when it clears. */
  readonly actions: readonly IAlarmAction[];
}

/**
 * The alarms an operator is told about: the API failing (5xx rate), a route
 * getting slow (p99 latency), a document submission given up on (a message
 * received from the dead-letter queue), and DynamoDB refusing requests (throttles). Missing data
 * is treated as fine: a quiet API is not a broken one.
 */
export class ServiceAlarms extends Construct {
  readonly serverErrorRate: Alarm;
  /** By route key. */
  readonly routeLatency: ReadonlyMap<string, Alarm>;
  readonly deadLetters: Alarm;
  readonly processorErrors: Alarm;
  readonly oldestSubmission: Alarm;
  readonly dropFolderRefusals: Alarm;
  readonly tableThrottles: Alarm;

  constructor(scope: Construct, id: string, props: ServiceAlarmsProps) {
    super(scope, id);

    // API Gateway's own counts: they include what never reached a handler
    // (a function that timed out or crashed), which the functions' metrics can't.
    this.serverErrorRate = new Alarm(this, 'ServerErrorRate', {
      alarmDescription: runbook(
        'api-5xx-rate',
        `More than ${props.serverErrorAlarmPercent}% of API requests answered with a 5xx in two of three 5-minute periods.`,
      ),
      metric: new MathExpression({
        expression: 'IF(requests > 0, 100 * errors / requests, 0)',
        usingMetrics: {
          requests: props.apiStage.metricCount({ statistic: 'Sum', period: PERIOD }),
          errors: props.apiStage.metricServerError({ statistic: 'Sum', period: PERIOD }),
        },
        label: '5xx rate (%)',
        period: PERIOD,
      }),
      threshold: props.serverErrorAlarmPercent,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    const latency = new Map<string, Alarm>();
    for (const [index, route] of props.routes.entries()) {
      latency.set(
        route,
        new Alarm(this, `RouteLatency${index}`, {
          alarmDescription: runbook(
            'route-latency',
            `p99 latency of ${route} above ${props.latencyAlarmP99Ms} ms for 15 minutes.`,
          ),
          metric: props.metrics.request('latency', route, { statistic: 'p99' }),
          threshold: props.latencyAlarmP99Ms,
          comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 3,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }
    this.routeLatency = latency;

    // The processor takes a message at once, so it is counted as received: it never waits there, visible.
    this.deadLetters = new Alarm(this, 'DeadLetters', {
      alarmDescription: runbook(
        'submission-dead-letters',
        'A document submission failed every delivery and reached the dead-letter queue; the processor, ' +
          'which consumes it too, marked it failed: its submission id is in the processor log.',
      ),
      metric: props.deadLetterQueue.metricNumberOfMessagesReceived({
        statistic: 'Sum',
        period: Duration.minutes(1),
      }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    this.processorErrors = functionErrorsAlarm(
      this,
      'ProcessorErrors',
      props.processor,
      runbook(
        'processor-errors',
        'The submission processor failed (a crash or a timeout, not a refused document); SQS delivers the submission again.',
      ),
    );

    this.oldestSubmission = new Alarm(this, 'OldestSubmission', {
      alarmDescription: runbook(
        'oldest-submission',
        `A document submission has waited more than ${OLDEST_SUBMISSION_MINUTES} minutes: ` +
          'the processor is failing, throttled or at its maximum concurrency.',
      ),
      metric: props.submissionQueue.metricApproximateAgeOfOldestMessage({
        statistic: 'Maximum',
        period: Duration.minutes(1),
      }),
      threshold: OLDEST_SUBMISSION_MINUTES * 60,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 5,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    this.dropFolderRefusals = new Alarm(this, 'DropFolderRefusals', {
      alarmDescription: runbook(
        'drop-folder-refusals',
        'A file dropped under inbox/ of the drop bucket was not submitted (its key names no shipment, ' +
          'no supported type, or is malformed).',
      ),
      metric: props.metrics.dropFolderRefusals(),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    this.tableThrottles = new Alarm(this, 'TableThrottles', {
      alarmDescription: runbook(
        'table-throttles',
        'DynamoDB throttled requests of the service (a hot partition or an account limit); ' +
          'the SDK retries them, so they first show as latency.',
      ),
      metric: props.table.metricThrottledRequestsForOperations({
        operations: TABLE_OPERATIONS,
        period: PERIOD,
      }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    for (const alarm of this.all()) notify(alarm, props.actions);
  }

  all(): Alarm[] {
    return [
      this.serverErrorRate,
      ...this.routeLatency.values(),
      this.deadLetters,
      this.processorErrors,
      this.oldestSubmission,
      this.dropFolderRefusals,
      this.tableThrottles,
    ];
  }
}
