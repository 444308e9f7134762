import type { IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import {
  type ILambdaDeploymentConfig,
  LambdaApplication,
  LambdaDeploymentConfig,
  LambdaDeploymentGroup,
} from 'aws-cdk-lib/aws-codedeploy';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { DeploymentStrategy } from '#lib/stage-operations';
import type { ApiFunction } from './api-function';

/** CodeDeploy's predefined Lambda configurations, by the name a stage's `deployment` gives. */
export const DEPLOYMENT_CONFIGS = {
  allAtOnce: LambdaDeploymentConfig.ALL_AT_ONCE,
  canary10Percent5Minutes: LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES,
  canary10Percent10Minutes: LambdaDeploymentConfig.CANARY_10PERCENT_10MINUTES,
  canary10Percent15Minutes: LambdaDeploymentConfig.CANARY_10PERCENT_15MINUTES,
  canary10Percent30Minutes: LambdaDeploymentConfig.CANARY_10PERCENT_30MINUTES,
  linear10PercentEvery1Minute: LambdaDeploymentConfig.LINEAR_10PERCENT_EVERY_1MINUTE,
  linear10PercentEvery2Minutes: LambdaDeploymentConfig.LINEAR_10PERCENT_EVERY_2MINUTES,
  linear10PercentEvery3Minutes: LambdaDeploymentConfig.LINEAR_10PERCENT_EVERY_3MINUTES,
  linear10PercentEvery10Minutes: LambdaDeploymentConfig.LINEAR_10PERCENT_EVERY_10MINUTES,
} satisfies Record<DeploymentStrategy, ILambdaDeploymentConfig>;

export interface SafeDeploysProps {
  readonly strategy: DeploymentStrategy;
}

/**
 * Gradual deploys: one CodeDeploy application for the stack and a deployment
 * group per function. A deploy that publishes a new version moves the
 * function's `live` alias with the stage's strategy, and CodeDeploy stops and
 * rolls back (the alias returns to the previous version) when one of that
 * function's alarms fires meanwhile, or when the deployment fails.
 */
export class SafeDeploys extends Construct {
  readonly application: LambdaApplication;
  /** One service role for every group: a role each would spend the stack's 500-resource budget. */
  readonly role: Role;
  readonly #config: ILambdaDeploymentConfig;
  /** By function construct id. */
  readonly groups = new Map<string, LambdaDeploymentGroup>();

  constructor(scope: Construct, id: string, props: SafeDeploysProps) {
    super(scope, id);
    this.application = new LambdaApplication(this, 'Application');
    this.#config = DEPLOYMENT_CONFIGS[props.strategy];
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('codedeploy.amazonaws.com'),
      managedPolicies: [
        ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSCodeDeployRoleForLambdaLimited'),
      ],
    });
    NagSuppressions.addResourceSuppressions(this.role, [
      {
        id: 'AwsSolutions-IAM4',
        reason:
          "AWSCodeDeployRoleForLambdaLimited is CodeDeploy's own least-privilege policy for Lambda deployments.",
        appliesTo: [
          'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited',
        ],
      },
    ]);
  }

  /**
   * Deploys `fn` gradually, rolled back when any of `alarms` fires during the
   * shift. The group is made in `scope`: in the alias's own stack, since each
   * names the other.
   */
  add(fn: ApiFunction, alarms: readonly IAlarm[], scope: Construct = this): LambdaDeploymentGroup {
    const name = fn.node.path.replace(/[^A-Za-z0-9]/g, '');
    const group = new LambdaDeploymentGroup(scope, name, {
      application: this.application,
      role: this.role,
      alias: fn.live,
      deploymentConfig: this.#config,
      alarms: [...alarms],
      autoRollback: { failedDeployment: true, stoppedDeployment: true, deploymentInAlarm: alarms.length > 0 },
    });
    this.groups.set(name, group);
    return group;
  }
}
