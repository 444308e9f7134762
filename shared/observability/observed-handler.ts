import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { checkEnvironment, config, type VariableName } from '#shared/config';
import { lambdaObservability, withOwnLogKeys } from './lambda-middlewares';

/**
 * A function of the service that API Gateway doesn't call (the queue
 * processor), with the same tracing, log context and cold start metric as the
 * HTTP routes (shared/http/http-handler.ts). In Lambda, the variables it
 * `needs` are checked at init, as the routes' are.
 */
export function observedHandler<E, R>(
  needs: readonly VariableName[],
  handler: (event: E, context: Context) => Promise<R>,
): (event: E, context: Context) => Promise<R> {
  if (config.inLambda) checkEnvironment(needs);
  return withOwnLogKeys(middy<E, R, Error, Context>().use(lambdaObservability()).handler(handler));
}
