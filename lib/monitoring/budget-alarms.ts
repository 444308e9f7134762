import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import { runbook } from './runbook';
import type { ServiceMetrics } from './service-metrics';

/** Minutes in a row with a refusal before the alarm fires: a retry loop, not a burst past a budget. */
export const REFUSED_MINUTES = 10;

/**
 * Fires when callers have been refused for being over budget in every one of
 * REFUSED_MINUTES one-minute periods: a client stuck past its budget (a retry
 * loop, or a partner that needs a larger one). One metric for the stage, not
 * one per client (each would cost $0.30 a month); the dashboard's "Requests
 * over budget per caller" names who.
 */
export function overBudgetAlarm(scope: Construct, id: string, metrics: ServiceMetrics): Alarm {
  return new Alarm(scope, id, {
    alarmDescription: runbook(
      'requests-over-budget',
      `Requests were refused for being over their caller's budget (429) in each of the last ${REFUSED_MINUTES} minutes.`,
    ),
    metric: metrics.overBudget(),
    threshold: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: REFUSED_MINUTES,
    datapointsToAlarm: REFUSED_MINUTES,
    // A minute without refusals has no datapoint at all: it breaks the run.
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
}
