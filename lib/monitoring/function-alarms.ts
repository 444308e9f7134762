import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import {
  liveVersionMetric,
  percentOf,
  ROLLBACK_DATAPOINTS_TO_ALARM,
  ROLLBACK_EVALUATION_PERIODS,
  ROLLBACK_MIN_INVOCATIONS,
  ROLLBACK_PERIOD,
} from './live-version-metrics';
import { runbook } from './runbook';
import type { ServiceMetrics } from './service-metrics';

/** Share of the account's concurrency quota in use that raises the headroom alarm. */
export const CONCURRENCY_ALARM_PERCENT = 80;

const MINUTE = Duration.minutes(1);

export interface FunctionAlarmsProps {
  readonly metrics: ServiceMetrics;
  /**
   * The function of each route that shifts by canary, by route key (`GET
   * /drivers/{driverId}/plans`): its rollback alarms read the version it
   * deploys. A route that shifts all at once has none: no alarm could stop
   * its deploy (its pre-traffic hook is its gate), and the API's 5xx-rate and
   * latency alarms watch it after (lib/monitoring/alarms.ts).
   */
  readonly routeFunctions: ReadonlyMap<string, LambdaFunction>;
  /**
   * The functions with a reserved concurrency of their own (the queue and
   * stream consumers, the drivers' routes), by a name that tells which it
   * is: each can be throttled at its own ceiling. The others share the
   * account's pool, and are throttled only when it runs out.
   */
  readonly reservedFunctions: ReadonlyMap<string, IFunction>;
  /** The account's Lambda concurrency quota in the region. */
  readonly accountConcurrencyLimit: number;
  /**
   * Where each route's alarm is made, by route key: beside its function, in
   * its route stack, so that its deployment group can name it.
   * @default this construct
   */
  readonly routeScopes?: ReadonlyMap<string, Construct>;
  /** A route's share of failed invocations or 5xx answers, in percent, that rolls its deploy back. */
  readonly failurePercent: number;
  /** A route's p99 duration, in milliseconds, that rolls its deploy back. */
  readonly latencyAlarmP99Ms: number;
}

/**
 * Alarms per function: a canary route's new version failing or slow (what a
 * deploy rolls back on: lib/monitoring/live-version-metrics.ts), a function
 * being throttled, and the account running out of concurrency.
 */
export class FunctionAlarms extends Construct {
  /** By route key. */
  readonly routeErrors: ReadonlyMap<string, Alarm>;
  /** By route key. */
  readonly routeLatency: ReadonlyMap<string, Alarm>;
  /** Each reserved function's throttles, and the account's. */
  readonly throttles: Alarm;
  readonly accountConcurrency: Alarm;

