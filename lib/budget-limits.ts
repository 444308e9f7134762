import { budgetOfSetting, DEFAULT_BUDGETS } from '#shared/config';
import type { RouteDefinition } from '#shared/routing/route';
import { routeKey } from '#shared/routing/route';
import { limitsOf, type ThrottleLimits } from './constructs/route-throttles';

/** The stage's budget settings (`<rate>/<burst>`), unset where the default applies. */
export interface BudgetSettings {
  clientBudget?: string;
  driverBudget?: string;
  dispatcherBudget?: string;
}

const CALLERS = [
  { setting: 'clientBudget', name: "a machine client's", fallback: DEFAULT_BUDGETS.client },
  { setting: 'driverBudget', name: "a driver's", fallback: DEFAULT_BUDGETS.driver },
  { setting: 'dispatcherBudget', name: "a dispatcher's", fallback: undefined },
] as const;

/**
 * Routes whose API Gateway limits are below a budgeted caller's budget: API
 * Gateway counts every caller of a route together, so one caller within its
 * budget would take such a route from every other caller (docs/integrations.md,
 * "Isolation"). One problem per throttle class and caller, naming the routes.
 */
export function budgetLimitProblems(
  routes: readonly Pick<RouteDefinition, 'method' | 'path' | 'throttle'>[],
  limits: ThrottleLimits,
  budgets: BudgetSettings,
): string[] {
  const classes = new Map<string, { rateLimit: number; burstLimit: number; routes: string[] }>();
  for (const route of routes) {
    const setting =
      route.throttle === undefined ? 'throttlingRateLimit' : `${route.throttle}ThrottlingRateLimit`;
    const own =
      route.throttle === undefined
        ? { rateLimit: limits.throttlingRateLimit, burstLimit: limits.throttlingBurstLimit }
        : limitsOf(route.throttle, limits);
    const known = classes.get(setting) ?? { ...own, routes: [] };
    known.routes.push(routeKey(route));
    classes.set(setting, known);
  }
  const problems: string[] = [];
  for (const caller of CALLERS) {
    const value = budgets[caller.setting];
    const budget = value === undefined ? caller.fallback : budgetOfSetting(value);
    if (budget === undefined) continue;
    for (const [setting, { rateLimit, burstLimit, routes: keys }] of classes) {
      if (rateLimit >= budget.rate && burstLimit >= budget.burst) continue;
      const shown =
        keys.length > 3 ? `${keys.slice(0, 3).join(', ')} and ${keys.length - 3} more` : keys.join(', ');
      problems.push(
        `${setting}: ${rateLimit} a second, bursts of ${burstLimit} (${shown}) is below ${caller.name} budget ` +
          `${budget.rate}/${budget.burst} (${caller.setting}): one caller within its budget would take these routes ` +
          'from every other; raise the limits or lower the budget',
      );
    }
  }
  return problems;
}
