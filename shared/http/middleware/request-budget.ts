import type middy from '@middy/core';
import type { APIGatewayProxyResultV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { type BudgetAnswer, BudgetKeeper } from '#shared/budgets/budget-keeper';
import { budgetOf, rateLimitHeaders } from '#shared/budgets/callers';
import { config } from '#shared/config';
import { logger } from '#shared/observability/logger';
import { TooManyRequestsError } from '../errors';
import type { HttpEvent } from '../request';
import type { AuthenticatedContext } from './authentication';

export interface BudgetedContext {
  /** What the caller's budget said of this request; unset for a caller without one. */
  budget?: BudgetAnswer;
}

/** This instance's leases: one per Lambda instance, shared by every request it serves. */
const instanceBudgets = new BudgetKeeper();

/**
 * Spends one request of the caller's budget, after authentication (a forged
 * or expired token spends nothing) and before the route runs (a replayed
 * keyed request counts; a refusal never reaches the idempotency record).
 */
export const requestBudget = (
  keeper: BudgetKeeper = instanceBudgets,
): middy.MiddlewareObj<
  HttpEvent,
  APIGatewayProxyResultV2,
  Error,
  Context & AuthenticatedContext & BudgetedContext
> => ({
  before: async (request) => {
    if (!config.requestBudgets) return;
    const budget = budgetOf(request.context.principal, {
      client: config.clientBudget,
      driver: config.driverBudget,
      dispatcher: config.dispatcherBudget,
    });
    if (budget === undefined) return;
    const answer = await keeper.spend(budget.caller, budget.defaults);
    request.context.budget = answer;
    if (answer.allowed) return;
    // On the refusal's log line: what the alarm of a caller refused for long reads.
    logger.appendKeys({ refusedForSeconds: answer.refusedForSeconds });
    throw new TooManyRequestsError(answer.retryAfterSeconds ?? 1);
  },
});

function addHeaders(request: { response: unknown; context: BudgetedContext }): void {
  const response = request.response as APIGatewayProxyStructuredResultV2 | undefined;
  if (request.context.budget === undefined || response === undefined) return;
  response.headers = { ...response.headers, ...rateLimitHeaders(request.context.budget) };
}

/**
 * `RateLimit-Policy` and `RateLimit` on every answer to a budgeted caller, its
 * errors included: registered before the error mapper, so that it runs after it.
 */
export const rateLimitAnswer = (): middy.MiddlewareObj<
  HttpEvent,
  APIGatewayProxyResultV2,
  Error,
  Context & BudgetedContext
> => ({
  after: async (request) => addHeaders(request),
  onError: async (request) => addHeaders(request),
});
