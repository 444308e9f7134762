import type middy from '@middy/core';
import type { APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { type DynamoDbUsage, noUsage } from '#shared/aws/dynamodb-usage';
import { recordRequest } from '#shared/observability/metrics';
import type { HttpEvent } from '../request';

/** What a request measures while it runs; the handler meters its DynamoDB calls into `dynamoDb`. */
export interface MeteredContext {
  metering: { startedAt: number; dynamoDb: DynamoDbUsage };
}

type Request = middy.Request<HttpEvent, APIGatewayProxyResultV2, Error, Context & MeteredContext>;

function record(route: string, request: Request): void {
  const response = request.response;
  // The error mapper answers every failure, so a response is always there; 500 is the honest fallback.
  const status = typeof response === 'object' && response !== null ? (response.statusCode ?? 200) : 500;
  recordRequest({
    route,
    status,
    latencyMs: performance.now() - request.context.metering.startedAt,
    dynamoDbCapacityUnits: request.context.metering.dynamoDb.capacityUnits,
  });
}

/**
 * Per-route metrics of each request: latency, 4xx/5xx and DynamoDB capacity.
 * Registered before the error mapper, so that its `onError` runs after the
 * mapper's and records the status the caller actually got.
 */
export const requestMetrics = (
  route: string,
): middy.MiddlewareObj<HttpEvent, APIGatewayProxyResultV2, Error, Context & MeteredContext> => ({
  before: async (request) => {
    request.context.metering = { startedAt: performance.now(), dynamoDb: noUsage() };
  },
  after: async (request) => record(route, request),
  onError: async (request) => record(route, request),
});
