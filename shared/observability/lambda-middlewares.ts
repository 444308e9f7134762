import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger } from './logger';
import { recordColdStart } from './metrics';
import { tracer } from './tracer';

/** Records Powertools' `ColdStart` metric on the first invocation of an execution environment. */
const coldStartMetric = (): middy.MiddlewareObj<unknown, unknown, Error, Context> => ({
  before: async (request) => {
    recordColdStart(request.context.functionName);
  },
});

/**
 * What every function of the service starts its middleware stack with, HTTP
 * routes and the queue processor alike: the trace first, so that its handler
 * subsegment spans every other middleware; the Lambda context (function name,
 * Lambda request id, `cold_start`) on every log line, cleared after each
 * invocation; and the cold start metric.
 */
export function lambdaObservability(): middy.MiddlewareObj<unknown, unknown, Error, Context>[] {
  return [
    // Responses stay out of the trace: a page of presigned URLs is a set of credentials.
    captureLambdaHandler(tracer, { captureResponse: false }),
    injectLambdaContext(logger, { resetKeys: true }),
    coldStartMetric(),
  ];
}
