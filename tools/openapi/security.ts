import type { SecurityRequirementObject, SecuritySchemeObject } from 'openapi3-ts/oas31';
import { SCOPES } from '#shared/domain/scopes';
import { acceptedScopes, type RouteDefinition } from '#shared/routing/route';
import { TOKEN_PATH } from '#tools/dev-server/token-endpoint';

const BEARER = 'bearerAuth';
const OAUTH2 = 'oauth2';

/**
 * The two ways to call the API: a person's ID token (bearer), or a machine
 * client's access token from the client credentials grant, whose scopes are
 * listed. The token URL is relative: `/oauth2/token` of the server the
 * document comes from (the local server's, which /docs' Authorize uses); in
 * AWS it is the user pool domain's (docs/integrations.md).
 */
export const SECURITY_SCHEMES: Record<string, SecuritySchemeObject> = {
  [BEARER]: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A person: in AWS, an ID token of the Cognito user pool. Locally, `npm run token -- --role dispatcher` or `npm run token -- --driver D-1`.',
  },
  [OAUTH2]: {
    type: 'oauth2',
    description:
      "An integration: an access token from the client credentials grant, with the scopes it needs; each operation names its scope. Locally, `npm run client -- create` makes a client and `/oauth2/token` issues its tokens; in AWS, the user pool domain's token endpoint (docs/integrations.md).",
    flows: { clientCredentials: { tokenUrl: TOKEN_PATH, scopes: { ...SCOPES } } },
  },
};

/**
 * Either a person's token, or a client's token holding any one of the scopes
 * the route accepts: one requirement each, since the scopes of one
 * requirement are all required.
 */
export const securityOf = (route: RouteDefinition): SecurityRequirementObject[] => [
  { [BEARER]: [] },
  ...acceptedScopes(route).map((scope) => ({ [OAUTH2]: [scope] })),
];

/** The scopes the API document lists for an operation: any one of them lets a client call it. */
export const documentedScopes = (security: readonly SecurityRequirementObject[]): string[] =>
  security.flatMap((requirement) => requirement[OAUTH2] ?? []);

/** The document's default: any of the schemes (each operation says which scope). */
export const DEFAULT_SECURITY: SecurityRequirementObject[] = [{ [BEARER]: [] }, { [OAUTH2]: [] }];
