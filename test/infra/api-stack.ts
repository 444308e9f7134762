import { Match } from 'aws-cdk-lib/assertions';
import { PROCESSOR_HANDLER, PROCESSOR_TIMEOUT } from '#lib/constructs/document-pipeline';
import { PUBLISHER_TIMEOUT } from '#lib/constructs/event-publishing';
import { IMPORT_WORKER_TIMEOUT } from '#lib/constructs/import-pipeline';
import { DELIVERY_TIMEOUT } from '#lib/constructs/webhook-delivery';
import { LAMBDA_RUNTIME } from '#lib/runtime';
import { routeList } from '#shared/route-table';
import { routeKey } from '#shared/routing/route';
import {
  functionsByRouteKey,
  isPreTrafficHook,
  logicalId,
  render,
  resourcesOfType,
  type SynthesizedService,
  viaAlias,
} from './support';

const REQUIRED_ENV = [
  'TABLE_NAME',
  'DOCUMENTS_BUCKET',
  'DROP_BUCKET',
  'ALLOWED_DOCUMENT_BUCKETS',
  'PRESIGNED_URL_TTL_SECONDS',
  'SUBMISSION_QUEUE_URL',
  'STAGE',
  'POWERTOOLS_SERVICE_NAME',
  'POWERTOOLS_METRICS_NAMESPACE',
  // dev's budgets, within its route limits (cdk.json; lib/budget-limits.ts).
  'CLIENT_BUDGET',
  'DRIVER_BUDGET',
];

