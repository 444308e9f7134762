import type middy from '@middy/core';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { logger } from '#shared/observability/logger';
import { tracer } from '#shared/observability/tracer';
import { type HttpEvent, requestIdOf } from '../request';

/**
 * Puts the request id and route on every log line of the request and on its
 * trace (as annotations, which X-Ray can filter on), and logs a successful
 * outcome once; failures are logged where they are mapped (../serialize.ts).
 */
export const requestLogging = (route: string): middy.MiddlewareObj<HttpEvent, APIGatewayProxyResultV2> => ({
  before: async (request) => {
    const requestId = requestIdOf(request.event, request.context);
    logger.appendKeys({ requestId, route });
    tracer.putAnnotation('route', route);
    tracer.putAnnotation('requestId', requestId);
  },
  after: async (request) => {
    const status =
      typeof request.response === 'object' && request.response ? request.response.statusCode : undefined;
    logger.info('request completed', { status });
  },
});
