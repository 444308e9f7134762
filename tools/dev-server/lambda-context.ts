import type { Context } from 'aws-lambda';
import { positiveSetting } from './positive-setting';

/** API Gateway's own limit, which every route's function is given. */
const FUNCTION_TIMEOUT_MS = 29_000;

/** A local function's time: TMS_LOCAL_FUNCTION_TIMEOUT_MS when set (the bench's), else FUNCTION_TIMEOUT_MS. */
export const localFunctionTimeoutMs = (env: NodeJS.ProcessEnv = process.env): number =>
  positiveSetting('TMS_LOCAL_FUNCTION_TIMEOUT_MS', env) ?? FUNCTION_TIMEOUT_MS;

/** The Lambda context a handler receives, as far as a local invocation can honestly fill it. */
export function localLambdaContext(
  functionName: string,
  requestId: string,
  timeoutMs = localFunctionTimeoutMs(),
): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
