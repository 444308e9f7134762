import type { Principal } from '#shared/domain/principal';
import type { BudgetedCaller } from './keys';
import type { BudgetPolicy } from './token-bucket';

/** The default budgets of a stage: a dispatcher has none unless a stage setting gives one. */
export interface DefaultBudgets {
  client: BudgetPolicy;
  driver: BudgetPolicy;
  dispatcher: BudgetPolicy | undefined;
}

/** Whose budget a request spends, with the default policy of its kind; undefined for a caller without one. */
export function budgetOf(
  principal: Principal,
  defaults: DefaultBudgets,
): { caller: BudgetedCaller; defaults: BudgetPolicy } | undefined {
  switch (principal.role) {
    case 'client':
      return { caller: { kind: 'client', id: principal.subject }, defaults: defaults.client };
    case 'driver':
      return { caller: { kind: 'driver', id: principal.driverId }, defaults: defaults.driver };
    default:
      return (
        defaults.dispatcher && {
          caller: { kind: 'dispatcher', id: principal.subject },
          defaults: defaults.dispatcher,
        }
      );
  }
}

/** The IETF RateLimit header fields of a budget (draft-ietf-httpapi-ratelimit-headers). */
export function rateLimitHeaders(answer: {
  policy: BudgetPolicy;
  remaining: number;
  resetSeconds: number;
}): Record<string, string> {
  const window = Math.ceil(answer.policy.burst / answer.policy.rate);
  return {
    'ratelimit-policy': `"budget";q=${answer.policy.burst};w=${window}`,
    ratelimit: `"budget";r=${answer.remaining};t=${answer.resetSeconds}`,
  };
}
