import type { LambdaHttpHandler } from '#shared/http/http-handler';
import type { RouteId } from '#shared/route-table';
import { localLambdaContext } from '#tools/dev-server/lambda-context';
import type { TestRequest } from './api-event';
import { type Caller, eventFor, handlerOf, type TestResponse } from './invoke';
import { failingDynamoDbCalls } from './store-faults';

/**
 * The time left to a first request that dies: its in-progress lease. Long
 * enough for its work (a Lambda near its deadline is timed out first).
 */
export const LEASE_MS = 1000;

let keys = 0;

/** A fresh Idempotency-Key. */
export const newKey = (): string => `key-${Date.now()}-${++keys}`;

/**
 * Invokes a route with a Lambda context that has `remainingMs` left (the
 * in-progress lease of a keyed request), as the token with `claims` if given.
 */
export async function invokeWithin(
  id: RouteId,
  request: TestRequest & Caller,
  remainingMs: number,
  claims?: Record<string, string>,
): Promise<TestResponse> {
  const { event } = eventFor(id, request);
  if (claims) event.requestContext.authorizer.jwt.claims = claims;
  const handler: LambdaHttpHandler = await handlerOf(id);
  const response = await handler(
    event,
    localLambdaContext('test', event.requestContext.requestId, remainingMs),
  );
  return {
    status: response.statusCode ?? 200,
    headers: (response.headers ?? {}) as Record<string, string>,
    body: response.body ? JSON.parse(response.body) : undefined,
  };
}

/** Where a first request's process dies: after its change (its answer is never saved), or before it. */
export const PROCESS_DIES = {
  afterCommit: () => failingDynamoDbCalls('UpdateItemCommand', { keyPrefix: 'IDEMPOTENCY#', times: 1 }),
  // Neither the change nor the release of the key happens.
  beforeCommit: () => failingDynamoDbCalls(['TransactWriteItemsCommand', 'DeleteItemCommand'], { times: 2 }),
};

/** A keyed request whose process dies where `dies` puts it, with a lease of LEASE_MS; resolves its (failed) answer. */
export async function requestThatDies(
  id: RouteId,
  request: TestRequest & Caller,
  dies: keyof typeof PROCESS_DIES,
): Promise<TestResponse> {
  const fault = PROCESS_DIES[dies]();
  try {
    return await invokeWithin(id, request, LEASE_MS);
  } finally {
    fault.remove();
  }
}
