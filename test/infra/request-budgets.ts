import { DEFAULT_STAGE_CONFIG } from '#lib/config';
import { DRIVER_FACING_ROUTES } from '#lib/driver-routes';
import { REFUSED_MINUTES } from '#lib/monitoring/budget-alarms';
import { routeList } from '#shared/route-table';
import { routeKey } from '#shared/routing/route';
import { type AlarmProperties, evaluateAlarm, type Series } from './alarm-evaluator';
import { longRefusals } from './refusal-lines';
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
    const apiStackName = service.stacks.api.stackName;
    const rules = new Map(
      resourcesOfType(service.apiJson, 'AWS::CloudWatch::InsightRule').map(([id, rule]) => [
        String(rule.Properties?.RuleName),
        { id, body: JSON.parse(render(rule.Properties?.RuleBody, service.statefulJson)), rule },
      ]),
    );
    const refusedCallers = `${apiStackName}-refused-callers`;
    const longRefusedCallers = `${apiStackName}-long-refused-callers`;
    const overBudgetAlarms = resourcesOfType(service.apiJson, 'AWS::CloudWatch::Alarm').filter(([, alarm]) =>
      String(alarm.Properties?.AlarmDescription).endsWith('#alarm-requests-over-budget'),
    );
    const [[, alarmResource] = []] = overBudgetAlarms;
    const alarm = alarmResource?.Properties as unknown as AlarmProperties;
    const run = (perCaller: Record<string, Series>) =>
      evaluateAlarm(
        alarm,
        longRefusals(longRefusedCallers, perCaller),
        Math.max(...Object.values(perCaller).map((series) => series.length)),
      );
    const minutes = (count: number, value: number | undefined) => Array.from({ length: count }, () => value);
    const refusalLines = (longerThan: Record<string, string | number>[]) => ({
      Schema: { Name: 'CloudWatchLogRule', Version: 1 },
      LogGroupNames: [`${apiStackName}-*`],
      LogFormat: 'JSON',
      Contribution: {
        Keys: ['$.caller'],
        Filters: [
          { Match: '$.message', In: ['request refused'] },
          { Match: '$.status', EqualTo: 429 },
          ...longerThan,
        ],
      },
      AggregateOn: 'Count',
    });

    test('two Contributor Insights rules count refusal lines per caller, over every function log group of the stack: all, and those of a caller refused for more than 10 minutes', () => {
      expect([...rules.keys()].sort()).toEqual([longRefusedCallers, refusedCallers]);
      expect(rules.get(refusedCallers)?.body).toEqual(refusalLines([]));
      expect(rules.get(longRefusedCallers)?.body).toEqual(
        refusalLines([{ Match: '$.refusedForSeconds', GreaterThan: REFUSED_MINUTES * 60 }]),
      );
      for (const { rule } of rules.values()) expect(rule.Properties?.RuleState).toBe('ENABLED');
      // Each function log group is named by CloudFormation after its stack (the API stack, or a nested stack,
      // named after it): a name of its own would fall outside the rules' prefix.
      const logGroups = resourcesOfType(service.apiJson, 'AWS::Logs::LogGroup');
      expect(logGroups.length).toBeGreaterThan(routeList.length);
      for (const [id, group] of logGroups)
        expect([id, group.Properties?.LogGroupName]).toEqual([id, undefined]);
    });

    test("one alarm reads the long-refused callers' rule a minute at a time, names its runbook entry and waits for the rule", () => {
      expect(overBudgetAlarms).toHaveLength(1);
      expect(alarm).toMatchObject({
        Metrics: [
          {
            Expression: `INSIGHT_RULE_METRIC('${longRefusedCallers}', 'MaxContributorValue')`,
            Period: 60,
          },
        ],
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
        EvaluationPeriods: 1,
        TreatMissingData: 'notBreaching',
      });
      expect(alarmResource?.DependsOn).toEqual(expect.arrayContaining([rules.get(longRefusedCallers)?.id]));
    });

    test('a caller refused every minute fires it after 10 minutes; one minute, 10, or two callers refused in turn, do not', () => {
      expect(run({ 'client:stuck': minutes(15, 3) }).firstAlarm).toBe(REFUSED_MINUTES);
      expect(run({ 'client:stuck': minutes(15, 2) }).firstAlarm).toBe(REFUSED_MINUTES);
      expect(run({ 'client:burst': [5000, ...minutes(20, undefined)] }).firstAlarm).toBeUndefined();
      expect(run({ 'client:busy': minutes(REFUSED_MINUTES, 50) }).firstAlarm).toBeUndefined();
      const gap = [...minutes(6, 40), undefined, ...minutes(6, 40)];
      expect(run({ 'client:paused': gap }).firstAlarm).toBeUndefined();
      const even = minutes(20, undefined).map((_, at) => (at % 2 === 0 ? 30 : undefined));
      const odd = minutes(20, undefined).map((_, at) => (at % 2 === 1 ? 30 : undefined));
      expect(run({ 'client:a': even, 'client:b': odd }).firstAlarm).toBeUndefined();
      expect(run({ 'client:quiet': minutes(30, undefined) }).states.every((state) => state === 'OK')).toBe(
        true,
      );
    });

    test('the dashboard graphs the top refused callers, and counts refusals per caller from their log lines, with no metric per client', () => {
      const [[, dashboard] = []] = resourcesOfType(service.apiJson, 'AWS::CloudWatch::Dashboard');
      const body = JSON.parse(render(dashboard?.Properties?.DashboardBody, service.statefulJson)) as {
        widgets: { type: string; properties: { title?: string; insightRule?: unknown; query?: string } }[];
      };
      const graphs = body.widgets.filter((widget) => widget.properties.insightRule !== undefined);
      expect(graphs).toEqual([
        expect.objectContaining({
          type: 'metric',
          properties: expect.objectContaining({
            insightRule: { maxContributorCount: 10, orderBy: 'Sum', ruleName: refusedCallers },
            period: 60,
          }),
        }),
      ]);
      const table = body.widgets.find(
        (widget) => widget.properties.title === 'Requests over budget per caller (429)',
      );
      expect(table?.properties.query).toContain("filter message = 'request refused' and status = 429");
      expect(table?.properties.query).toContain('by caller');
      expect(resourcesOfType(service.apiJson, 'AWS::Logs::MetricFilter')).toEqual([]);
    });
  });
}
