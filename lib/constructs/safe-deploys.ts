import { ArnFormat, Stack } from 'aws-cdk-lib';
import type { IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import {
  type ILambdaDeploymentConfig,
  LambdaApplication,
  LambdaDeploymentConfig,
  LambdaDeploymentGroup,
} from 'aws-cdk-lib/aws-codedeploy';
import { ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnAlias } from 'aws-cdk-lib/aws-lambda';
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

/** How one function's deploys go, when not the stage's default. */
export interface DeployOptions {
  /** @default - the stage's `deployment` */
  readonly strategy?: DeploymentStrategy;
  /** Run before any traffic shifts; its failure fails and rolls back the deployment. */
  readonly preTrafficHook?: ApiFunction;
}

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
  readonly #strategy: DeploymentStrategy;
  /** Hooks already allowed to report to CodeDeploy and invocable by its role. */
  readonly #hooks = new Set<ApiFunction>();
  /** By function construct id. */
  readonly groups = new Map<string, LambdaDeploymentGroup>();

  constructor(scope: Construct, id: string, props: SafeDeploysProps) {
    super(scope, id);
    this.application = new LambdaApplication(this, 'Application');
    this.#strategy = props.strategy;
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
  add(
    fn: ApiFunction,
    alarms: readonly IAlarm[],
    scope: Construct = this,
    options: DeployOptions = {},
  ): LambdaDeploymentGroup {
    const name = fn.node.path.replace(/[^A-Za-z0-9]/g, '');
    const group = new LambdaDeploymentGroup(scope, name, {
      application: this.application,
      role: this.role,
      alias: fn.live,
      deploymentConfig: DEPLOYMENT_CONFIGS[options.strategy ?? this.#strategy],
      alarms: [...alarms],
      autoRollback: { failedDeployment: true, stoppedDeployment: true, deploymentInAlarm: alarms.length > 0 },
    });
    if (options.preTrafficHook !== undefined) this.#hook(fn, options.preTrafficHook);
    this.groups.set(name, group);
    return group;
  }

  /**
   * Names `hook` as the alias's BeforeAllowTraffic hook. Set on the alias's
   * update policy rather than through the group's `preHook`, which would
   * grant the hook each group's ARN: one grant per hook for the application
   * keeps its policy one statement whatever the number of routes.
   */
  #hook(fn: ApiFunction, hook: ApiFunction): void {
    const alias = fn.live.node.defaultChild as CfnAlias;
    const update = alias.cfnOptions.updatePolicy?.codeDeployLambdaAliasUpdate;
    if (update === undefined) throw new Error(`${fn.node.path}: the alias has no CodeDeploy update policy`);
    alias.cfnOptions.updatePolicy = {
      codeDeployLambdaAliasUpdate: { ...update, beforeAllowTrafficHook: hook.lambda.functionName },
    };
    if (this.#hooks.has(hook)) return;
    this.#hooks.add(hook);
    const stack = Stack.of(this);
    const application = this.application.applicationName;
    hook.lambda.addToRolePolicy(
      new PolicyStatement({
        actions: ['codedeploy:GetDeployment', 'codedeploy:PutLifecycleEventHookExecutionStatus'],
        resources: [
          stack.formatArn({
            service: 'codedeploy',
            resource: 'deploymentgroup',
            resourceName: `${application}/*`,
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        ],
      }),
    );
    hook.lambda.addToRolePolicy(
      new PolicyStatement({
        actions: ['codedeploy:GetApplicationRevision'],
        resources: [
          stack.formatArn({
            service: 'codedeploy',
            resource: 'application',
            resourceName: application,
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        ],
      }),
    );
    // CodeDeploy invokes the hook unqualified: its function, not its versions.
    this.role.addToPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [hook.lambda.functionArn] }),
    );
  }
}
