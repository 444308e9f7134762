/**
 * Where a deployed stage keeps what the integrations command needs: the stack
 * writes these SSM parameters, the command reads (and the audience list, writes) them.
 */

/** The app client ids the API's JWT authorizer accepts: people's client and each integration's. */
export const audienceParameterName = (stage: string): string => `/tms/${stage}/api-audiences`;

/** The stage's pool, table, API and authorizer, as JSON. */
export const operatorParameterName = (stage: string): string => `/tms/${stage}/integrations`;

export interface OperatorSettings {
  userPoolId: string;
  tableName: string;
  apiId: string;
  authorizerId: string;
  issuer: string;
  audienceParameter: string;
}
