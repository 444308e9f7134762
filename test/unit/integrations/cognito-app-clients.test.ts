import { ApiGatewayV2Client, UpdateAuthorizerCommand } from '@aws-sdk/client-apigatewayv2';
import {
  AddUserPoolClientSecretCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  DeleteUserPoolClientSecretCommand,
  DescribeUserPoolClientCommand,
  ListUserPoolClientSecretsCommand,
  ListUserPoolClientsCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetParameterCommand, PutParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { cognitoClientAdmin } from '#tools/integrations/cognito-client-admin';

const cognito = mockClient(CognitoIdentityProviderClient);
const ssm = mockClient(SSMClient);
const table = mockClient(DynamoDBDocumentClient);
const apiGateway = mockClient(ApiGatewayV2Client);
mockClient(DynamoDBClient);

const SETTINGS = {
  userPoolId: 'eu-west-1_pool',
  tableName: 'tms-qa',
  audienceParameter: '/tms/qa/api-audiences',
  apiId: 'api',
  authorizerId: 'auth',
  issuer: 'https://issuer',
};

beforeEach(() => {
  for (const mock of [cognito, ssm, table, apiGateway]) mock.reset();
  ssm.on(GetParameterCommand).resolves({ Parameter: { Value: JSON.stringify(SETTINGS) } });
  ssm.on(PutParameterCommand).resolves({});
  table.on(PutCommand).resolves({});
  apiGateway.on(UpdateAuthorizerCommand).resolves({});
  cognito.on(ListUserPoolClientsCommand).resolves({ UserPoolClients: [{ ClientId: 'c1' }] });
  cognito.on(DescribeUserPoolClientCommand).resolves({
    UserPoolClient: {
      ClientId: 'c1',
      ClientName: 'partner',
      AllowedOAuthFlows: ['client_credentials'],
      // A client made before the flows were narrowed: Cognito's defaults.
      ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_CUSTOM_AUTH'],
    },
  });
  cognito.on(CreateUserPoolClientCommand).resolves({ UserPoolClient: { ClientId: 'c2', ClientSecret: 's' } });
  cognito.on(UpdateUserPoolClientCommand).resolves({});
  cognito.on(AddUserPoolClientSecretCommand).resolves({
    ClientSecretDescriptor: { ClientSecretId: 'new', ClientSecretValue: 'new-secret' },
  });
  cognito.on(ListUserPoolClientSecretsCommand).resolves({
    ClientSecrets: [{ ClientSecretId: 'old' }, { ClientSecretId: 'new' }],
  });
  cognito.on(DeleteUserPoolClientSecretCommand).resolves({});
  table.on(UpdateCommand).resolves({});
});

describe("an integration's app client allows client credentials only", () => {
  test('a new one: no SRP, custom or password sign-in, only the refresh flow Cognito requires', async () => {
    const admin = await cognitoClientAdmin('qa');
    await admin.create('new-partner', ['tms/shipments.read']);
    const [call] = cognito.commandCalls(CreateUserPoolClientCommand);
    expect(call?.args[0].input).toMatchObject({
      GenerateSecret: true,
      AllowedOAuthFlows: ['client_credentials'],
      AllowedOAuthFlowsUserPoolClient: true,
      ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
    });
  });

  test('changing the scopes of an older one narrows its flows too', async () => {
    const admin = await cognitoClientAdmin('qa');
    await admin.setScopes(
      { clientId: 'c1', name: 'partner', scopes: [], createdAt: '2026-01-01T00:00:00.000Z' },
      [],
    );
    const [call] = cognito.commandCalls(UpdateUserPoolClientCommand);
    expect(call?.args[0].input.ExplicitAuthFlows).toEqual(['ALLOW_REFRESH_TOKEN_AUTH']);
    expect(call?.args[0].input.AllowedOAuthFlows).toEqual(['client_credentials']);
  });
});

describe("an integration's tokens", () => {
  test('last a day: the client renews (and Cognito bills) one token a day, not 24', async () => {
    const admin = await cognitoClientAdmin('qa');
    await admin.create('new-partner', ['tms/shipments.read']);
    const [call] = cognito.commandCalls(CreateUserPoolClientCommand);
    expect(call?.args[0].input).toMatchObject({
      AccessTokenValidity: 1440,
      TokenValidityUnits: { AccessToken: 'minutes' },
    });
  });

  test("a rotation deletes the old secret and marks the client's record: tokens issued before it are refused", async () => {
    const admin = await cognitoClientAdmin('qa');
    const before = Math.floor(Date.now() / 1000);
    const rotated = await admin.rotate({
      clientId: 'c1',
      name: 'partner',
      scopes: [],
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(rotated).toEqual({ clientId: 'c1', clientSecret: 'new-secret' });
    expect(
      cognito
        .commandCalls(DeleteUserPoolClientSecretCommand)
        .map((call) => call.args[0].input.ClientSecretId),
    ).toEqual(['old']);
    const [update] = table.commandCalls(UpdateCommand);
    expect(update?.args[0].input).toMatchObject({
      TableName: 'tms-qa',
      UpdateExpression: 'SET #data.#from = :now',
      ConditionExpression: 'attribute_exists(pk)',
    });
    expect(update?.args[0].input.ExpressionAttributeValues?.[':now']).toBeGreaterThanOrEqual(before);
  });
});
