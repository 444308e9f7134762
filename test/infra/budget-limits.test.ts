import { App } from 'aws-cdk-lib';
import { budgetLimitProblems } from '#lib/budget-limits';
import { readStageConfig } from '#lib/config';
import { routeList } from '#shared/route-table';
import { routeKey } from '#shared/routing/route';
import { projectContext, synthService } from './support';

/**
 * API Gateway's route limits count every caller of a route together: a route
 * whose limits are below one budgeted caller's budget would be taken from
 * every other caller by that one, within its budget. Synth refuses it.
 */
const writeRoutes = routeList.filter((route) => route.throttle === 'write').map(routeKey);
const limits = {
  throttlingRateLimit: 50,
  throttlingBurstLimit: 100,
  writeThrottlingRateLimit: 25,
  writeThrottlingBurstLimit: 100,
};

test('the itinerary PUT is a write route, held to the write limits', () => {
  expect(writeRoutes).toContain('PUT /shipments/{shipmentId}/itinerary');
});

test("the defaults: every route at or above a client's 25/100 and a driver's 10/50", () => {
  expect(budgetLimitProblems(routeList, limits, {})).toEqual([]);
});

test('a write limit below the default client budget is named with its routes, the budget and its setting', () => {
  const [problem, ...more] = budgetLimitProblems(routeList, { ...limits, writeThrottlingRateLimit: 10 }, {});
  expect(more).toEqual([]);
  expect(problem).toMatch(/^writeThrottlingRateLimit: 10 a second, bursts of 100 \(/);
  expect(problem).toContain("is below a machine client's budget 25/100 (clientBudget)");
  expect(problem).toContain(`${writeRoutes.length - 3} more`);
});

test("a burst below a budget's burst, a driver's or a dispatcher's budget, and the stage's default limits count too", () => {
  expect(budgetLimitProblems(routeList, { ...limits, writeThrottlingBurstLimit: 50 }, {})).toHaveLength(1);
  expect(budgetLimitProblems(routeList, limits, { clientBudget: '5/10', driverBudget: '60/60' })).toEqual([
    expect.stringMatching(/^writeThrottlingRateLimit: .* below a driver's budget 60\/60 \(driverBudget\)/),
    expect.stringMatching(/^throttlingRateLimit: .* below a driver's budget 60\/60 \(driverBudget\)/),
  ]);
  expect(budgetLimitProblems(routeList, limits, { dispatcherBudget: '30/10' })).toEqual([
    expect.stringMatching(/^writeThrottlingRateLimit: 25 .* dispatcher's budget 30\/10 \(dispatcherBudget\)/),
  ]);
  expect(budgetLimitProblems(routeList, limits, { clientBudget: '5/10', driverBudget: '5/10' })).toEqual([]);
});

test.each(Object.keys((projectContext().stages ?? {}) as object))(
  "cdk.json's %s stage keeps every route at or above its budgets",
  (stage) => {
    const context = { ...projectContext(), stage, alarmEmails: 'ops@example.com' };
    const config = readStageConfig(new App({ context }).node);
    expect(budgetLimitProblems(routeList, config, config)).toEqual([]);
  },
);

test('synth refuses a stage whose write limit is below its client budget', () => {
  // dev: client and driver budgets of 5/10 (cdk.json).
  expect(() => synthService({ writeThrottlingRateLimit: '4' })).toThrow(
    /Invalid CDK context for stage 'dev':\n {2}writeThrottlingRateLimit: 4 a second, bursts of 10 /,
  );
});
