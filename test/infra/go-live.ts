import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { PROJECT_ROOT } from '#lib/constructs/api-function';
import { PROCESSOR_MAX_CONCURRENCY } from '#lib/constructs/document-pipeline';
import { PUBLISHER_RESERVED_CONCURRENCY } from '#lib/constructs/event-publishing';
import { DELIVERY_MAX_CONCURRENCY } from '#lib/constructs/webhook-delivery';
import { DRIVER_FACING_ROUTES } from '#lib/driver-routes';
import {
  ITERATOR_AGE_ALARM_MINUTES,
  WEBHOOK_QUEUE_AGE_ALARM_MINUTES,
} from '#lib/monitoring/event-flow-alarms';
import { CONCURRENCY_ALARM_PERCENT } from '#lib/monitoring/function-alarms';
import { ROLLBACK_MIN_INVOCATIONS } from '#lib/monitoring/live-version-metrics';
import { CANARY_SHARE, MODELLED_REQUESTS_PER_MINUTE, routeDeployment } from '#lib/route-traffic';
import { type RouteId, routeList, routes } from '#shared/route-table';
import { routeKey } from '#shared/routing/route';
import {
  isPreTrafficHook,
  liveVersionDimensions,
  logicalId,
  render,
  resourcesOfType,
  type SynthesizedService,
  type TemplateJson,
} from './support';

type Alarm = { id: string; props: Record<string, unknown> };
const alarmsOf = (template: TemplateJson): Alarm[] =>
  resourcesOfType(template, 'AWS::CloudWatch::Alarm').map(([id, alarm]) => ({
    id,
    props: alarm.Properties ?? {},
  }));

/** GitHub's anchor of a Markdown heading. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');

/**
 * What an operator needs to run a stage in production (issue: go-live): the
 * default stage (`dev`) and `custom`, a production stage with every optional
 * setting (CUSTOM_CONTEXT).
 */
