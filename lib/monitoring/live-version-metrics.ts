import { Duration } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LIVE_ALIAS } from '#lib/constructs/live-alias';

/**
 * Rollback alarms count a minute at a time, so that they can breach within
 * the shortest canary (10% of the traffic for 5 minutes): two breaching
 * minutes of three, and CloudWatch's minute or two of delay.
 */
export const ROLLBACK_PERIOD = Duration.minutes(1);
export const ROLLBACK_EVALUATION_PERIODS = 3;
export const ROLLBACK_DATAPOINTS_TO_ALARM = 2;

/**
 * Fewer invocations of the new version a minute than this say nothing about
 * it: its rates read as 0 (a route with less traffic than this under the
 * canary's 10% is not rolled back by its alarms, only by a failed deploy).
 */
export const ROLLBACK_MIN_INVOCATIONS = 5;

/**
 * A Lambda metric of the version the template deploys, as invoked through the
 * `live` alias: Lambda publishes every alias invocation under `FunctionName`,
 * `Resource` (`name:live`) and `ExecutedVersion`, so during a canary the old
 * version's invocations are another series and never count here.
 */
export function liveVersionMetric(fn: LambdaFunction, metricName: string, statistic: string): Metric {
  return new Metric({
    namespace: 'AWS/Lambda',
    metricName,
    dimensionsMap: {
      FunctionName: fn.functionName,
      Resource: `${fn.functionName}:${LIVE_ALIAS}`,
      ExecutedVersion: fn.currentVersion.version,
    },
    statistic,
    period: ROLLBACK_PERIOD,
  });
}

/**
 * `failures` per 100 of `attempts`, each missing minute filled with 0, and 0
 * while there are fewer than {@link ROLLBACK_MIN_INVOCATIONS} attempts.
 */
export const percentOf = (failures: string, attempts: string): string =>
  `IF(FILL(${attempts}, 0) >= ${ROLLBACK_MIN_INVOCATIONS}, 100 * FILL(${failures}, 0) / FILL(${attempts}, 0), 0)`;
