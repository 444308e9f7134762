import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Aspects, type CfnElement, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { ApiStackProps } from '#lib/api-stack';
import { readStageConfig } from '#lib/config';
import { PROJECT_ROOT } from '#lib/constructs/api-function';
import { PRE_TRAFFIC_HOOK_DESCRIPTION } from '#lib/route-stack';
import { createService, type ServiceStacks } from '#lib/service';
import { assertStackLimits, type StackSize, stackSizes } from '#lib/stack-limits';

/** A synthesized template as plain JSON. */
export interface TemplateJson {
  Resources: Record<string, { Type: string; Properties?: Record<string, unknown>; [key: string]: unknown }>;
  Parameters?: Record<string, { Type: string; Default?: unknown }>;
  Outputs?: Record<string, { Value: unknown }>;
}

export interface SynthesizedService {
  stacks: ServiceStacks;
  /** The API stack with its route stacks' resources, as one template (see `withNestedStacks`). */
  api: Template;
  stateful: Template;
  apiJson: TemplateJson;
  statefulJson: TemplateJson;
  /** The API stack's own template, without its nested stacks'. */
  apiStackJson: TemplateJson;
  /** Every stack's resources and template bytes, nested ones too. */
  sizes: StackSize[];
  /** Unsuppressed cdk-nag AwsSolutions errors and warnings, per stack (`construct path` + message). */
  nagFindings: { api: string[]; stateful: string[] };
}

/** Every setting changed, spelled as `-c key=value` passes it (strings). */
export const CUSTOM_CONTEXT = {
  stage: 'qa',
  // A stage no cdk.json block configures: deployed on purpose.
  newStage: 'true',
  allowedDocumentBuckets: 'partner-drop-one, partner-drop-two',
  dropBucketWriters: 'arn:aws:iam::123456789012:role/partner-scanner, 210987654321',
  uploadOrigins: 'https://dispatch.example.com',
  partnerBucketKeys: 'arn:aws:kms:eu-west-1:210987654321:key/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
  presignedUrlTtlSeconds: '600',
  throttlingRateLimit: '7',
  throttlingBurstLimit: '9',
  logRetentionDays: '90',
  serverAccessLogs: 'false',
  metricsNamespace: 'TmsQa',
  alarmEmails: 'ops@example.com, on-call@example.com',
  latencyAlarmP99Ms: '1500',
  serverErrorAlarmPercent: '2',
  // A production stage with every optional go-live setting.
  region: 'eu-west-1',
  production: 'true',
  alarmTopicArn: 'arn:aws:sns:eu-west-1:123456789012:tms-qa-chatbot',
  deployment: 'linear10PercentEvery1Minute',
  backupRetentionDays: '90',
  backupCopyVaultArn: 'arn:aws:backup:eu-central-1:123456789012:backup-vault:tms-qa-copies',
  documentVersionRetentionDays: '400',
  documentLockDays: '30',
  vaultLock: 'compliance',
  domainName: 'api.qa.tms.example.com',
  certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
  hostedZoneId: 'Z0123456789ABCDEFGHIJ',
  hostedZoneName: 'tms.example.com',
  corsOrigins: 'https://dispatch.example.com,https://planning.example.com:8443',
  writeThrottlingRateLimit: '3',
  writeThrottlingBurstLimit: '4',
  // Budgets within the limits above, as synth requires (lib/budget-limits.ts).
  clientBudget: '3/4',
  driverBudget: '2/4',
  accountConcurrencyLimit: '500',
  driverRouteConcurrency: '4',
  authDomainPrefix: 'tms-qa-partners',
};

/** cdk.json's context, so the tests see the same feature flags as `cdk synth`. */
export function projectContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return cdkJson.context ?? {};
}

/**
 * The service as `cdk synth` builds it, audited by cdk-nag as bin/app.ts audits
 * it, but without bundling: an empty `aws:cdk:bundling-stacks` makes every
 * NodejsFunction skip esbuild.
 *
 * A synth is the expensive part of these tests (under jest, the first one in a
 * process costs seconds of module loading), so the infra tests share one per
 * configuration: see service.test.ts.
 */
