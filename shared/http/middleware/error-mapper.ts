import type middy from '@middy/core';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import type { HttpEvent } from '../request';
import { errorResult, serialize } from '../serialize';

/**
 * Turns any failure into the spec's error body. Registered first so that its
 * onError runs after every other middleware's: nothing escapes it.
 */
export const errorMapper = (): middy.MiddlewareObj<HttpEvent, APIGatewayProxyResultV2> => ({
  onError: async (request) => {
    request.response = serialize(errorResult(request.error), request.event.requestContext?.requestId ?? '');
  },
});
