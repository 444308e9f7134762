import {
  CloudFormationClient,
  DescribeStacksCommand,
  ListStackResourcesCommand,
  type Stack,
  type StackResourceSummary,
  type StackStatus,
} from '@aws-sdk/client-cloudformation';
import {
  DeleteFunctionCommand,
  GetAliasCommand,
  LambdaClient,
  ListAliasesCommand,
  ListVersionsByFunctionCommand,
  UpdateAliasCommand,
} from '@aws-sdk/client-lambda';
import { mockClient } from 'aws-sdk-client-mock';

/**
 * A deployed stage as CloudFormation and Lambda answer about it, every list
 * in pages of the size each API uses, through the AWS SDK's own client mock.
 * Any call the test did not expect is refused, so a count of calls is a count
 * of calls that succeeded.
 */

export const REGION = 'eu-west-1';
const ACCOUNT = '123456789012';
export const functionArn = (name: string, qualifier?: string) =>
  `arn:aws:lambda:${REGION}:${ACCOUNT}:function:${name}${qualifier === undefined ? '' : `:${qualifier}`}`;

export interface FakeFunction {
  readonly name: string;
  /** Published versions 1..versions. */
  readonly versions: number;
  /** What `live` points to; the newest version unless said. */
  readonly live?: number;
  /** A canary in progress: the version `live` also sends traffic to. */
  readonly shiftingTo?: number;
  /** Whether the stack's last update published its newest version. */
  readonly changedByLastDeploy?: boolean;
  /** When its newest version was published, if not by its stack's last update or long before it. */
  readonly publishedAt?: Date;
}

export interface FakeStack {
  readonly name: string;
  readonly stage: string;
  readonly status?: string;
  /** Undefined: only ever created. */
  readonly lastUpdated?: Date;
  readonly functions: readonly FakeFunction[];
  /** Resources besides each function's 12, up to this total. */
  readonly resourceCount?: number;
  /** Stacks nested in this one (AWS::CloudFormation::Stack resources); DescribeStacks lists them only by name. */
  readonly nested?: readonly FakeStack[];
}

const stackId = (name: string) => `arn:aws:cloudformation:eu-west-1:123456789012:stack/${name}/1`;

export const LAST_UPDATE = new Date('2026-11-20T10:00:00Z');
/** A deploy before the last one. */
export const EARLIER_UPDATE = new Date('2026-11-10T10:00:00Z');
const BEFORE = new Date('2026-11-01T10:00:00Z');
const AFTER = new Date('2026-11-20T10:03:00Z');

/** What one route's function costs its stack: function, role, policy, logs, version, alias, group, route, integration, permission, two alarms. */
function functionResources(fn: FakeFunction): StackResourceSummary[] {
  const id = fn.name.replace(/[^A-Za-z0-9]/g, '');
  const summary = (suffix: string, type: string, physical: string, at = BEFORE): StackResourceSummary => ({
    LogicalResourceId: `${id}${suffix}`,
    PhysicalResourceId: physical,
    ResourceType: type,
    ResourceStatus: 'UPDATE_COMPLETE',
    LastUpdatedTimestamp: at,
  });
  return [
    summary('Function', 'AWS::Lambda::Function', fn.name),
    summary('Role', 'AWS::IAM::Role', `${id}-role`),
    summary('Policy', 'AWS::IAM::Policy', `${id}-policy`),
    summary('Logs', 'AWS::Logs::LogGroup', `${id}-logs`),
    summary(
      'FunctionCurrentVersion',
      'AWS::Lambda::Version',
      functionArn(fn.name, String(fn.versions)),
      fn.publishedAt ?? (fn.changedByLastDeploy === false ? BEFORE : AFTER),
    ),
    summary('Live', 'AWS::Lambda::Alias', functionArn(fn.name, 'live')),
    summary('DeploymentGroup', 'AWS::CodeDeploy::DeploymentGroup', `${id}-group`),
    summary('Route', 'AWS::ApiGatewayV2::Route', `${id}-route`),
    summary('Integration', 'AWS::ApiGatewayV2::Integration', `${id}-integration`),
    summary('Permission', 'AWS::Lambda::Permission', `${id}-permission`),
    summary('Errors', 'AWS::CloudWatch::Alarm', `${id}-errors`),
    summary('Latency', 'AWS::CloudWatch::Alarm', `${id}-latency`),
  ];
}

