import { ApiGatewayV2Client, UpdateAuthorizerCommand } from '@aws-sdk/client-apigatewayv2';
import {
  AddUserPoolClientSecretCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  DeleteUserPoolClientCommand,
  DeleteUserPoolClientSecretCommand,
  DescribeUserPoolClientCommand,
  ListUserPoolClientSecretsCommand,
  ListUserPoolClientsCommand,
  UpdateUserPoolClientCommand,
  type UserPoolClientType,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetParameterCommand, PutParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isScope, type Scope } from '#shared/domain/scopes';
import { clientRecordKey } from '#shared/integrations/keys';
import { type OperatorSettings, operatorParameterName } from '#shared/integrations/stage-settings';
import { type ClientRecord, clientRecordItem } from '#shared/integrations/store';
import { CLIENT_TOKEN_SECONDS } from '#shared/integrations/token-lifetime';
import { assertNameFree, type ClientAdmin, type ClientSummary, UsageError } from './client-admin';

/** As the local server's: an integration renews its token daily (shared/integrations/token-lifetime.ts). */
const ACCESS_TOKEN_MINUTES = CLIENT_TOKEN_SECONDS / 60;

const CLIENT_CREDENTIALS = 'client_credentials';

/**
 * What an integration's app client may do: client credentials and nothing
 * else. Left unset, Cognito also allows SRP, custom and refresh sign-in; it
 * requires the refresh flow, which is inert here (client credentials issues
 * no refresh token).
 */
export const MACHINE_CLIENT_FLOWS = {
  AllowedOAuthFlows: [CLIENT_CREDENTIALS],
  AllowedOAuthFlowsUserPoolClient: true,
  ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
} as const satisfies Partial<UserPoolClientType>;

const isIntegration = (client: UserPoolClientType): boolean =>
  client.AllowedOAuthFlows?.includes(CLIENT_CREDENTIALS) === true;

const summaryOf = (client: UserPoolClientType): ClientSummary => ({
  clientId: client.ClientId ?? '',
  name: client.ClientName ?? '',
  scopes: (client.AllowedOAuthScopes ?? []).filter(isScope),
  createdAt: client.CreationDate?.toISOString() ?? '',
});

/**
 * The operator's verbs against a deployed stage: each integration is an app
 * client of the stage's user pool (client credentials, a secret, its scopes
 * of `tms`), with a record in the table that names it, and its id in the
 * authorizer's audience list (live, and in the SSM parameter each deploy
 * reads), which every changing verb writes whole from the pool's clients.
 */