export function synthService(
  context: Record<string, unknown> = {},
  routes?: ApiStackProps['routes'],
): SynthesizedService {
  const app = new App({
    context: {
      ...projectContext(),
      ...context,
      'aws:cdk:bundling-stacks': [],
      // Report cdk-nag errors as test failures (nagFindings) instead of failing the synth.
      '@aws-cdk/core:failSynthOnValidationErrors': false,
    },
  });
  const stacks = createService(app, readStageConfig(app.node), routes);
  Aspects.of(app).add(new AwsSolutionsChecks());
  // One synth for everything: Template.fromStack and Annotations.fromStack would each synthesize again.
  const assembly = app.synth();
  // As bin/app.ts does: a stack over its limits fails the synth.
  assertStackLimits(app, assembly);
  const artifact = (stack: { artifactId: string }) => assembly.getStackArtifact(stack.artifactId);
  const nagFindings = (stack: { artifactId: string }) =>
    artifact(stack)
      .messages.filter((message) => message.level === 'error' || message.level === 'warning')
      .filter((message) => String(message.entry.data).includes('AwsSolutions-'))
      .map((message) => `${message.id} ${String(message.entry.data)}`);
  const apiStackJson = artifact(stacks.api).template as TemplateJson;
  const nested = stacks.api.node
    .findAll()
    .filter(Stack.isStack)
    .filter((stack) => stack.nested)
    .map((stack) => ({
      resourceId: logicalId({ node: { defaultChild: stack.nestedStackResource } }),
      template: JSON.parse(
        readFileSync(join(assembly.directory, stack.templateFile), 'utf8'),
      ) as TemplateJson,
    }));
  const api = Template.fromJSON(withNestedStacks(apiStackJson, nested) as never);
  const stateful = Template.fromJSON(artifact(stacks.stateful).template);
  return {
    stacks,
    api,
    stateful,
    apiStackJson,
    sizes: stackSizes(app, assembly),
    apiJson: api.toJSON() as TemplateJson,
    statefulJson: stateful.toJSON() as TemplateJson,
    nagFindings: { api: nagFindings(stacks.api), stateful: nagFindings(stacks.stateful) },
  };
}

/**
 * A stack and its nested stacks as one template: every resource of each, the
 * nested stacks' parameters replaced by what the parent passes them, and the
 * parent's `Fn::GetAtt` of a nested stack's output by that output's value, so
 * that a reference reads as it would within one stack.
 */
export function withNestedStacks(
  parent: TemplateJson,
  nested: readonly { resourceId: string; template: TemplateJson }[],
): TemplateJson {
  const byResource = new Map(nested.map((stack) => [stack.resourceId, stack.template]));
  const resolve = (value: unknown, parameters: Record<string, unknown>): unknown => {
    if (Array.isArray(value)) return value.map((item) => resolve(item, parameters));
    if (typeof value !== 'object' || value === null) return value;
    const node = value as Record<string, unknown>;
    if (typeof node.Ref === 'string' && Object.hasOwn(parameters, node.Ref)) {
      return resolve(parameters[node.Ref], {});
    }
    const getAtt = node['Fn::GetAtt'] as [string, string] | undefined;
    const output = getAtt?.[1].startsWith('Outputs.') ? byResource.get(getAtt[0]) : undefined;
    if (getAtt !== undefined && output !== undefined) {
      const outputName = getAtt[1].slice('Outputs.'.length);
      return resolve(output.Outputs?.[outputName]?.Value, parametersOf(getAtt[0]));
    }
    return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, resolve(item, parameters)]));
  };
  const parametersOf = (resourceId: string) =>
    (parent.Resources[resourceId]?.Properties?.Parameters ?? {}) as Record<string, unknown>;
  const resources = Object.fromEntries(
    Object.entries(parent.Resources).filter(([id]) => !byResource.has(id)),
  );
  for (const [resourceId, template] of byResource) {
    Object.assign(resources, resolve(template.Resources, parametersOf(resourceId)));
  }
  return { ...parent, Resources: resolve(resources, {}) as TemplateJson['Resources'] };
}

export function logicalId(element: { node: { defaultChild?: unknown } }): string {
  const child = element.node.defaultChild as CfnElement;
  return child.stack.getLogicalId(child);
}

export function resourcesOfType(template: TemplateJson, type: string) {
  return Object.entries(template.Resources).filter(([, resource]) => resource.Type === type);
}

