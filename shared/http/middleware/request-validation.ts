import type middy from '@middy/core';
import type { APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { ParsedRequest, RouteDefinition, RouteRequest } from '#shared/routing/route';
import { type HttpEvent, parseRequest } from '../request';

export interface ValidatedContext<R extends RouteRequest> {
  request: ParsedRequest<R>;
}

/** Parses the JSON body and validates path, query and body with the route's zod schemas. */
export const requestValidation = <R extends RouteRequest>(
  route: RouteDefinition<R>,
): middy.MiddlewareObj<HttpEvent, APIGatewayProxyResultV2, Error, Context & ValidatedContext<R>> => ({
  before: async (request) => {
    request.context.request = parseRequest(route, request.event);
  },
});