export function goLiveTests(service: SynthesizedService, custom: SynthesizedService): void {
  const { apiJson, statefulJson, stacks } = service;

  describe('alarms reach people', () => {
    test("every alarm also tells the stage's own topic (e.g. for AWS Chatbot) when it names one", () => {
      const topicId = logicalId(custom.stacks.api.monitoring.topic);
      const stageTopic = 'arn:aws:sns:eu-west-1:123456789012:tms-qa-chatbot';
      for (const alarm of alarmsOf(custom.apiJson)) {
        expect(alarm.props.AlarmActions).toEqual([{ Ref: topicId }, stageTopic]);
        expect(alarm.props.OKActions).toEqual([{ Ref: topicId }, stageTopic]);
      }
    });

    test('every alarm names its runbook entry, and every alarm entry of docs/operations.md belongs to an alarm', () => {
      const book = readFileSync(join(PROJECT_ROOT, 'docs/operations.md'), 'utf8');
      const anchors = new Set([...book.matchAll(/^#{2,4} (.+)$/gm)].map((match) => anchorOf(match[1] ?? '')));
      const named = new Set<string>();
      for (const template of [apiJson, custom.apiJson]) {
        for (const alarm of alarmsOf(template)) {
          const [, anchor = ''] =
            /Runbook: docs\/operations\.md#([\w-]+)$/.exec(String(alarm.props.AlarmDescription)) ?? [];
          expect([alarm.id, anchors.has(anchor)]).toEqual([alarm.id, true]);
          named.add(anchor);
        }
      }
      const alarmEntries = [...anchors].filter((anchor) => anchor.startsWith('alarm-'));
      expect(alarmEntries.sort()).toEqual([...named].sort());
    });

    test('the stream iterator age alarm fires when the publisher reads far behind', () => {
      service.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/Lambda',
        MetricName: 'IteratorAge',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalId(stacks.api.events.publisher.lambda) } }],
        Statistic: 'Maximum',
        Threshold: ITERATOR_AGE_ALARM_MINUTES * 60_000,
      });
    });

    test.each([
      ['publisher', () => stacks.api.events.publisher.lambda],
      ['deliverer', () => stacks.api.webhooks.deliverer.lambda],
    ])("the %s errors alarm fires on its deployed version's first error", (_name, fn) => {
      service.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Dimensions: liveVersionDimensions(logicalId(fn())),
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
      });
    });

    test("the webhook queue's oldest message alarms past the first attempts' backoff", () => {
      service.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateAgeOfOldestMessage',
        Dimensions: [
          { Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalId(stacks.api.webhooks.queue), 'QueueName'] } },
        ],
        Threshold: WEBHOOK_QUEUE_AGE_ALARM_MINUTES * 60,
      });
    });

    test("every function's throttles are watched, each as its own metric", () => {
      const watched = stacks.api.functionAlarms.throttles.flatMap((alarm) => {
        const metrics = (apiJson.Resources[logicalId(alarm)]?.Properties?.Metrics ?? []) as {
          MetricStat?: { Metric: { MetricName: string; Dimensions: { Value: { Ref: string } }[] } };
        }[];
        return metrics.flatMap((metric) =>
          metric.MetricStat?.Metric.MetricName === 'Throttles'
            ? [metric.MetricStat.Metric.Dimensions[0]?.Value.Ref]
            : [],
        );
      });
      const functions = resourcesOfType(apiJson, 'AWS::Lambda::Function')
        .filter(
          (entry) =>
            !isPreTrafficHook(entry) &&
            'TABLE_NAME' in
              ((entry[1].Properties?.Environment as { Variables?: object } | undefined)?.Variables ?? {}),
        )
        .map(([id]) => id);
      expect([...watched].sort()).toEqual([...functions].sort());
    });

    test("the account's concurrency headroom alarms at 80% of the stage's quota", () => {
      service.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/Lambda',
        MetricName: 'ClaimedAccountConcurrency',
        Threshold: (1000 * CONCURRENCY_ALARM_PERCENT) / 100,
      });
      custom.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'ClaimedAccountConcurrency',
        Threshold: (500 * CONCURRENCY_ALARM_PERCENT) / 100,
      });
    });
  });

  describe('safe deploys', () => {
    const groups = resourcesOfType(apiJson, 'AWS::CodeDeploy::DeploymentGroup');
    const aliases = resourcesOfType(apiJson, 'AWS::Lambda::Alias');

    /** The pre-traffic hooks' functions (one per route stack): they are invoked by CodeDeploy, never deployed by it. */
    const hookIds = new Set(
      resourcesOfType(apiJson, 'AWS::Lambda::Function')
        .filter(isPreTrafficHook)
        .map(([id]) => id),
    );
    const functionOfAlias = (alias: TemplateJson['Resources'][string]) =>
      (alias.Properties!.FunctionName as { Ref: string }).Ref;
    const deployedAliases = aliases.filter(([, alias]) => !hookIds.has(functionOfAlias(alias)));

    test('every function of the service has a live alias on a published version, deployed by CodeDeploy', () => {
      // One hook per route stack, under the same logical id in each (the merged template shows it once).
      expect(hookIds.size).toBe(1);
      expect(deployedAliases).toHaveLength(routeList.length + 4);
      for (const [, alias] of deployedAliases) {
        expect(alias.Properties?.Name).toBe('live');
        const version =
          apiJson.Resources[
            (alias.Properties?.FunctionVersion as { 'Fn::GetAtt': [string] } | undefined)?.[
              'Fn::GetAtt'
            ][0] ?? ''
          ];
        expect(version?.Type).toBe('AWS::Lambda::Version');
        // A deploy publishes a new version and leaves this one, for `npm run rollback` to point back to.
        expect(version).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
        expect(alias.UpdatePolicy).toMatchObject({ CodeDeployLambdaAliasUpdate: expect.any(Object) });
      }
      expect(groups).toHaveLength(deployedAliases.length);
      service.api.resourceCountIs('AWS::CodeDeploy::Application', 1);
    });

    test('dev shifts all at once; a stage may shift by canary or linearly, where its alarms can count', () => {
      for (const [, group] of groups) {
        expect(group.Properties?.DeploymentConfigName).toBe('CodeDeployDefault.LambdaAllAtOnce');
      }
      const configs = resourcesOfType(custom.apiJson, 'AWS::CodeDeploy::DeploymentGroup').map(
        ([, group]) => group.Properties?.DeploymentConfigName,
      );
      // The queue consumers and the busy routes (lib/route-traffic.ts) shift gradually; quiet routes after their hook.
      const gradual = routeList.filter(
        (route) => routeDeployment(routeKey(route), 'canary10Percent5Minutes') !== 'allAtOnce',
      );
      expect(
        configs.filter((name) => name === 'CodeDeployDefault.LambdaLinear10PercentEvery1Minute'),
      ).toHaveLength(gradual.length + 4);
      expect(configs.filter((name) => name === 'CodeDeployDefault.LambdaAllAtOnce')).toHaveLength(
        routeList.length - gradual.length,
      );
    });

    test("every route's deploy has a gate that can fail at its modelled traffic", () => {
      for (const route of routeList) {
        const key = routeKey(route);
        const fn = stacks.api.functions.get(route.id)!;
        const alias = apiJson.Resources[logicalId(fn.live)];
        // Its new version answers its probe first (shared/http/deploy-probe.ts): a crash or a 5xx fails the deploy.
        const hook = (
          alias!.UpdatePolicy as { CodeDeployLambdaAliasUpdate: { BeforeAllowTrafficHook?: { Ref: string } } }
        ).CodeDeployLambdaAliasUpdate.BeforeAllowTrafficHook;
        expect(hookIds.has(hook?.Ref ?? '')).toBe(true);
        // A canary only where the new version's share reaches the alarms' minimum count a minute.
        const canaryPerMinute = (MODELLED_REQUESTS_PER_MINUTE[key] ?? 0) * CANARY_SHARE;
        const gradual = routeDeployment(key, 'canary10Percent5Minutes') !== 'allAtOnce';
        expect(gradual).toBe(canaryPerMinute >= ROLLBACK_MIN_INVOCATIONS);
      }
      // At the cost model's traffic, only the driver's plans poll reaches it (10 a minute on the canary).
      expect(
        routeList
          .filter((route) => routeDeployment(routeKey(route), 'canary10Percent5Minutes') !== 'allAtOnce')
          .map(routeKey),
      ).toEqual(['GET /drivers/{driverId}/plans']);
    });

    test("a hook may invoke and read only its own stack's route functions, and report only to this application", () => {
      const policies = resourcesOfType(apiJson, 'AWS::IAM::Policy').filter(([, policy]) =>
        JSON.stringify(policy.Properties?.Roles).includes('PreTrafficHook'),
      );
      expect(policies.length).toBe(hookIds.size);
      for (const [, policy] of policies) {
        const statements = (
          policy.Properties!.PolicyDocument as { Statement: { Action: string | string[] }[] }
        ).Statement;
        const actions = statements.flatMap((statement) => [statement.Action].flat()).sort();
        expect(actions).toEqual(
          expect.arrayContaining([
            'codedeploy:GetApplicationRevision',
            'codedeploy:GetDeployment',
            'codedeploy:PutLifecycleEventHookExecutionStatus',
            'lambda:GetFunctionConfiguration',
            'lambda:InvokeFunction',
          ]),
        );
        expect(
          actions.filter((action) => !action.startsWith('xray:') && !action.startsWith('logs:')),
        ).toHaveLength(5);
      }
    });

    test("a route's deploy rolls back when its error or latency alarm fires; a consumer's on its errors", () => {
      const { functionAlarms, deploys } = stacks.api;
      const alarmNames = (groupId: string) =>
        (
          (
            apiJson.Resources[groupId]?.Properties?.AlarmConfiguration as
              | { Alarms: { Name: { Ref: string } }[] }
              | undefined
          )?.Alarms ?? []
        ).map((alarm) => alarm.Name.Ref);
      for (const route of routeList) {
        const fn = stacks.api.functions.get(route.id);
        const group = [...deploys.groups.values()].find((candidate) =>
          candidate.node.id.includes(`${route.id[0]?.toUpperCase()}${route.id.slice(1)}`),
        );
        expect(fn).toBeDefined();
        expect(group).toBeDefined();
        const key = routeKey(route);
        expect(alarmNames(logicalId(group!)).sort()).toEqual(
          [
            logicalId(functionAlarms.routeErrors.get(key)!),
            logicalId(functionAlarms.routeLatency.get(key)!),
          ].sort(),
        );
      }
      for (const [, group] of groups) {
        expect(group.Properties?.AutoRollbackConfiguration).toEqual({
          Enabled: true,
          Events: ['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_REQUEST', 'DEPLOYMENT_STOP_ON_ALARM'],
        });
        expect(group.Properties?.AlarmConfiguration).toMatchObject({ Enabled: true });
      }
    });
  });

  describe('backups and recovery', () => {
    const plans = resourcesOfType(statefulJson, 'AWS::Backup::BackupPlan');

    test('a daily AWS Backup plan keeps the table the stage retention; point-in-time recovery stays', () => {
      expect(plans).toHaveLength(1);
      const [rule] =
        (plans[0]?.[1].Properties?.BackupPlan as { BackupPlanRule: Record<string, unknown>[] } | undefined)
          ?.BackupPlanRule ?? [];
      expect(rule).toMatchObject({
        ScheduleExpression: 'cron(0 3 * * ? *)',
        Lifecycle: { DeleteAfterDays: 7 },
      });
      expect(rule?.CopyActions ?? []).toEqual([]);
      service.stateful.hasResourceProperties('AWS::Backup::BackupSelection', {
        BackupSelection: Match.objectLike({
          Resources: [{ 'Fn::GetAtt': [logicalId(stacks.stateful.table), 'Arn'] }],
        }),
      });
      service.stateful.hasResource('AWS::Backup::BackupVault', { DeletionPolicy: 'Retain' });
      service.stateful.hasOutput('BackupVaultName', {});
    });

    test('a stage may keep recovery points longer and copy them to a vault of another region', () => {
      const [[, plan] = ['', {}]] = resourcesOfType(custom.statefulJson, 'AWS::Backup::BackupPlan');
      const [rule] = (plan as { Properties: { BackupPlan: { BackupPlanRule: Record<string, unknown>[] } } })
        .Properties.BackupPlan.BackupPlanRule;
      expect(rule).toMatchObject({
        Lifecycle: { DeleteAfterDays: 90 },
        CopyActions: [
          {
            DestinationBackupVaultArn: 'arn:aws:backup:eu-central-1:123456789012:backup-vault:tms-qa-copies',
            Lifecycle: { DeleteAfterDays: 90 },
          },
        ],
      });
    });

    test("Vault Lock only where the stage asks for it, at the plan's retention; compliance after 3 days' grace", () => {
      const [[, vault] = ['', {}]] = resourcesOfType(statefulJson, 'AWS::Backup::BackupVault');
      expect((vault as TemplateJson['Resources'][string]).Properties?.LockConfiguration).toBeUndefined();
      custom.stateful.hasResourceProperties('AWS::Backup::BackupVault', {
        LockConfiguration: { MinRetentionDays: 90, ChangeableForDays: 3 },
      });
    });

    test('noncurrent document versions are kept the stage retention', () => {
      const rulesOf = (json: TemplateJson, id: string) =>
        (
          json.Resources[id]?.Properties?.LifecycleConfiguration as
            | { Rules: Record<string, unknown>[] }
            | undefined
        )?.Rules ?? [];
      expect(rulesOf(statefulJson, logicalId(stacks.stateful.documentsBucket))).toContainEqual(
        expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 7 } }),
      );
      expect(rulesOf(custom.statefulJson, logicalId(custom.stacks.stateful.documentsBucket))).toContainEqual(
        expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 400 } }),
      );
    });

    test('Object Lock in governance mode only where the stage asks for it', () => {
      const documents = statefulJson.Resources[logicalId(stacks.stateful.documentsBucket)]?.Properties ?? {};
      expect(documents.ObjectLockEnabled).toBeUndefined();
      const locked =
        custom.statefulJson.Resources[logicalId(custom.stacks.stateful.documentsBucket)]?.Properties ?? {};
      expect(locked.ObjectLockEnabled).toBe(true);
      expect(locked.ObjectLockConfiguration).toEqual({
        ObjectLockEnabled: 'Enabled',
        Rule: { DefaultRetention: { Mode: 'GOVERNANCE', Days: 30 } },
      });
    });
  });

  describe('address and browsers', () => {
    test('without a domain, the API URL is the generated one', () => {
      service.api.resourceCountIs('AWS::ApiGatewayV2::DomainName', 0);
      expect(render(apiJson.Outputs?.ApiUrl?.Value, statefulJson)).toContain('execute-api');
    });

    test("a stage's domain: its certificate, mapped to the API, aliased in its zone, and the URL output", () => {
      custom.api.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
        DomainName: 'api.qa.tms.example.com',
        DomainNameConfigurations: [
          Match.objectLike({
            CertificateArn:
              'arn:aws:acm:eu-west-1:123456789012:certificate/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
            EndpointType: 'REGIONAL',
          }),
        ],
      });
      custom.api.hasResourceProperties('AWS::ApiGatewayV2::ApiMapping', {
        ApiId: { Ref: logicalId(custom.stacks.api.api) },
        Stage: '$default',
      });
      custom.api.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: 'api.qa.tms.example.com.',
        Type: 'A',
        HostedZoneId: 'Z0123456789ABCDEFGHIJ',
      });
      expect(custom.apiJson.Outputs?.ApiUrl?.Value).toBe('https://api.qa.tms.example.com/');
    });

    test('no CORS by default; a stage names its origins and API Gateway answers their preflights', () => {
      const apiOf = (json: TemplateJson) =>
        resourcesOfType(json, 'AWS::ApiGatewayV2::Api')[0]?.[1].Properties ?? {};
      expect(apiOf(apiJson).CorsConfiguration).toBeUndefined();
      expect(apiOf(custom.apiJson).CorsConfiguration).toEqual({
        AllowOrigins: ['https://dispatch.example.com', 'https://planning.example.com:8443'],
        AllowMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
        AllowHeaders: expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']),
        ExposeHeaders: expect.arrayContaining(['etag', 'location', 'x-request-id']),
        MaxAge: 3600,
      });
      // No OPTIONS route: the authorizer would refuse a preflight, which carries no token.
      const keys = resourcesOfType(custom.apiJson, 'AWS::ApiGatewayV2::Route').map(
        ([, route]) => route.Properties?.RouteKey,
      );
      expect(keys.filter((key) => String(key).startsWith('OPTIONS'))).toEqual([]);
    });
  });

  describe('guard rails', () => {
    test("routes the table marks `throttle: 'write'` get the stage's write limits; the rest its defaults", () => {
      const writes = routeList.filter((route) => route.throttle === 'write').map(routeKey);
      expect(writes).toEqual(
        expect.arrayContaining(['POST /images', 'PUT /shipments/{shipmentId}/itinerary']),
      );
      for (const [json, rate, burst, defaults] of [
        [apiJson, 5, 10, { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 }],
        [custom.apiJson, 3, 4, { ThrottlingRateLimit: 7, ThrottlingBurstLimit: 9 }],
      ] as const) {
        const [[, stage] = ['', {}]] = resourcesOfType(json, 'AWS::ApiGatewayV2::Stage');
        const props = (stage as { Properties: Record<string, unknown> }).Properties;
        expect(props.DefaultRouteSettings).toMatchObject(defaults);
        expect(props.RouteSettings).toEqual(
          Object.fromEntries(
            writes.map((key) => [key, { ThrottlingRateLimit: rate, ThrottlingBurstLimit: burst }]),
          ),
        );
        // API Gateway refuses settings of a route it doesn't have yet.
        const dependsOn = (stage as { DependsOn?: string[] }).DependsOn ?? [];
        expect(
          dependsOn.filter((id) => json.Resources[id]?.Type === 'AWS::ApiGatewayV2::Route'),
        ).toHaveLength(writes.length);
      }
    });

    test('queue consumers and driver-facing routes have reserved concurrency; other route functions share the rest', () => {
      const reserved = (fn: { lambda: unknown }) =>
        apiJson.Resources[logicalId(fn.lambda as never)]?.Properties?.ReservedConcurrentExecutions;
      expect(reserved(stacks.api.pipeline.processor)).toBe(PROCESSOR_MAX_CONCURRENCY);
      expect(reserved(stacks.api.webhooks.deliverer)).toBe(DELIVERY_MAX_CONCURRENCY);
      expect(reserved(stacks.api.events.publisher)).toBe(PUBLISHER_RESERVED_CONCURRENCY);
      for (const [id, fn] of stacks.api.functions) {
        const driverFacing = DRIVER_FACING_ROUTES.includes(routeKey(routes[id as RouteId]));
        expect([id, reserved(fn)]).toEqual([id, driverFacing ? 10 : undefined]);
      }
    });
  });
}
