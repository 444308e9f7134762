import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyResultV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { meterDynamoDbUsage } from '#shared/aws/dynamodb-usage';
import { checkEnvironment, config } from '#shared/config';
import type { Principal } from '#shared/domain/principal';
import type { Idempotency } from '#shared/http/idempotency/keyed-requests';
import { lambdaObservability, withOwnLogKeys } from '#shared/observability/lambda-middlewares';
import {
  environmentNeeded,
  type ParsedRequest,
  type RouteDefinition,
  type RouteRequest,
  routeKey,
} from '#shared/routing/route';
import { conditionalAnswer } from './conditional-get';
import { type AuthenticatedContext, authentication } from './middleware/authentication';
import { errorMapper } from './middleware/error-mapper';
import { type BudgetedContext, rateLimitAnswer, requestBudget } from './middleware/request-budget';
import { requestLogging } from './middleware/request-logging';
import { type MeteredContext, requestMetrics } from './middleware/request-metrics';
import { requestValidation, type ValidatedContext } from './middleware/request-validation';
import { canonicalPath, type HttpEvent, requestIdOf, requestUri } from './request';
import type { HttpResult } from './response';
import { serialize } from './serialize';

export interface HandlerInput<R extends RouteRequest> extends ParsedRequest<R> {
  principal: Principal;
  /** Path and query as requested, for `self` links. */
  uri: string;
  headers: Record<string, string | undefined>;
  requestId: string;
  /**
   * On an idempotent route called with `Idempotency-Key`: an id for what the
   * request creates, the same for every retry with that key and caller.
   */
  createdResourceId?: string;
}

export interface HandlerOptions<R extends RouteRequest> {
  /**
   * `idempotency` from `shared/http/idempotency/keyed-requests.ts`, required by a route that
   * declares `idempotent`: passed in, not imported here, so that only those
   * functions bundle Powertools Idempotency (about 46 KiB), not every GET.
   */
  idempotency?: Idempotency;
  /**
   * An idempotent route's answer when a retry finds the first request's change
   * committed but its answer lost (its process died): the resource as it is now.
   */
  answerFromCurrentState?: (input: HandlerInput<R>) => Promise<HttpResult>;
  /**
   * `false`: the idempotency record keeps no copy of the answer, and every
   * replay is `answerFromCurrentState`: for an answer holding a secret (which
   * must not sit in clear in the record) about a resource that can be deleted
   * (a replay after the deletion is 404, not the secret again).
   * @default true
   */
  keepsAnswer?: boolean;
}

/** A route's Lambda entry point, as API Gateway (or the local server) invokes it. */
export type LambdaHttpHandler = (
  event: HttpEvent,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

type RouteContext<R extends RouteRequest> = Context &
  MeteredContext &
  AuthenticatedContext &
  BudgetedContext &
  ValidatedContext<R>;

/**
 * Builds a route's Lambda handler: tracing, Lambda log context, the cold start
 * and per-route metrics first (they observe everything after them, the error
 * mapper's answer included), the budget's `RateLimit` headers (added to the
 * error mapper's answer too), then the error mapper (its onError runs after
 * those of the middlewares that can fail), header normalisation, the request's
 * log keys, token claims, the caller's request budget and request validation, and the route's own function
 * last, its DynamoDB calls metered: run once per `Idempotency-Key` on an
 * idempotent route, and answered 304 to a matching `If-None-Match` on a
 * conditional one.
 */
export function httpHandler<R extends RouteRequest>(
  route: RouteDefinition<R>,
  run: (input: HandlerInput<R>) => Promise<HttpResult>,
  options: HandlerOptions<R> = {},
): LambdaHttpHandler {
  // At init in Lambda: a misconfigured function fails its cold start, naming the variable.
  if (config.inLambda) checkEnvironment(environmentNeeded(route.access));
  const key = routeKey(route);
  const { idempotency, answerFromCurrentState, keepsAnswer = true } = options;
  if (route.idempotent && idempotency === undefined) {
    throw new Error(`${key} is idempotent: its handler must pass { idempotency } to httpHandler.`);
  }
  if (!keepsAnswer && answerFromCurrentState === undefined) {
    throw new Error(`${key} keeps no answer: it must pass { answerFromCurrentState } to httpHandler.`);
  }
  const handler = middy<HttpEvent, APIGatewayProxyResultV2, Error, RouteContext<R>>()
    .use(lambdaObservability())
    .use(requestMetrics(key))
    .use(rateLimitAnswer())
    .use(errorMapper())
    .use(httpHeaderNormalizer())
    .use(requestLogging(key))
    .use(authentication(route))
    .use(requestBudget())
    .use(requestValidation(route))
    .handler(async (event, context) => {
      const requestId = requestIdOf(event, context);
      const keyed =
        route.idempotent && idempotency
          ? idempotency.keyedRequestOf(
              event.headers,
              context.principal,
              route.method,
              canonicalPath(route.path, event.pathParameters),
              context.request.body,
            )
          : undefined;
      const input: HandlerInput<R> = {
        ...context.request,
        principal: context.principal,
        uri: requestUri(event),
        headers: event.headers,
        requestId,
        ...(keyed && idempotency && { createdResourceId: idempotency.createdResourceIdOf(keyed.scope) }),
      };
      const result = await meterDynamoDbUsage(context.metering.dynamoDb, () =>
        keyed && idempotency
          ? idempotency.run(
              keyed,
              context,
              () => run(input),
              answerFromCurrentState && (() => answerFromCurrentState(input)),
              keepsAnswer,
            )
          : run(input),
      );
      return serialize(
        route.conditional ? conditionalAnswer(result, event.headers['if-none-match']) : result,
        requestId,
      );
    });
  // middy's type widens the result to the string form too; the stack above always returns the structured one.
  return withOwnLogKeys(handler as unknown as LambdaHttpHandler);
}
