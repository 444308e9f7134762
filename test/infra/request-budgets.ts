import { DEFAULT_STAGE_CONFIG } from '#lib/config';
import { DRIVER_FACING_ROUTES } from '#lib/driver-routes';
import { REFUSED_MINUTES } from '#lib/monitoring/budget-alarms';
import { routeList } from '#shared/route-table';
import { routeKey } from '#shared/routing/route';
import { OVER_BUDGET_METRIC } from '#shared/telemetry-names/metric-names';
import { type AlarmProperties, evaluateAlarm, type Series } from './alarm-evaluator';
import { functionsByRouteKey, render, resourcesOfType, type SynthesizedService } from './support';

/** Lambda refuses a reservation that leaves the account fewer unreserved executions than this. */
const UNRESERVED_MINIMUM = 100;

/**
 * Request budgets in the stack. Drivers' routes keep room while integrations
 * flood: each driver-facing route's function reserves the stage's
 * `driverRouteConcurrency`, and no other route function takes any of the
 * account's concurrency for itself. Operators see refusals: the dashboard
 * counts them per caller, and an alarm fires after ten minutes of them.
 */
export function requestBudgetTests(service: SynthesizedService, custom: SynthesizedService): void {
  const reservedByRoute = (synthesized: SynthesizedService) =>
    new Map(
      [...functionsByRouteKey(synthesized.apiJson)].map(([key, id]) => [
        key,
        synthesized.apiJson.Resources[id]?.Properties?.ReservedConcurrentExecutions,
      ]),
    );

  test('every driver-facing route is a route of the table', () => {
    const keys = routeList.map(routeKey);
    for (const key of DRIVER_FACING_ROUTES) expect(keys).toContain(key);
  });

  test('each driver-facing route function reserves the default 10, and the stage setting changes it', () => {
    const reserved = reservedByRoute(service);
    const reservedCustom = reservedByRoute(custom);
    for (const key of DRIVER_FACING_ROUTES) {
      expect([key, reserved.get(key)]).toEqual([key, 10]);
      expect([key, reservedCustom.get(key)]).toEqual([key, 4]);
    }
  });

  test("every reservation of the stage leaves Lambda's 100 unreserved within the default account quota", () => {
    const total = resourcesOfType(service.apiJson, 'AWS::Lambda::Function').reduce(
      (sum, [, fn]) => sum + Number(fn.Properties?.ReservedConcurrentExecutions ?? 0),
      0,
    );
    expect(total).toBeGreaterThanOrEqual(DRIVER_FACING_ROUTES.length * 10);
    expect(total + UNRESERVED_MINIMUM).toBeLessThanOrEqual(DEFAULT_STAGE_CONFIG.accountConcurrencyLimit);
  });

  describe('operators see refusals', () => {
    const overBudgetAlarms = resourcesOfType(service.apiJson, 'AWS::CloudWatch::Alarm').filter(
      ([, alarm]) => alarm.Properties?.MetricName === OVER_BUDGET_METRIC,
    );
    const alarm = overBudgetAlarms[0]?.[1].Properties as unknown as AlarmProperties;
    const run = (refusals: Series) => evaluateAlarm(alarm, () => refusals, refusals.length);
    const minutes = (count: number, value: number | undefined) => Array.from({ length: count }, () => value);

    test("one alarm reads the stage's over-budget refusals, a minute at a time, and names its runbook entry", () => {
      expect(overBudgetAlarms).toHaveLength(1);
      expect(alarm).toMatchObject({
        Namespace: 'TmsApi',
        Dimensions: [
          { Name: 'service', Value: 'tms-api' },
          { Name: 'stage', Value: 'dev' },
        ],
        Statistic: 'Sum',
        Period: 60,
        EvaluationPeriods: REFUSED_MINUTES,
        DatapointsToAlarm: REFUSED_MINUTES,
      });
      expect(String((alarm as { AlarmDescription?: string }).AlarmDescription)).toMatch(
        /#alarm-requests-over-budget$/,
      );
    });

    test('refusals in each of 10 minutes fire it; 9 minutes, or 10 with a quiet minute among them, do not', () => {
      expect(run(minutes(10, 3)).firstAlarm).toBe(9);
      expect(run(minutes(9, 50)).firstAlarm).toBeUndefined();
      const gap = [...minutes(5, 40), undefined, ...minutes(5, 40)];
      expect(run(gap).firstAlarm).toBeUndefined();
      expect(run([...gap, ...minutes(5, 1)]).firstAlarm).toBe(15);
      expect(run(minutes(30, undefined)).states.every((state) => state === 'OK')).toBe(true);
    });

    test('the dashboard counts over-budget refusals per caller from their log lines, with no metric per client', () => {
      const [[, dashboard] = []] = resourcesOfType(service.apiJson, 'AWS::CloudWatch::Dashboard');
      const body = render(dashboard?.Properties?.DashboardBody, service.statefulJson);
      expect(body).toContain('Requests over budget per caller (429)');
      expect(body).toContain("filter message = 'request refused' and status = 429");
      expect(body).toContain('by caller');
      const perClient = resourcesOfType(service.apiJson, 'AWS::Logs::MetricFilter');
      expect(perClient).toEqual([]);
    });
  });
}
