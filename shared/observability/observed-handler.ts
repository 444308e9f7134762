import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { lambdaObservability } from './lambda-middlewares';

/**
 * A function of the service that API Gateway doesn't call (the queue
 * processor), with the same tracing, log context and cold start metric as the
 * HTTP routes (shared/http/http-handler.ts).
 */
export function observedHandler<E, R>(
  handler: (event: E, context: Context) => Promise<R>,
): (event: E, context: Context) => Promise<R> {
  return middy<E, R, Error, Context>().use(lambdaObservability()).handler(handler);
}
