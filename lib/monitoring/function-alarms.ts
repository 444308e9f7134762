import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { runbook } from './runbook';
import type { ServiceMetrics } from './service-metrics';

/** Share of the account's concurrency quota in use that raises the headroom alarm. */
export const CONCURRENCY_ALARM_PERCENT = 80;

/** CloudWatch's limit of metrics in one alarm's expression. */
const THROTTLE_METRICS_PER_ALARM = 10;

/** Errors are counted a minute at a time, so that a deploy's canary sees them while it lasts. */
const MINUTE = Duration.minutes(1);

export interface FunctionAlarmsProps {
  readonly metrics: ServiceMetrics;
  /** Each route's function, by route key (`GET /shipments`). */
  readonly routeFunctions: ReadonlyMap<string, IFunction>;
  /** Every function of the stack, by a name that tells which it is (its construct id). */
  readonly functions: ReadonlyMap<string, IFunction>;
  /** The account's Lambda concurrency quota in the region. */
  readonly accountConcurrencyLimit: number;
  /**
   * Where each route's alarm is made, by route key: beside its function, in
   * its route stack, so that its deployment group can name it.
   * @default this construct
   */
  readonly routeScopes?: ReadonlyMap<string, Construct>;
}

/**
 * Alarms per function: a route answering 5xx or failing (what a deploy rolls
 * back on, with the route's latency alarm), any function being throttled, and
 * the account running out of concurrency.
 */
export class FunctionAlarms extends Construct {
  /** By route key. */
  readonly routeErrors: ReadonlyMap<string, Alarm>;
  /** Each watches up to 10 functions, one metric each. */
  readonly throttles: readonly Alarm[];
  readonly accountConcurrency: Alarm;

  constructor(scope: Construct, id: string, props: FunctionAlarmsProps) {
    super(scope, id);

    const routeErrors = new Map<string, Alarm>();
    for (const [index, [route, fn]] of [...props.routeFunctions].entries()) {
      // A handler answers its own failures with a 500 (the route's ServerErrors metric);
      // a crash or timeout shows only in Lambda's Errors. Either counts.
      routeErrors.set(
        route,
        new Alarm(props.routeScopes?.get(route) ?? this, `RouteErrors${index}`, {
          alarmDescription: runbook(
            'route-errors',
            `${route} answered 5xx or failed in two of three minutes; during a deploy this rolls its function back.`,
          ),
          metric: new MathExpression({
            expression: 'FILL(crashes, 0) + FILL(answered5xx, 0)',
            usingMetrics: {
              crashes: fn.metricErrors({ statistic: 'Sum', period: MINUTE }),
              answered5xx: props.metrics.request('serverErrors', route, { statistic: 'Sum' }).with({
                period: MINUTE,
              }),
            },
            period: MINUTE,
          }),
          threshold: 0,
          comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 3,
          datapointsToAlarm: 2,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }
    this.routeErrors = routeErrors;

    // Each function's Throttles is its own metric of the alarm (the graph names the one throttled);
    // an alarm takes at most 10, and an alarm per function would spend the stack's 500-resource budget.
    const named = [...props.functions];
    const throttles: Alarm[] = [];
    for (let first = 0; first < named.length; first += THROTTLE_METRICS_PER_ALARM) {
      const group = named.slice(first, first + THROTTLE_METRICS_PER_ALARM);
      const names = group.map(([name]) => name);
      throttles.push(
        new Alarm(this, `Throttles${throttles.length}`, {
          alarmDescription: runbook(
            'function-throttles',
            `Lambda throttled invocations of one of ${names.join(', ')}: the graph names it. ` +
              'It is at its reserved concurrency, or the account is out of concurrency.',
          ),
          metric: new MathExpression({
            expression: `MAX([${group.map((_, index) => `t${index}`).join(', ')}])`,
            usingMetrics: Object.fromEntries(
              group.map(([name, fn], index) => [
                `t${index}`,
                fn.metricThrottles({ statistic: 'Sum', period: Duration.minutes(5), label: name }),
              ]),
            ),
            label: 'throttles of the most throttled function',
            period: Duration.minutes(5),
          }),
          threshold: 0,
          comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }
    this.throttles = throttles;

    const limit = Math.floor((props.accountConcurrencyLimit * CONCURRENCY_ALARM_PERCENT) / 100);
    this.accountConcurrency = new Alarm(this, 'AccountConcurrency', {
      alarmDescription: runbook(
        'account-concurrency',
        `The account's Lambda functions in this region hold more than ${CONCURRENCY_ALARM_PERCENT}% of its ` +
          `concurrency quota (${props.accountConcurrencyLimit}, accountConcurrencyLimit) for 5 minutes: new invocations will be throttled soon.`,
      ),
      // Reserved and provisioned concurrency count as taken, used or not.
      metric: new Metric({
        namespace: 'AWS/Lambda',
        metricName: 'ClaimedAccountConcurrency',
        statistic: 'Maximum',
        period: MINUTE,
      }),
      threshold: limit,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 5,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  all(): Alarm[] {
    return [...this.routeErrors.values(), ...this.throttles, this.accountConcurrency];
  }
}
