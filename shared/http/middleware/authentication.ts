import type middy from '@middy/core';
import type { APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { MachineClient, Principal } from '#shared/domain/principal';
import { registeredClient } from '#shared/integrations/client-directory';
import { logger } from '#shared/observability/logger';
import { acceptedScopes, type RouteDefinition } from '#shared/routing/route';
import { type ClaimedClient, callerFromClaims } from '../auth';
import { ForbiddenError, InsufficientScopeError, UnauthorizedError } from '../errors';
import type { HttpEvent } from '../request';

export interface AuthenticatedContext {
  principal: Principal;
}

/**
 * The client behind a token, named by its record: a client deleted since
 * the token was issued is refused, as is a token issued before the client's
 * last secret rotation, and a scope taken away no longer counts.
 */
async function machineClientOf(claimed: ClaimedClient): Promise<MachineClient> {
  const record = await registeredClient(claimed.clientId);
  if (record === undefined) throw new UnauthorizedError('The token names a client that is not registered.');
  if (record.tokensIssuedFrom !== undefined && (claimed.issuedAt ?? 0) < record.tokensIssuedFrom) {
    throw new UnauthorizedError("The token was issued before the client's secret was rotated.");
  }
  const held = new Set(record.scopes);
  return {
    role: 'client',
    subject: record.id,
    name: record.name,
    scopes: claimed.scopes.filter((scope) => held.has(scope)),
  };
}

/**
 * Reads the claims the JWT authorizer verified (the local server verifies them
 * the same way) into the principal, and checks it may call the route: a
 * person by role, a machine client by the route's scope (people's ID tokens
 * carry no scopes, so the authorizer cannot check them). Every later log line
 * names the caller.
 */
export const authentication = (
  route: Pick<RouteDefinition, 'roles' | 'scope' | 'alsoScopes'>,
): middy.MiddlewareObj<HttpEvent, APIGatewayProxyResultV2, Error, Context & AuthenticatedContext> => ({
  before: async (request) => {
    const claimed = callerFromClaims(request.event.requestContext?.authorizer?.jwt?.claims);
    logger.appendKeys({
      caller: claimed.role === 'client' ? `client:${claimed.clientId}` : `user:${claimed.subject}`,
    });
    if (claimed.role === 'client') {
      const client = await machineClientOf(claimed);
      if (!acceptedScopes(route).some((scope) => client.scopes.includes(scope)))
        throw new InsufficientScopeError(route.scope);
      request.context.principal = client;
      return;
    }
    if (!route.roles.includes(claimed.role)) throw new ForbiddenError();
    request.context.principal = claimed;
  },
});