  constructor(scope: Construct, id: string, props: FunctionAlarmsProps) {
    super(scope, id);

    const routeErrors = new Map<string, Alarm>();
    const routeLatency = new Map<string, Alarm>();
    for (const [index, [route, fn]] of [...props.routeFunctions].entries()) {
      routeErrors.set(route, this.#routeErrors(index, route, fn, props));
      routeLatency.set(route, this.#routeLatency(index, route, fn, props));
    }
    this.routeErrors = routeErrors;
    this.routeLatency = routeLatency;

    // A reserved function's Throttles is its own metric (the graph names it); every other function is
    // throttled only when the account's pool runs out, which Lambda's account-wide Throttles counts. A metric
    // per function would cost $0.10 a month each (docs/performance.md, "The whole bill").
    const named = [...props.reservedFunctions];
    const metrics = {
      ...Object.fromEntries(
        named.map(([name, fn], index) => [
          `t${index}`,
          fn.metricThrottles({ statistic: 'Sum', period: Duration.minutes(5), label: name }),
        ]),
      ),
      account: new Metric({
        namespace: 'AWS/Lambda',
        metricName: 'Throttles',
        statistic: 'Sum',
        period: Duration.minutes(5),
        label: 'every function of the account',
      }),
    };
    this.throttles = new Alarm(this, 'Throttles', {
      alarmDescription: runbook(
        'function-throttles',
        `Lambda throttled invocations of ${named.map(([name]) => name).join(', ')} (at its reserved concurrency), ` +
          "or of any function because the account's concurrency ran out: the graph says which.",
      ),
      metric: new MathExpression({
        // A function's Throttles has datapoints only while it is invoked: filled, the maximum of one
        // function throttled alone never depends on how CloudWatch takes the others' gaps.
        expression: `MAX([${Object.keys(metrics)
          .map((id) => `FILL(${id}, 0)`)
          .join(', ')}])`,
        usingMetrics: metrics,
        label: 'throttles of the most throttled function, or of the account',
        period: Duration.minutes(5),
      }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

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

  /**
   * The new version failing: its own invocations crashing or timing out
   * (Lambda's `Errors` of the version the template deploys), or the route
   * answering 5xx (the handlers' metrics carry no version, so these count for
   * the route as a whole), each as a share of at least
   * {@link ROLLBACK_MIN_INVOCATIONS} a minute, over the stage's percentage in
   * two minutes of three.
   */
  #routeErrors(index: number, route: string, fn: LambdaFunction, props: FunctionAlarmsProps): Alarm {
    const answers = (statistic: string) =>
      props.metrics.routeServerErrors(route, statistic).with({ period: ROLLBACK_PERIOD });
    return new Alarm(props.routeScopes?.get(route) ?? this, `RouteErrors${index}`, {
      alarmDescription: runbook(
        'route-errors',
        `${route}: more than ${props.failurePercent}% of the new version's invocations failed, or of the route's answers ` +
          'were 5xx, in two of three minutes; during a deploy this rolls its function back.',
      ),
      // One expression over four metrics: nested expressions would each cost the template a query per route.
      metric: new MathExpression({
        expression: `MAX([${percentOf('failures', 'invocations')}, ${percentOf('serverErrors', 'answers')}])`,
        usingMetrics: {
          failures: liveVersionMetric(fn, 'Errors', 'Sum'),
          invocations: liveVersionMetric(fn, 'Invocations', 'Sum'),
          serverErrors: answers('Sum'),
          answers: answers('SampleCount'),
        },
        label: 'failed invocations or 5xx answers (%)',
        period: ROLLBACK_PERIOD,
      }),
      threshold: props.failurePercent,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: ROLLBACK_EVALUATION_PERIODS,
      datapointsToAlarm: ROLLBACK_DATAPOINTS_TO_ALARM,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /** The new version's p99 duration over the stage's threshold in two minutes of three, once it has enough invocations. */
  #routeLatency(index: number, route: string, fn: LambdaFunction, props: FunctionAlarmsProps): Alarm {
    const thresholdMs = props.latencyAlarmP99Ms;
    return new Alarm(props.routeScopes?.get(route) ?? this, `RouteLatency${index}`, {
      alarmDescription: runbook(
        'route-latency',
        `p99 duration of ${route}'s new version above ${thresholdMs} ms in two of three minutes; ` +
          'during a deploy this rolls its function back.',
      ),
      metric: new MathExpression({
        expression: `IF(FILL(invocations, 0) >= ${ROLLBACK_MIN_INVOCATIONS}, FILL(p99, 0), 0)`,
        usingMetrics: {
          invocations: liveVersionMetric(fn, 'Invocations', 'Sum'),
          p99: liveVersionMetric(fn, 'Duration', 'p99'),
        },
        label: 'p99 duration of the new version (ms)',
        period: ROLLBACK_PERIOD,
      }),
      threshold: thresholdMs,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: ROLLBACK_EVALUATION_PERIODS,
      datapointsToAlarm: ROLLBACK_DATAPOINTS_TO_ALARM,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  all(): Alarm[] {
    return [
      ...this.routeErrors.values(),
      ...this.routeLatency.values(),
      this.throttles,
      this.accountConcurrency,
    ];
  }
}
