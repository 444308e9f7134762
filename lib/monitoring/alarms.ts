import { Duration } from 'aws-cdk-lib';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IBackupVault } from 'aws-cdk-lib/aws-backup';
import {
  Alarm,
  ComparisonOperator,
  type IAlarmAction,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { type ITableV2, Operation } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { liveVersionMetric } from './live-version-metrics';
import { runbook } from './runbook';
import { PERIOD, type ServiceMetrics } from './service-metrics';

/** The DynamoDB operations the service sends (its stores): the ones whose throttling it would feel. */
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

/**
 * An alarm as soon as the version of `fn` the template deploys fails an
 * invocation (a crash or a timeout) within a minute: what rolls a queue or
 * stream consumer's deploy back. Not a rate: each of its invocations is a
 * batch of messages that a failure sends back, and there are few. The old
 * version's failures during a canary are another series and never count.
 */
export function functionErrorsAlarm(
  scope: Construct,
  id: string,
  fn: LambdaFunction,
  alarmDescription: string,
): Alarm {
  return new Alarm(scope, id, {
    alarmDescription,
    metric: liveVersionMetric(fn, 'Errors', 'Sum'),
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
  readonly table: ITableV2;
  readonly backupVault: IBackupVault;
  readonly deadLetterQueue: IQueue;
  readonly submissionQueue: IQueue;
  readonly processor: LambdaFunction;
  readonly serverErrorAlarmPercent: number;
  /** Told when an alarm fires and when it clears. */
  readonly actions: readonly IAlarmAction[];
}

/**
 * The alarms an operator is told about: the API failing (5xx rate), a
 * document submission given up on (a message received from the dead-letter
 * queue), DynamoDB refusing requests (throttles) and a table backup failing.
 * Missing data is treated as fine: a quiet API is not a broken one. (Each
 * route's latency and errors: lib/monitoring/function-alarms.ts.)
 */
/**
 * The 5xx rate counts in a 5-minute period with at least this many requests,
 * or at least `RATE_MIN_SERVER_ERRORS` 5xx: in a quiet period one 5xx among
 * a handful of requests is noise, not a rate, while a run of 5xx is news at
 * any traffic.
 */
export const RATE_MIN_REQUESTS = 50;
export const RATE_MIN_SERVER_ERRORS = 5;

export class ServiceAlarms extends Construct {
  readonly serverErrorRate: Alarm;
  readonly deadLetters: Alarm;
  readonly processorErrors: Alarm;
  readonly oldestSubmission: Alarm;
  readonly dropFolderRefusals: Alarm;
  readonly tableThrottles: Alarm;
  readonly backupJobs: Alarm;

  constructor(scope: Construct, id: string, props: ServiceAlarmsProps) {
    super(scope, id);

    // API Gateway's own counts: they include what never reached a handler
    // (a function that timed out or crashed), which the functions' metrics can't.
    this.serverErrorRate = new Alarm(this, 'ServerErrorRate', {
      alarmDescription: runbook(
        'api-5xx-rate',
        `More than ${props.serverErrorAlarmPercent}% of API requests answered with a 5xx in two of three 5-minute periods ` +
          `of at least ${RATE_MIN_REQUESTS} requests or ${RATE_MIN_SERVER_ERRORS} 5xx.`,
      ),
      metric: new MathExpression({
        expression: `IF(requests >= ${RATE_MIN_REQUESTS} OR errors >= ${RATE_MIN_SERVER_ERRORS}, 100 * errors / requests, 0)`,
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
          'no supported type, or is malformed), or one under sync/ was not imported.',
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
      // CloudWatch has a datapoint of an operation's throttles only when it throttled: unfilled, a sum of
      // them has none unless every operation throttled in the same period.
      metric: new MathExpression({
        expression: TABLE_OPERATIONS.map((_, index) => `FILL(t${index}, 0)`).join(' + '),
        usingMetrics: Object.fromEntries(
          TABLE_OPERATIONS.map((operation, index) => [
            `t${index}`,
            props.table.metric('ThrottledRequests', {
              dimensionsMap: { TableName: props.table.tableName, Operation: operation },
              statistic: 'Sum',
              period: PERIOD,
            }),
          ]),
        ),
        label: 'throttled requests',
        period: PERIOD,
      }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    // AWS Backup counts the vault's jobs that ended FAILED or EXPIRED (never started within the start window).
    const backupJobs = (metricName: string) =>
      new Metric({
        namespace: 'AWS/Backup',
        metricName,
        dimensionsMap: { BackupVaultName: props.backupVault.backupVaultName },
        statistic: 'Sum',
        period: PERIOD,
      });
    this.backupJobs = new Alarm(this, 'BackupJobs', {
      alarmDescription: runbook(
        'backup-jobs',
        "A backup job of the table failed or expired: the day's recovery point is missing.",
      ),
      metric: new MathExpression({
        expression: 'FILL(failed, 0) + FILL(expired, 0)',
        usingMetrics: {
          failed: backupJobs('NumberOfBackupJobsFailed'),
          expired: backupJobs('NumberOfBackupJobsExpired'),
        },
        label: 'failed or expired backup jobs',
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
      this.deadLetters,
      this.processorErrors,
      this.oldestSubmission,
      this.dropFolderRefusals,
      this.tableThrottles,
      this.backupJobs,
    ];
  }
}
