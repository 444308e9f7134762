import { CfnResource, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { DataRemovalPolicy } from '#lib/stage-operations';

/**
 * Gives each Lambda function of `stack` without a log group of its own (those
 * CDK makes for itself: the bucket notifications handler, the auto-delete
 * handler) a log group with the stage's retention: left to Lambda, their logs
 * would never expire. Call once the stack's resources are all made.
 */
export function giveEveryFunctionALogGroup(stack: Stack, retention: RetentionDays): void {
  for (const resource of stack.node.findAll()) {
    if (!(resource instanceof CfnResource) || resource.cfnResourceType !== 'AWS::Lambda::Function') continue;
    if (Stack.of(resource) !== stack) continue;
    if (resource instanceof CfnFunction && resource.loggingConfig !== undefined) continue;
    const scope = resource.node.scope;
    if (scope === undefined) continue;
    const logGroup = new LogGroup(scope, `${resource.node.id}Logs`, {
      retention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    resource.addPropertyOverride('LoggingConfig.LogGroup', logGroup.logGroupName);
  }
}

/**
 * Function logs outlive their stack as the stage's data does: a keeping stage
 * retains every log group of `stack` and its nested stacks (an incident's
 * record survives a stack replaced or destroyed; each still expires at its
 * retention, and an empty group costs nothing), a destroying one deletes them.
 * Call once the stacks' resources are all made.
 */
export function keepLogGroupsAsData(stack: Stack, removalPolicy: DataRemovalPolicy): void {
  const policy = removalPolicy === 'destroy' ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;
  for (const construct of stack.node.findAll()) {
    if (construct instanceof LogGroup) construct.applyRemovalPolicy(policy);
  }
}
