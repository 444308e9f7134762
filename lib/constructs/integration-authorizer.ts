import { Arn, Aws, CfnOutput, Fn, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { StringListParameter, StringParameter } from 'aws-cdk-lib/aws-ssm';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { EVERY_BUDGET_PARTITION } from '#shared/budgets/keys';
import { EVERY_CLIENT_PARTITION } from '#shared/integrations/keys';
import {
  audienceParameterName,
  type OperatorSettings,
  operatorParameterName,
} from '#shared/integrations/stage-settings';

export interface IntegrationAuthorizerProps {
  readonly stage: string;
  readonly userPool: IUserPool;
  readonly table: ITableV2;
}

/**
 * The API's JWT authorizer, for people's ID tokens and machine clients'
 * access tokens alike. API Gateway accepts an access token only if its
 * `client_id` is in the audience list, so the list is not written here: it is
 * the stage's SSM parameter (people's client and every integration's), read
 * at each deploy, and the operator command updates both the parameter and
 * the live authorizer when it creates or deletes a client. A new client works
 * within seconds, and no deploy undoes it.
 */
export class IntegrationAuthorizer extends Construct {
  readonly authorizer: HttpJwtAuthorizer;
  readonly issuer: string;
  /** What an operator needs to run `npm run client -- --stage <stage>`. */
  readonly operatorPolicy: ManagedPolicy;
  private readonly props: IntegrationAuthorizerProps;

  constructor(scope: Construct, id: string, props: IntegrationAuthorizerProps) {
    super(scope, id);
    this.props = props;
    this.issuer = Fn.join('', [
      'https://cognito-idp.',
      Aws.REGION,
      '.amazonaws.com/',
      props.userPool.userPoolId,
    ]);
    const audiences = StringListParameter.valueForTypedListParameter(
      this,
      audienceParameterName(props.stage),
    );
    this.authorizer = new HttpJwtAuthorizer('CognitoAuthorizer', this.issuer, { jwtAudience: audiences });
    this.operatorPolicy = new ManagedPolicy(this, 'OperatorPolicy', {
      description: `Manage the TMS API (${props.stage}) integrations: npm run client -- --stage ${props.stage}`,
    });
  }

  /** Once routes use the authorizer (it exists from then): the operator's settings and rights. */
  publish(api: HttpApi): void {
    const { stage, userPool, table } = this.props;
    const stack = Stack.of(this);
    const settings: OperatorSettings = {
      userPoolId: userPool.userPoolId,
      tableName: table.tableName,
      apiId: api.apiId,
      authorizerId: this.authorizer.authorizerId,
      issuer: this.issuer,
      audienceParameter: audienceParameterName(stage),
    };
    const settingsParameter = new StringParameter(this, 'OperatorSettings', {
      parameterName: operatorParameterName(stage),
      description: 'Where the integrations command finds this stage (npm run client -- --stage).',
      stringValue: stack.toJsonString(settings),
    });
    const parameterArn = (name: string) =>
      Arn.format({ service: 'ssm', resource: 'parameter', resourceName: name.slice(1) }, stack);
    this.operatorPolicy.addStatements(
      new PolicyStatement({
        sid: 'ManageAppClients',
        actions: [
          'cognito-idp:CreateUserPoolClient',
          'cognito-idp:DescribeUserPoolClient',
          'cognito-idp:UpdateUserPoolClient',
          'cognito-idp:DeleteUserPoolClient',
          'cognito-idp:ListUserPoolClients',
          'cognito-idp:AddUserPoolClientSecret',
          'cognito-idp:ListUserPoolClientSecrets',
          'cognito-idp:DeleteUserPoolClientSecret',
        ],
        resources: [userPool.userPoolArn],
      }),
      new PolicyStatement({
        sid: 'ReadSettingsKeepAudiences',
        actions: ['ssm:GetParameter', 'ssm:PutParameter'],
        resources: [parameterArn(audienceParameterName(stage))],
      }),
      new PolicyStatement({
        sid: 'ReadSettings',
        actions: ['ssm:GetParameter'],
        resources: [settingsParameter.parameterArn],
      }),
      new PolicyStatement({
        sid: 'UpdateAuthorizerAudiences',
        actions: ['apigateway:GET', 'apigateway:PATCH'],
        resources: [
          `arn:${Aws.PARTITION}:apigateway:${Aws.REGION}::/apis/${api.apiId}/authorizers/${this.authorizer.authorizerId}`,
        ],
      }),
      new PolicyStatement({
        sid: 'SetClientBudgets',
        effect: Effect.ALLOW,
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [EVERY_BUDGET_PARTITION] } },
      }),
      new PolicyStatement({
        sid: 'WriteClientRecords',
        effect: Effect.ALLOW,
        // Update: a rotation marks the record, so that tokens issued before it are refused.
        actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [EVERY_CLIENT_PARTITION] } },
      }),
    );
    new CfnOutput(this, 'OperatorPolicyArn', {
      description: 'Attach to whoever runs npm run client -- --stage for this stage.',
      value: this.operatorPolicy.managedPolicyArn,
    }).overrideLogicalId('IntegrationsOperatorPolicyArn');
    NagSuppressions.addResourceSuppressions(this.operatorPolicy, [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "Client records' keys (CLIENT#<id>) are only known when a client is made; LeadingKeys limits them.",
      },
    ]);
  }
}