/**
 * A CloudFormation value as a short readable string, with references into the
 * stateful stack (`Fn::GetStackOutput`) followed to what they point at:
 * `{ 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Bucket1', 'Arn'] }, '/*']] }` → `Bucket1.Arn/*`.
 */
export function render(value: unknown, stateful: TemplateJson): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => render(item, stateful)).join(',');
  const node = value as Record<string, unknown>;
  if ('Ref' in node) return String(node.Ref);
  if ('Fn::GetAtt' in node) return (node['Fn::GetAtt'] as string[]).join('.');
  if ('Fn::Join' in node) {
    const [separator, parts] = node['Fn::Join'] as [string, unknown[]];
    return parts.map((part) => render(part, stateful)).join(separator);
  }
  if ('Fn::GetStackOutput' in node) {
    const { OutputName } = node['Fn::GetStackOutput'] as { OutputName: string };
    const output = stateful.Outputs?.[OutputName];
    if (!output) throw new Error(`No output ${OutputName} in the stateful stack`);
    return render(output.Value, stateful);
  }
  return JSON.stringify(value);
}

export interface Statement {
  actions: string[];
  resources: string[];
  effect: string;
  condition?: unknown;
}

/** Every statement of every inline policy attached to a function's role. */
export function statementsOf(functionId: string, api: TemplateJson, stateful: TemplateJson): Statement[] {
  const fn = api.Resources[functionId];
  const role = ((fn?.Properties?.Role ?? {}) as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return resourcesOfType(api, 'AWS::IAM::Policy')
    .filter(([, policy]) =>
      ((policy.Properties?.Roles ?? []) as { Ref: string }[]).some((ref) => ref.Ref === role),
    )
    .flatMap(([, policy]) => {
      const document = policy.Properties?.PolicyDocument as { Statement: Record<string, unknown>[] };
      return document.Statement.map((statement) => ({
        actions: [statement.Action].flat() as string[],
        resources: [statement.Resource].flat().map((resource) => render(resource, stateful)),
        effect: String(statement.Effect),
        ...(statement.Condition !== undefined && { condition: statement.Condition }),
      }));
    });
}

/** How an event source mapping names the function it invokes through its `live` alias (by the alias's logical id). */
export const viaAlias = (aliasId: string) => ({
  'Fn::Join': ['', [{ 'Fn::Select': [6, { 'Fn::Split': [':', { Ref: aliasId }] }] }, ':live']],
});

/** The `live` alias each API route integrates with (its logical id), by route key. */
export function aliasesByRouteKey(api: TemplateJson): Map<string, string> {
  const byKey = new Map<string, string>();
  for (const [, route] of resourcesOfType(api, 'AWS::ApiGatewayV2::Route')) {
    const target = route.Properties?.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
    const integrationId = target['Fn::Join'][1][1].Ref;
    const integration = api.Resources[integrationId];
    const uri = integration?.Properties?.IntegrationUri as { Ref: string };
    byKey.set(String(route.Properties?.RouteKey), uri.Ref);
  }
  return byKey;
}

/** The function each API route calls (through its alias), by route key. */
export function functionsByRouteKey(api: TemplateJson): Map<string, string> {
  return new Map(
    [...aliasesByRouteKey(api)].map(([key, aliasId]) => {
      const alias = api.Resources[aliasId];
      return [key, (alias?.Properties?.FunctionName as { Ref: string } | undefined)?.Ref ?? ''];
    }),
  );
}

/**
 * The dimensions of a Lambda metric of the version function `functionId`
 * deploys, as invoked through its `live` alias (the rollback alarms').
 */
export function liveVersionDimensions(functionId: string) {
  const versionPrefix = `${functionId.replace(/[0-9A-F]{8}$/, '')}CurrentVersion`;
  return [
    {
      Name: 'ExecutedVersion',
      Value: { 'Fn::GetAtt': [Match.stringLikeRegexp(`^${versionPrefix}`), 'Version'] },
    },
    { Name: 'FunctionName', Value: { Ref: functionId } },
    { Name: 'Resource', Value: { 'Fn::Join': ['', [{ Ref: functionId }, ':live']] } },
  ];
}

/** A route stack's pre-traffic hook: a function of the deploys, not of the service. */
export const isPreTrafficHook = ([, fn]: [string, { Properties?: Record<string, unknown> }]): boolean =>
  fn.Properties?.Description === PRE_TRAFFIC_HOOK_DESCRIPTION;
