import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyResultV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Principal } from './auth';
import { type AuthenticatedContext, authentication } from './middleware/authentication';
import { errorMapper } from './middleware/error-mapper';
import { requestLogging } from './middleware/request-logging';
import { requestValidation, type ValidatedContext } from './middleware/request-validation';
import { type HttpEvent, requestUri } from './request';
import type { HttpResult } from './response';
import { type ParsedRequest, type RouteDefinition, type RouteRequest, routeKey } from './route';
import { serialize } from './serialize';

export interface HandlerInput<R extends RouteRequest> extends ParsedRequest<R> {
  principal: Principal;
  /** Path and query as requested, for `self` links. */
  uri: string;
  headers: Record<string, string | undefined>;
  requestId: string;
}

/** A route's Lambda entry point, as API Gateway (or the local server) invokes it. */
export type LambdaHttpHandler = (
  event: HttpEvent,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

type RouteContext<R extends RouteRequest> = Context & AuthenticatedContext & ValidatedContext<R>;

/**
 * Builds a route's Lambda handler: the error mapper first (its onError runs
 * last), then header normalisation, logging context, token claims and request
 * validation, and the route's own function last.
 */
export function httpHandler<R extends RouteRequest>(
  route: RouteDefinition<R>,
  run: (input: HandlerInput<R>) => Promise<HttpResult>,
): LambdaHttpHandler {
  const handler = middy<HttpEvent, APIGatewayProxyResultV2, Error, RouteContext<R>>()
    .use(errorMapper())
    .use(httpHeaderNormalizer())
    .use(requestLogging(routeKey(route)))
    .use(authentication(route.roles))
    .use(requestValidation(route))
    .handler(async (event, context) => {
      const requestId = event.requestContext?.requestId ?? context.awsRequestId;
      const input = {
        ...context.request,
        principal: context.principal,
        uri: requestUri(event),
        headers: event.headers,
      };
      return serialize(await run({ ...input, requestId }), requestId);
    });
  // middy's type widens the result to the string form too; the stack above always returns the structured one.
  return handler as unknown as LambdaHttpHandler;
}
