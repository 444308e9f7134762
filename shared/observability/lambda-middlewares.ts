import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { takeColdStart } from './cold-start';
import { logger } from './logger';
import { recordColdStart } from './metrics';
import { tracer } from './tracer';

type LambdaMiddleware = middy.MiddlewareObj<unknown, unknown, Error, Context>;

const resetLogKeys = async () => logger.resetKeys();

/**
 * Puts the Lambda context on every log line of the invocation (the keys
 * Powertools' logger uses), counts a cold start, and drops the invocation's log
 * keys when it ends, whichever way it ends.
 */
const invocationContext = (): LambdaMiddleware => ({
  before: async ({ context }) => {
    const coldStart = takeColdStart();
    logger.resetKeys();
    logger.addContext({
      function_arn: context.invokedFunctionArn,
      function_memory_size: context.memoryLimitInMB,
      function_name: context.functionName,
      function_request_id: context.awsRequestId,
      cold_start: coldStart,
    });
    if (coldStart) recordColdStart(context.functionName);
  },
  after: resetLogKeys,
  onError: resetLogKeys,
});

/**
 * Powertools' tracer middleware, except that a thrown value the X-Ray SDK
 * cannot read (a Proxy that throws on every trap, an Error whose `message`
 * getter throws) is recorded as a plain error, and the answer the error
 * mapper chose still goes out.
 */
function tracing(): LambdaMiddleware {
  // Responses stay out of the trace: a page of presigned URLs is a set of credentials.
  const traced = captureLambdaHandler(tracer, { captureResponse: false });
  return {
    ...traced,
    onError: async (request) => {
      try {
        await traced.onError?.(request);
      } catch {
        await traced.onError?.({ ...request, error: new Error('The thrown value could not be read.') });
      }
    },
  };
}

/**
 * What every function of the service starts its middleware stack with, HTTP
 * routes and the queue processor alike: the trace first, so that its handler
 * subsegment spans every other middleware; then the invocation's log context
 * and cold start.
 */
export function lambdaObservability(): LambdaMiddleware[] {
  return [tracing(), invocationContext()];
}

/**
 * A function's handler whose every invocation writes its own log keys
 * (Logger.withOwnKeys): in Lambda an environment runs one invocation at a
 * time, the local server runs many at once in one process, and each line must
 * name its own request either way.
 */
export function withOwnLogKeys<E, R>(
  handler: (event: E, context: Context) => Promise<R>,
): (event: E, context: Context) => Promise<R> {
  return (event, context) => logger.withOwnKeys(() => handler(event, context));
}
