import type middy from '@middy/core';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { logger } from '#shared/observability/logger';
import type { HttpEvent } from '../request';

/** Puts the request id and route on every log line of the request, and logs its outcome once. */
export const requestLogging = (route: string): middy.MiddlewareObj<HttpEvent, APIGatewayProxyResultV2> => ({
  before: async (request) => {
    logger.resetKeys();
    logger.addContext(request.context);
    logger.appendKeys({
      requestId: request.event.requestContext?.requestId ?? request.context.awsRequestId,
      route,
    });
  },
  after: async (request) => {
    const status =
      typeof request.response === 'object' && request.response ? request.response.statusCode : undefined;
    logger.info('request completed', { status });
  },
});
