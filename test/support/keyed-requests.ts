import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import type { LambdaHttpHandler } from '#shared/http/http-handler';
import { IDEMPOTENCY_ATTRIBUTES } from '#shared/http/idempotency/fence';
import type { RouteId } from '#shared/route-table';
import { localLambdaContext } from '#tools/dev-server/lambda-context';
import type { TestRequest } from './api-event';
import { type Caller, eventFor, handlerOf, type TestResponse } from './invoke';
import { failingDynamoDbCalls } from './store-faults';

/**
 * The time left to a first request that dies, which is also its in-progress
 * lease: a function's whole time, so that a starved machine never times its
 * work out before the commit it is meant to die after. A test that needs the
 * lease over ends it with `leasesRunOut`, not by waiting.
 */
const DYING_REQUEST_MS = 29_000;

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

/** A keyed request whose process dies where `dies` puts it; resolves its (failed) answer. Its lease stands. */
export async function requestThatDies(
  id: RouteId,
  request: TestRequest & Caller,
  dies: keyof typeof PROCESS_DIES,
): Promise<TestResponse> {
  const fault = PROCESS_DIES[dies]();
  try {
    return await invokeWithin(id, request, DYING_REQUEST_MS);
  } finally {
    fault.remove();
  }
}

/**
 * Every in-progress lease of the test table ends now, as its time running out
 * would: what a retry after a dead request's lease meets.
 */
export async function leasesRunOut(): Promise<void> {
  const { inProgressExpiry } = IDEMPOTENCY_ATTRIBUTES;
  const { Items = [] } = await documentClient.send(
    new ScanCommand({
      TableName: config.tableName,
      ConsistentRead: true,
      FilterExpression: 'begins_with(pk, :record) AND attribute_exists(#lease)',
      ExpressionAttributeNames: { '#lease': inProgressExpiry },
      ExpressionAttributeValues: { ':record': 'IDEMPOTENCY#' },
    }),
  );
  for (const { pk, sk } of Items) {
    await documentClient.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: { pk, sk },
        UpdateExpression: 'SET #lease = :past',
        ExpressionAttributeNames: { '#lease': inProgressExpiry },
        ExpressionAttributeValues: { ':past': Date.now() - 1 },
      }),
    );
  }
}