function stackResources(stack: FakeStack): StackResourceSummary[] {
  const resources = stack.functions.flatMap(functionResources);
  for (const nested of stack.nested ?? []) {
    resources.push({
      LogicalResourceId: nested.name.replace(/[^A-Za-z0-9]/g, ''),
      PhysicalResourceId: stackId(nested.name),
      ResourceType: 'AWS::CloudFormation::Stack',
      ResourceStatus: 'UPDATE_COMPLETE',
      LastUpdatedTimestamp: AFTER,
    });
  }
  for (let index = resources.length; index < (stack.resourceCount ?? 0); index++) {
    resources.push({
      LogicalResourceId: `Shared${index}`,
      PhysicalResourceId: `shared-${index}`,
      ResourceType: 'AWS::SQS::Queue',
      ResourceStatus: 'CREATE_COMPLETE',
      LastUpdatedTimestamp: BEFORE,
    });
  }
  return resources;
}

/** `items` cut into pages of `size`; the token is the index of the page's first item. */
function page<T>(
  items: readonly T[],
  token: string | undefined,
  size: number,
): { items: T[]; next?: string } {
  const start = token === undefined ? 0 : Number(token);
  const end = start + size;
  return { items: items.slice(start, end), ...(end < items.length && { next: String(end) }) };
}

