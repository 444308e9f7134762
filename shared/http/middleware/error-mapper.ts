import type middy from '@middy/core';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { type HttpEvent, requestIdOf } from '../request';
import { serializeError } from '../serialize';

/**
 * Turns any failure into the spec's error body. Registered before every
 * middleware that can fail, so that its onError runs after theirs and nothing
 * escapes it; only the observability middlewares come earlier, so that they
 * see the status it chose.
 */
export const errorMapper = (): middy.MiddlewareObj<HttpEvent, APIGatewayProxyResultV2> => ({
  onError: async (request) => {
    request.response = serializeError(request.error, requestIdOf(request.event, request.context));
  },
});
