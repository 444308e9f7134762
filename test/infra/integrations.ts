import { SCOPE_NAMES } from '#shared/domain/scopes';
import { logicalId, render, resourcesOfType, type SynthesizedService } from './support';

/**
 * Machine clients: the resource server and its scopes, the token domain, the
 * audience list the authorizer reads, the operator command's rights, and the
 * dashboard's per-client widgets.
 */
export function integrationTests(service: SynthesizedService, custom: SynthesizedService): void {
  const { statefulJson, apiJson, stacks } = service;

  test('the resource server tms declares every scope the route table uses', () => {
    const [[, server] = []] = resourcesOfType(statefulJson, 'AWS::Cognito::UserPoolResourceServer');
    expect(server?.Properties?.Identifier).toBe('tms');
    const names = ((server?.Properties?.Scopes ?? []) as { ScopeName: string }[]).map(
      (scope) => `tms/${scope.ScopeName}`,
    );
    expect(names.sort()).toEqual([...SCOPE_NAMES].sort());
    expect(render(server?.Properties?.UserPoolId, statefulJson)).toBe(logicalId(stacks.stateful.userPool));
  });

  test('the user pool domain has a per-stage prefix, configurable', () => {
    const [[, domain] = []] = resourcesOfType(statefulJson, 'AWS::Cognito::UserPoolDomain');
    expect(render(domain?.Properties?.Domain, statefulJson)).toBe('tms-dev-AWS::AccountId');
    const [[, qaDomain] = []] = resourcesOfType(custom.statefulJson, 'AWS::Cognito::UserPoolDomain');
    expect(render(qaDomain?.Properties?.Domain, custom.statefulJson)).toBe('tms-qa-partners');
    const tokenUrl = statefulJson.Outputs?.TokenUrl;
    expect(render(tokenUrl?.Value, statefulJson)).toBe(
      `https://${logicalId(stacks.stateful.integrations.domain)}.auth.AWS::Region.amazoncognito.com/oauth2/token`,
    );
  });

  test("the stage's audience list starts with people's app client, under the name the API stack reads", () => {
    const [[, parameter] = []] = resourcesOfType(statefulJson, 'AWS::SSM::Parameter');
    expect(parameter?.Properties).toMatchObject({ Name: '/tms/dev/api-audiences', Type: 'StringList' });
    expect(render(parameter?.Properties?.Value, statefulJson)).toBe(
      logicalId(stacks.stateful.userPoolClient),
    );
  });

  test("the operator policy manages the pool's clients, the audience list, the authorizer, client records and budgets only", () => {
    const [[, policy] = []] = resourcesOfType(apiJson, 'AWS::IAM::ManagedPolicy');
    const document = policy?.Properties?.PolicyDocument as
      | { Statement: { Sid: string; Action: string | string[]; Resource: unknown; Condition?: unknown }[] }
      | undefined;
    const statements = document?.Statement ?? [];
    const bySid = Object.fromEntries(statements.map((statement) => [statement.Sid, statement]));
    expect(Object.keys(bySid).sort()).toEqual([
      'ManageAppClients',
      'ReadSettings',
      'ReadSettingsKeepAudiences',
      'SetClientBudgets',
      'UpdateAuthorizerAudiences',
      'WriteClientRecords',
    ]);
    expect(render(bySid.ManageAppClients?.Resource, statefulJson)).toBe(
      `${logicalId(stacks.stateful.userPool)}.Arn`,
    );
    expect(bySid.ManageAppClients?.Action).not.toContain('cognito-idp:*');
    expect(render(bySid.ReadSettingsKeepAudiences?.Resource, statefulJson)).toContain(
      ':parameter/tms/dev/api-audiences',
    );
    expect(render(bySid.UpdateAuthorizerAudiences?.Resource, statefulJson)).toMatch(
      /^arn:AWS::Partition:apigateway:AWS::Region::\/apis\/\w+\/authorizers\/\w+$/,
    );
    expect(bySid.WriteClientRecords).toMatchObject({
      Action: ['dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
      Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['CLIENT#*'] } },
    });
    expect(bySid.SetClientBudgets).toMatchObject({
      Action: 'dynamodb:UpdateItem',
      Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['BUDGET#*'] } },
    });
    expect(apiJson.Outputs?.IntegrationsOperatorPolicyArn).toBeDefined();
    // Attached to no one: an operator's role or user is given it.
    expect(policy?.Properties?.Roles).toBeUndefined();
  });

  test('the operator settings name the pool, table, API, authorizer and issuer', () => {
    const settings = resourcesOfType(apiJson, 'AWS::SSM::Parameter').find(
      ([, parameter]) => parameter.Properties?.Name === '/tms/dev/integrations',
    );
    const value = render(settings?.[1].Properties?.Value, statefulJson);
    for (const key of ['userPoolId', 'tableName', 'apiId', 'authorizerId', 'issuer', 'audienceParameter']) {
      expect(value).toContain(`"${key}"`);
    }
  });

  test("the dashboard counts each integration's requests and errors from its log lines", () => {
    const [[, dashboard] = []] = resourcesOfType(apiJson, 'AWS::CloudWatch::Dashboard');
    const body = render(dashboard?.Properties?.DashboardBody, statefulJson);
    expect(body).toContain('Requests per integration');
    expect(body).toContain('Errors per integration');
    expect(body).toContain('stats count(*) as requests by caller');
  });
}