/** Mocks the CloudFormation and Lambda clients (every instance) for `stacks`; call `restore` after. */
export function fakeStage(stacks: readonly FakeStack[], others: readonly Stack[] = []) {
  const cloudFormation = mockClient(CloudFormationClient);
  const lambda = mockClient(LambdaClient);
  cloudFormation.onAnyCommand().rejects(new Error('unexpected CloudFormation call'));
  lambda.onAnyCommand().rejects(new Error('unexpected Lambda call'));

  const described: Stack[] = [
    ...others,
    ...stacks.map(
      (stack): Stack => ({
        StackName: stack.name,
        StackId: stackId(stack.name),
        StackStatus: (stack.status ??
          (stack.lastUpdated ? 'UPDATE_COMPLETE' : 'CREATE_COMPLETE')) as StackStatus,
        CreationTime: BEFORE,
        LastUpdatedTime: stack.lastUpdated,
        Tags: [
          { Key: 'service', Value: 'tms-api' },
          { Key: 'stage', Value: stack.stage },
        ],
      }),
    ),
  ];
  // DescribeStacks lists an account's stacks a page at a time, the stage's on the last page.
  const nestedStacks = stacks.flatMap((stack) => stack.nested ?? []);
  cloudFormation.on(DescribeStacksCommand).callsFake((input: { NextToken?: string; StackName?: string }) => {
    const nested = nestedStacks.find((candidate) => stackId(candidate.name) === input.StackName);
    if (nested !== undefined) {
      return {
        Stacks: [
          {
            StackName: nested.name,
            StackId: stackId(nested.name),
            StackStatus: (nested.status ?? 'UPDATE_COMPLETE') as StackStatus,
            CreationTime: BEFORE,
            LastUpdatedTime: nested.lastUpdated,
            ParentId: stackId(stacks[0]?.name ?? ''),
          },
        ],
      };
    }
    const { items, next } = page(described, input.NextToken, Math.max(1, described.length - stacks.length));
    return { Stacks: items, NextToken: next };
  });
  cloudFormation
    .on(ListStackResourcesCommand)
    .callsFake((input: { StackName: string; NextToken?: string }) => {
      const stack = [...stacks, ...nestedStacks].find(
        (candidate) => candidate.name === input.StackName || stackId(candidate.name) === input.StackName,
      );
      if (stack === undefined) throw new Error(`no stack ${input.StackName}`);
      const { items, next } = page(stackResources(stack), input.NextToken, 100);
      return { StackResourceSummaries: items, NextToken: next };
    });

  const functions = new Map(
    [...stacks, ...nestedStacks].flatMap((stack) => stack.functions).map((fn) => [fn.name, fn]),
  );
  const functionOf = (name: string | undefined) => {
    const fn = functions.get(name ?? '');
    if (fn === undefined)
      throw Object.assign(new Error(`Function not found: ${name}`), { name: 'ResourceNotFoundException' });
    return fn;
  };
  const liveOf = (fn: FakeFunction) => ({
    AliasArn: functionArn(fn.name, 'live'),
    Name: 'live',
    FunctionVersion: String(fn.live ?? fn.versions),
    RevisionId: `${fn.name}-revision`,
    ...(fn.shiftingTo !== undefined && {
      RoutingConfig: { AdditionalVersionWeights: { [String(fn.shiftingTo)]: 0.1 } },
    }),
  });
  lambda
    .on(GetAliasCommand)
    .callsFake((input: { FunctionName: string }) => liveOf(functionOf(input.FunctionName)));
  lambda.on(ListAliasesCommand).callsFake((input: { FunctionName: string; Marker?: string }) => {
    const { items, next } = page([liveOf(functionOf(input.FunctionName))], input.Marker, 50);
    return { Aliases: items, NextMarker: next };
  });
  // $LATEST first, then every version, oldest first, 50 a page: Lambda's order and its largest page.
  lambda.on(ListVersionsByFunctionCommand).callsFake((input: { FunctionName: string; Marker?: string }) => {
    const fn = functionOf(input.FunctionName);
    const versions = ['$LATEST', ...Array.from({ length: fn.versions }, (_, index) => String(index + 1))];
    const { items, next } = page(versions, input.Marker, 50);
    return {
      Versions: items.map((version) => ({ FunctionName: fn.name, Version: version })),
      NextMarker: next,
    };
  });

  const refuse = (name: string, message: string) => Object.assign(new Error(message), { name });
  // As Lambda does: a version must exist; an alias moves only from the revision the caller read.
  lambda
    .on(UpdateAliasCommand)
    .callsFake((input: { FunctionName: string; FunctionVersion: string; RevisionId?: string }) => {
      const fn = functionOf(input.FunctionName);
      const version = Number(input.FunctionVersion);
      if (!(version >= 1 && version <= fn.versions))
        throw refuse('ResourceNotFoundException', 'no such version');
      if (input.RevisionId !== undefined && input.RevisionId !== liveOf(fn).RevisionId) {
        throw refuse('PreconditionFailedException', 'revision changed');
      }
      return { ...liveOf(fn), FunctionVersion: input.FunctionVersion };
    });
  // Lambda refuses to delete a version an alias points to.
  lambda.on(DeleteFunctionCommand).callsFake((input: { FunctionName: string; Qualifier?: string }) => {
    const fn = functionOf(input.FunctionName);
    const alias = liveOf(fn);
    const aliased = [
      alias.FunctionVersion,
      ...Object.keys(alias.RoutingConfig?.AdditionalVersionWeights ?? {}),
    ];
    if (input.Qualifier === undefined || aliased.includes(input.Qualifier)) {
      throw refuse('ResourceConflictException', `version ${input.Qualifier} is in use`);
    }
    return {};
  });

  return {
    cloudFormation,
    lambda,
    clients: {
      cloudFormation: new CloudFormationClient({ region: REGION }),
      lambda: new LambdaClient({ region: REGION }),
    },
    restore() {
      cloudFormation.restore();
      lambda.restore();
    },
  };
}

/** `count` route functions named `tms-prod-api-<Route><n>`, each with `versions` versions. */
export const routeFunctions = (count: number, versions: number, route = 'Route'): FakeFunction[] =>
  Array.from({ length: count }, (_, index) => ({ name: `tms-prod-api-${route}${index}`, versions }));