/** The API stack of the default stage (cdk.json's `dev` block); `custom` from CUSTOM_CONTEXT. */
export function apiStackTests(service: SynthesizedService, custom: SynthesizedService): void {
  const { api, apiJson, statefulJson, stacks } = service;
  const everyFunction = resourcesOfType(apiJson, 'AWS::Lambda::Function');
  /** CDK's own handler that configures the drop bucket's notifications at deploy time. */
  const isNotificationsHandler = ([, fn]: (typeof everyFunction)[number]) =>
    String(fn.Properties?.Description).includes('Custom::S3BucketNotifications');
  /** CDK's own handler that empties the set-aside bucket before a destroying stage deletes it. */
  const isAutoDeleteHandler = ([id]: (typeof everyFunction)[number]) =>
    id.startsWith('CustomS3AutoDeleteObjectsCustomResourceProviderHandler');
  const functions = everyFunction.filter(
    (entry) => !isNotificationsHandler(entry) && !isAutoDeleteHandler(entry) && !isPreTrafficHook(entry),
  );
  const processorId = logicalId(stacks.api.pipeline.processor.lambda);
  const processorAliasId = logicalId(stacks.api.pipeline.processor.live);
  const delivererId = logicalId(stacks.api.webhooks.deliverer.lambda);
  const publisherId = logicalId(stacks.api.events.publisher.lambda);
  const importWorkerId = logicalId(stacks.api.imports.worker.lambda);
  const createImportId = functionsByRouteKey(apiJson).get('POST /imports') ?? '';
  const testWebhookId = functionsByRouteKey(apiJson).get('POST /webhooks/{webhookId}/test') ?? '';
  const resendDeliveryId =
    functionsByRouteKey(apiJson).get('POST /webhooks/{webhookId}/deliveries/{deliveryId}/resend') ?? '';
  const TIMEOUTS: Record<string, number> = {
    [processorId]: PROCESSOR_TIMEOUT.toSeconds(),
    [importWorkerId]: IMPORT_WORKER_TIMEOUT.toSeconds(),
    [delivererId]: DELIVERY_TIMEOUT.toSeconds(),
    [publisherId]: PUBLISHER_TIMEOUT.toSeconds(),
  };
  /** What the functions that are no route need besides the service environment. */
  const MORE_ENV: Record<string, string[]> = {
    [delivererId]: ['WEBHOOK_QUEUE_URL', 'POWERTOOLS_TRACE_ENABLED'],
    [importWorkerId]: ['IMPORT_QUEUE_URL'],
    [createImportId]: ['IMPORT_QUEUE_URL'],
    [testWebhookId]: ['WEBHOOK_QUEUE_URL'],
    [resendDeliveryId]: ['WEBHOOK_QUEUE_URL'],
    [publisherId]: ['WEBHOOK_QUEUE_URL', 'EVENT_BUS_NAME', 'EVENT_RETENTION_DAYS'],
  };

  describe('functions', () => {
    test('one function per route-table entry, plus the submission processor, the import worker, the webhook deliverer and the event publisher, and nothing else', () => {
      const withServiceEnvironment = functions.filter(([, fn]) => {
        const env = (fn.Properties?.Environment as { Variables?: Record<string, unknown> })?.Variables;
        return env?.TABLE_NAME !== undefined;
      });
      expect(withServiceEnvironment).toHaveLength(routeList.length + 4);
      // Each route stack's pre-traffic hook besides (one logical id, in every route stack).
      expect(everyFunction.filter(isPreTrafficHook)).toHaveLength(1);
      // No other CDK-internal functions (log retention) sneak in: only the one that sets the
      // bucket notifications, with no access to the data, and in a destroying stage (dev) the
      // one that empties the set-aside bucket; a keeping stage has none such.
      expect(functions).toHaveLength(routeList.length + 4);
      expect(everyFunction.filter(isNotificationsHandler)).toHaveLength(1);
      expect(everyFunction.filter(isAutoDeleteHandler)).toHaveLength(1);
      expect(
        resourcesOfType(custom.apiJson, 'AWS::Lambda::Function').filter(isAutoDeleteHandler),
      ).toHaveLength(0);
    });

    test('each route function is described by its route key, once', () => {
      const descriptions = functions
        .filter(([id]) => ![processorId, importWorkerId, delivererId, publisherId].includes(id))
        .map(([, fn]) => fn.Properties?.Description);
      expect([...descriptions].sort()).toEqual(routeList.map(routeKey).sort());
    });

    test.each(functions.map(([id]) => id))(
      '%s: the Lambda runtime on ARM64, traced (all but the deliverer), with the service environment',
      (id) => {
        const props = apiJson.Resources[id]?.Properties ?? {};
        expect(props.Runtime).toBe(LAMBDA_RUNTIME.name);
        expect(props.Architectures).toEqual(['arm64']);
        // The deliverer's attempts are timed in their records: its traces would be billed for nothing new.
        if (id === delivererId) {
          expect((props.TracingConfig as { Mode?: string } | undefined)?.Mode ?? 'PassThrough').toBe(
            'PassThrough',
          );
          expect((props.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({
            POWERTOOLS_TRACE_ENABLED: 'false',
          });
        } else {
          expect(props.TracingConfig).toEqual({ Mode: 'Active' });
        }
        // Lambda's START, END and REPORT lines (INFO) are not ingested; the service's own lines are.
        expect(props.LoggingConfig).toMatchObject({
          LogFormat: 'JSON',
          SystemLogLevel: 'WARN',
          ApplicationLogLevel: 'INFO',
        });
        expect(props.MemorySize).toBeGreaterThanOrEqual(512);
        expect(props.MemorySize).toBeLessThanOrEqual(1024);
        expect(props.Timeout).toBe(TIMEOUTS[id] ?? 10);
        const env = (props.Environment as { Variables: Record<string, unknown> }).Variables;
        const needed = [...REQUIRED_ENV, ...(MORE_ENV[id] ?? [])];
        expect(Object.keys(env).sort()).toEqual([...needed].sort());
        // --enable-source-maps makes Node parse every map at load: 22–32 ms on each cold start.
        expect(env.NODE_OPTIONS).toBeUndefined();
        expect(env.PRESIGNED_URL_TTL_SECONDS).toBe('900');
        expect([env.CLIENT_BUDGET, env.DRIVER_BUDGET]).toEqual(['5/10', '5/10']);
        // The metrics' `stage` dimension and namespace, as the dashboard and alarms read them.
        expect(env.STAGE).toBe('dev');
        expect(env.POWERTOOLS_METRICS_NAMESPACE).toBe('TmsApi');
        expect(render(env.TABLE_NAME, statefulJson)).toBe(logicalId(stacks.stateful.table));
        expect(render(env.DOCUMENTS_BUCKET, statefulJson)).toBe(logicalId(stacks.stateful.documentsBucket));
        expect(render(env.DROP_BUCKET, statefulJson)).toBe(logicalId(stacks.stateful.dropBucket));
        // The drop bucket is always allowed; no extra bucket is configured by default.
        expect(render(env.ALLOWED_DOCUMENT_BUCKETS, statefulJson)).toBe(
          logicalId(stacks.stateful.dropBucket),
        );
        // Logs go to a log group of the stack's own, with the configured retention.
        const logGroup = (props.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
        expect(apiJson.Resources[logGroup]?.Properties?.RetentionInDays).toBe(14);
      },
    );

    test('the processor bundles the declared handler module', () => {
      expect(PROCESSOR_HANDLER).toBe('functions/images/process-submission.ts');
      expect(stacks.api.pipeline.processor.lambda.node.path).toContain('DocumentPipeline/Processor');
    });
  });

  describe('routes', () => {
    const routes = resourcesOfType(apiJson, 'AWS::ApiGatewayV2::Route');
    const authorizers = resourcesOfType(apiJson, 'AWS::ApiGatewayV2::Authorizer');

    test('exactly one API route per route-table entry, with its route key', () => {
      const keys = routes.map(([, route]) => route.Properties?.RouteKey);
      expect([...keys].sort()).toEqual(routeList.map(routeKey).sort());
      expect(keys).not.toContain('$default');
    });

    test('each route integrates with the function described by its route key', () => {
      for (const [, route] of routes) {
        const target = route.Properties?.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
        const integration = apiJson.Resources[target['Fn::Join'][1][1].Ref]?.Properties ?? {};
        expect(integration.IntegrationType).toBe('AWS_PROXY');
        // Payload 2.0: the event the local server emulates.
        expect(integration.PayloadFormatVersion).toBe('2.0');
        // The function's `live` alias, never $LATEST: deploys shift routes with CodeDeploy.
        const alias = apiJson.Resources[(integration.IntegrationUri as { Ref: string }).Ref];
        expect(alias?.Type).toBe('AWS::Lambda::Alias');
        expect(alias?.Properties?.Name).toBe('live');
        const fnId = (alias?.Properties?.FunctionName as { Ref: string } | undefined)?.Ref ?? '';
        expect(apiJson.Resources[fnId]?.Properties?.Description).toBe(route.Properties?.RouteKey);
      }
    });

    test('the JWT authorizer is on every route', () => {
      expect(authorizers).toHaveLength(1);
      const [authorizerId] = authorizers[0] ?? [];
      for (const [, route] of routes) {
        expect(route.Properties?.AuthorizationType).toBe('JWT');
        expect(route.Properties?.AuthorizerId).toEqual({ Ref: authorizerId });
      }
    });

    test("the authorizer accepts the user pool's tokens for the audiences of the stage's list, read at each deploy", () => {
      const jwt = authorizers[0]?.[1].Properties?.JwtConfiguration as {
        Audience: { Ref: string };
        Issuer: unknown;
      };
      // People's ID tokens (aud) and integrations' access tokens (client_id): the operator command keeps the list.
      expect(apiJson.Parameters?.[jwt.Audience.Ref]).toEqual({
        Type: 'AWS::SSM::Parameter::Value<List<String>>',
        Default: '/tms/dev/api-audiences',
      });
      expect(render(jwt.Issuer, statefulJson)).toBe(
        `https://cognito-idp.AWS::Region.amazonaws.com/${logicalId(stacks.stateful.userPool)}`,
      );
      api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
        AuthorizerType: 'JWT',
        IdentitySource: ['$request.header.Authorization'],
      });
    });
  });

  describe('stage', () => {
    test('the $default stage deploys automatically and is throttled', () => {
      api.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
      api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        StageName: '$default',
        AutoDeploy: true,
        // cdk.json's `stages.dev` block.
        DefaultRouteSettings: { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 },
      });
    });

    test('access logs are JSON lines with request id, route, status, latency and caller ip', () => {
      const [, stage] = resourcesOfType(apiJson, 'AWS::ApiGatewayV2::Stage')[0] ?? [];
      const settings = stage?.Properties?.AccessLogSettings as { DestinationArn: unknown; Format: string };
      const format = JSON.parse(settings.Format) as Record<string, string>;
      expect(format).toMatchObject({
        requestId: '$context.requestId',
        routeKey: '$context.routeKey',
        status: '$context.status',
        latency: '$context.responseLatency',
        ip: '$context.identity.sourceIp',
      });
      expect(settings.Format).not.toMatch(/header|querystring/i);
      const logGroupId = render(settings.DestinationArn, statefulJson).replace(/\.Arn$/, '');
      expect(apiJson.Resources[logGroupId]).toMatchObject({
        Type: 'AWS::Logs::LogGroup',
        Properties: { RetentionInDays: 14 },
        // dev destroys what it keeps; a keeping stage retains the access logs for audit.
        DeletionPolicy: 'Delete',
      });
    });

    test("every log group, the functions' included, goes with a destroying stage and stays with a keeping one", () => {
      const logGroups = resourcesOfType(apiJson, 'AWS::Logs::LogGroup');
      const keptLogGroups = resourcesOfType(custom.apiJson, 'AWS::Logs::LogGroup');
      // One per function (41 or more, dev's bucket-emptying handler too) and the access logs.
      expect(logGroups.length).toBeGreaterThan(40);
      expect(keptLogGroups.length).toBeGreaterThan(40);
      for (const [, group] of logGroups) expect(group.DeletionPolicy).toBe('Delete');
      for (const [, group] of keptLogGroups) {
        expect(group).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
      }
    });

    test('the API URL is an output', () => {
      api.hasOutput('ApiUrl', {});
    });
  });

  describe('document pipeline', () => {
    const queueId = logicalId(stacks.api.pipeline.queue);
    const dlqId = logicalId(stacks.api.pipeline.deadLetterQueue);

    test('the submission queue is encrypted and redrives to the dead-letter queue after 5 receives', () => {
      const queue = apiJson.Resources[queueId]?.Properties ?? {};
      expect(queue.SqsManagedSseEnabled).toBe(true);
      expect(queue.RedrivePolicy).toEqual({
        deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
        maxReceiveCount: 5,
      });
      expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(6 * PROCESSOR_TIMEOUT.toSeconds());
      expect(apiJson.Resources[dlqId]?.Properties?.SqsManagedSseEnabled).toBe(true);
    });

    test('both queues refuse requests without TLS', () => {
      for (const id of [queueId, dlqId]) {
        api.hasResourceProperties('AWS::SQS::QueuePolicy', {
          Queues: [{ Ref: id }],
          PolicyDocument: {
            Statement: Match.arrayWith([
              Match.objectLike({
                Effect: 'Deny',
                Action: 'sqs:*',
                Condition: { Bool: { 'aws:SecureTransport': 'false' } },
              }),
            ]),
          },
        });
      }
    });

    test('the processor takes one submission at a time from its queue and the dead-letter queue, reporting failures per item', () => {
      const mappings = resourcesOfType(apiJson, 'AWS::Lambda::EventSourceMapping').filter(
        ([, mapping]) =>
          JSON.stringify(mapping.Properties?.FunctionName) === JSON.stringify(viaAlias(processorAliasId)),
      );
      expect(mappings).toHaveLength(2);
      for (const id of [queueId, dlqId]) {
        api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
          EventSourceArn: { 'Fn::GetAtt': [id, 'Arn'] },
          FunctionName: viaAlias(processorAliasId),
          BatchSize: 1,
          FunctionResponseTypes: ['ReportBatchItemFailures'],
        });
      }
      // Lambda refuses a queue that would show a message again while the function still works on it.
      expect(apiJson.Resources[dlqId]?.Properties?.VisibilityTimeout).toBeGreaterThanOrEqual(
        PROCESSOR_TIMEOUT.toSeconds(),
      );
    });

    test('at most 10 processors run at once, however many submissions wait', () => {
      api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionName: viaAlias(processorAliasId),
        ScalingConfig: { MaximumConcurrency: 10 },
      });
    });

    test('the drop bucket notifies by folder: objects created under inbox/ the submission queue, under sync/ the import queue', () => {
      const dropFolder = resourcesOfType(apiJson, 'Custom::S3BucketNotifications').filter(([, resource]) =>
        JSON.stringify(resource.Properties?.BucketName).includes(logicalId(stacks.stateful.dropBucket)),
      );
      expect(dropFolder).toHaveLength(1);
      const [[, notifications] = ['', {}]] = dropFolder;
      const props = (notifications as { Properties?: Record<string, unknown> }).Properties ?? {};
      expect(JSON.stringify(props.BucketName)).toContain(logicalId(stacks.stateful.dropBucket));
      expect(props.NotificationConfiguration).toEqual({
        QueueConfigurations: [
          {
            Events: ['s3:ObjectCreated:*'],
            QueueArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'inbox/' }] } },
          },
          {
            Events: ['s3:ObjectCreated:*'],
            QueueArn: { 'Fn::GetAtt': [logicalId(stacks.api.imports.queue), 'Arn'] },
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'sync/' }] } },
          },
        ],
      });
      // Other notifications an operator set on the bucket are kept, not replaced.
      expect(props.Managed).toBe(false);
    });

    test('S3 may send to the submission queue only for the drop bucket', () => {
      api.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: queueId }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Allow',
              Principal: { Service: 's3.amazonaws.com' },
              Action: Match.arrayWith(['sqs:SendMessage']),
              Condition: { ArnLike: { 'aws:SourceArn': Match.anyValue() } },
            }),
          ]),
        },
      });
    });

    test('the submission queue keeps a message 4 days, its dead-letter queue 14', () => {
      api.hasResourceProperties('AWS::SQS::Queue', {
        MessageRetentionPeriod: 4 * 86_400,
        RedrivePolicy: Match.anyValue(),
      });
      api.hasResourceProperties('AWS::SQS::Queue', { MessageRetentionPeriod: 14 * 86_400 });
    });
  });

  describe('configuration from context', () => {
    test('command-line context reaches the stacks, the stage and the functions', () => {
      expect(custom.stacks.api.stackName).toBe('tms-qa-api');
      expect(custom.stacks.stateful.stackName).toBe('tms-qa-stateful');
      custom.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        DefaultRouteSettings: { ThrottlingRateLimit: 7, ThrottlingBurstLimit: 9 },
      });
      const [, fn] = resourcesOfType(custom.apiJson, 'AWS::Lambda::Function')[0] ?? [];
      const env = ((fn?.Properties?.Environment ?? {}) as { Variables: Record<string, unknown> }).Variables;
      expect(env.PRESIGNED_URL_TTL_SECONDS).toBe('600');
      expect(env.STAGE).toBe('qa');
      expect(env.POWERTOOLS_METRICS_NAMESPACE).toBe('TmsQa');
      expect(render(env.ALLOWED_DOCUMENT_BUCKETS, custom.statefulJson)).toBe(
        `${logicalId(custom.stacks.stateful.dropBucket)},partner-drop-one,partner-drop-two`,
      );
      custom.api.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
    });
  });
}