export async function cognitoClientAdmin(stage: string): Promise<ClientAdmin> {
  const ssm = new SSMClient({});
  const settingsText = await ssm
    .send(new GetParameterCommand({ Name: operatorParameterName(stage) }))
    .catch((error: Error) => {
      throw new UsageError(
        `Stage ${stage} has no integrations settings (${operatorParameterName(stage)}): ${error.message}. Is it deployed, and are these the right credentials and region?`,
      );
    });
  const settings = JSON.parse(settingsText.Parameter?.Value ?? '{}') as OperatorSettings;
  const UserPoolId = settings.userPoolId;
  const cognito = new CognitoIdentityProviderClient({});
  const table = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const apiGateway = new ApiGatewayV2Client({});

  const allClients = async (): Promise<UserPoolClientType[]> => {
    const ids: string[] = [];
    let NextToken: string | undefined;
    do {
      const page = await cognito.send(
        new ListUserPoolClientsCommand({ UserPoolId, MaxResults: 60, NextToken }),
      );
      ids.push(...(page.UserPoolClients ?? []).map((client) => client.ClientId ?? ''));
      NextToken = page.NextToken;
    } while (NextToken);
    return Promise.all(
      ids.map(
        async (ClientId) =>
          (await cognito.send(new DescribeUserPoolClientCommand({ UserPoolId, ClientId }))).UserPoolClient ??
          {},
      ),
    );
  };

  /** Every app client of the pool is an audience: people's client and each integration's. */
  const keepAudiences = async () => {
    const audiences = (await allClients()).map((client) => client.ClientId ?? '').sort();
    await ssm.send(
      new PutParameterCommand({
        Name: settings.audienceParameter,
        Type: 'StringList',
        Value: audiences.join(','),
        Overwrite: true,
      }),
    );
    await apiGateway.send(
      new UpdateAuthorizerCommand({
        ApiId: settings.apiId,
        AuthorizerId: settings.authorizerId,
        JwtConfiguration: { Audience: audiences, Issuer: settings.issuer },
      }),
    );
  };

  const putRecord = (record: ClientRecord) =>
    table.send(new PutCommand({ TableName: settings.tableName, Item: clientRecordItem(record) }));

  const integrations = async () => (await allClients()).filter(isIntegration).map(summaryOf);

  return {
    async create(name: string, scopes: Scope[]) {
      assertNameFree(await integrations(), name);
      const { UserPoolClient: client } = await cognito.send(
        new CreateUserPoolClientCommand({
          UserPoolId,
          ClientName: name,
          GenerateSecret: true,
          ...MACHINE_CLIENT_FLOWS,
          AllowedOAuthScopes: scopes,
          AccessTokenValidity: ACCESS_TOKEN_MINUTES,
          TokenValidityUnits: { AccessToken: 'minutes' },
          EnableTokenRevocation: true,
          PreventUserExistenceErrors: 'ENABLED',
        }),
      );
      const clientId = client?.ClientId ?? '';
      await putRecord({ id: clientId, name, scopes, createdAt: new Date().toISOString() });
      await keepAudiences();
      return { clientId, clientSecret: client?.ClientSecret ?? '' };
    },

    list: integrations,

    /**
     * A new secret, and every older one deleted; the client's record then
     * refuses every token issued before now (Cognito cannot revoke an access
     * token, and one lasts a day).
     */
    async rotate(target) {
      const ClientId = target.clientId;
      const added = await cognito.send(new AddUserPoolClientSecretCommand({ UserPoolId, ClientId }));
      const kept = added.ClientSecretDescriptor?.ClientSecretId;
      const { ClientSecrets: secrets = [] } = await cognito.send(
        new ListUserPoolClientSecretsCommand({ UserPoolId, ClientId }),
      );
      for (const secret of secrets.filter((secret) => secret.ClientSecretId !== kept)) {
        await cognito.send(
          new DeleteUserPoolClientSecretCommand({
            UserPoolId,
            ClientId,
            ClientSecretId: secret.ClientSecretId,
          }),
        );
      }
      await table.send(
        new UpdateCommand({
          TableName: settings.tableName,
          Key: clientRecordKey(ClientId),
          UpdateExpression: 'SET #data.#from = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#data': 'data', '#from': 'tokensIssuedFrom' },
          ExpressionAttributeValues: { ':now': Math.floor(Date.now() / 1000) },
        }),
      );
      await keepAudiences();
      return { clientId: ClientId, clientSecret: added.ClientSecretDescriptor?.ClientSecretValue ?? '' };
    },

    /**
     * UpdateUserPoolClient resets what it is not given, so the client's settings are given back whole,
     * with the machine flows (a client made before they were narrowed is narrowed here).
     */
    async setScopes(target, scopes) {
      const { UserPoolClient: current = {} } = await cognito.send(
        new DescribeUserPoolClientCommand({ UserPoolId, ClientId: target.clientId }),
      );
      const { ClientSecret: _, CreationDate: __, LastModifiedDate: ___, ...settable } = current;
      await cognito.send(
        new UpdateUserPoolClientCommand({
          ...settable,
          UserPoolId,
          ClientId: target.clientId,
          ...MACHINE_CLIENT_FLOWS,
          AllowedOAuthScopes: scopes,
        }),
      );
      await putRecord({ id: target.clientId, name: target.name, scopes, createdAt: target.createdAt });
      await keepAudiences();
      return { ...target, scopes };
    },

    async remove(target) {
      await cognito.send(new DeleteUserPoolClientCommand({ UserPoolId, ClientId: target.clientId }));
      await table.send(
        new DeleteCommand({ TableName: settings.tableName, Key: clientRecordKey(target.clientId) }),
      );
      await keepAudiences();
    },
  };
}
