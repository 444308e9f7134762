import { REFUSED_MINUTES } from '#lib/monitoring/budget-alarms';
import { extendRun, type RefusalRun, runSeconds } from '#shared/budgets/refusal-run';
import { INSIGHT_RULE_NAMESPACE, type MetricSource, type Series } from './alarm-evaluator';

/**
 * What the long-refused callers' rule reads: each caller's refusals (a count a
 * minute, spread evenly over it) written as their log lines would carry
 * `refusedForSeconds` (one instance refusing them, shared/budgets/refusal-run.ts),
 * those of a run longer than REFUSED_MINUTES counted per caller, and the
 * count of the caller with most in each minute (`MaxContributorValue`).
 */
export function longRefusals(ruleName: string, perCaller: Record<string, Series>): MetricSource {
  const minutes = Math.max(...Object.values(perCaller).map((series) => series.length));
  const counts = Object.values(perCaller).map((series) => {
    let run: RefusalRun | undefined;
    return Array.from({ length: minutes }, (_, minute) => {
      const refusals = series[minute] ?? 0;
      let long = 0;
      for (let n = 0; n < refusals; n++) {
        run = extendRun(run, minute * 60_000 + Math.floor((n * 60_000) / refusals));
        if (runSeconds(run) > REFUSED_MINUTES * 60) long++;
      }
      return long;
    });
  });
  const top: Series = Array.from({ length: minutes }, (_, minute) => {
    const max = Math.max(0, ...counts.map((series) => series[minute] ?? 0));
    return max === 0 ? undefined : max;
  });
  return (query) =>
    query.namespace === INSIGHT_RULE_NAMESPACE &&
    query.metricName === ruleName &&
    query.stat === 'MaxContributorValue'
      ? top
      : undefined;
}
