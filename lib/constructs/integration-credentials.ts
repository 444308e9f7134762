import { Aws, CfnOutput, Fn } from 'aws-cdk-lib';
import {
  type IUserPool,
  type IUserPoolClient,
  ResourceServerScope,
  type UserPoolDomain,
  type UserPoolResourceServer,
} from 'aws-cdk-lib/aws-cognito';
import { StringListParameter } from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { RESOURCE_SERVER, SCOPES } from '#shared/domain/scopes';
import { audienceParameterName } from '#shared/integrations/stage-settings';

export interface IntegrationCredentialsProps {
  readonly stage: string;
  readonly userPool: IUserPool;
  /** People's app client: the first audience, and the list's value until an integration exists. */
  readonly peopleClient: IUserPoolClient;
  /** The prefix of the Cognito domain; the token endpoint is `https://<prefix>.auth.<region>.amazoncognito.com/oauth2/token`. */
  readonly domainPrefix: string;
}

/**
 * What machine clients authenticate with: the resource server `tms` and its
 * scopes, and the user pool's domain, whose token endpoint issues
 * client-credentials tokens. The clients themselves are made by the operator
 * command (`npm run client -- --stage <stage>`), not by the stack, so that a
 * new integration needs no deploy; the command keeps the audience list below
 * in step with the pool's clients, and the API stack reads it at each deploy.
 */
export class IntegrationCredentials extends Construct {
  readonly resourceServer: UserPoolResourceServer;
  readonly domain: UserPoolDomain;
  readonly audienceParameter: StringListParameter;

  constructor(scope: Construct, id: string, props: IntegrationCredentialsProps) {
    super(scope, id);
    this.resourceServer = props.userPool.addResourceServer('ResourceServer', {
      identifier: RESOURCE_SERVER,
      userPoolResourceServerName: 'TMS API',
      scopes: Object.entries(SCOPES).map(
        ([name, description]) =>
          new ResourceServerScope({
            scopeName: name.slice(RESOURCE_SERVER.length + 1),
            scopeDescription: description,
          }),
      ),
    });
    this.domain = props.userPool.addDomain('Domain', { cognitoDomain: { domainPrefix: props.domainPrefix } });
    // The command overwrites the value; the stack never changes it after creation (its value here is constant).
    this.audienceParameter = new StringListParameter(this, 'AudienceParameter', {
      parameterName: audienceParameterName(props.stage),
      description: 'App client ids the API accepts tokens of; kept by the integrations command.',
      stringListValue: [props.peopleClient.userPoolClientId],
    });
    // Named plainly: the docs and the operator read these outputs by name.
    new CfnOutput(this, 'TokenUrl', {
      value: Fn.join('', [this.domain.baseUrl(), '/oauth2/token']),
    }).overrideLogicalId('TokenUrl');
    new CfnOutput(this, 'TokenIssuer', {
      value: Fn.join('', ['https://cognito-idp.', Aws.REGION, '.amazonaws.com/', props.userPool.userPoolId]),
    }).overrideLogicalId('TokenIssuer');
  }
}
