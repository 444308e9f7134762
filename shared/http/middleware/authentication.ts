import type middy from '@middy/core';
import type { APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { assertRoleAllowed, type Principal, principalFromClaims } from '../auth';
import type { HttpEvent } from '../request';
import type { Role } from '../route';

export interface AuthenticatedContext {
  principal: Principal;
}

/** Reads the claims the JWT authorizer verified (the local server verifies them the same way). */
export const authentication = (
  roles: readonly Role[],
): middy.MiddlewareObj<HttpEvent, APIGatewayProxyResultV2, Error, Context & AuthenticatedContext> => ({
  before: async (request) => {
    const principal = principalFromClaims(request.event.requestContext?.authorizer?.jwt?.claims);
    assertRoleAllowed(principal, roles);
    request.context.principal = principal;
  },
});
