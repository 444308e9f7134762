import { Aws, CfnOutput, Duration, NestedStack, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  type HttpRoute,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import type { IBackupVault } from 'aws-cdk-lib/aws-backup';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { budgetLimitProblems } from '#lib/budget-limits';
import type { StageConfig } from '#lib/config';
import { ApiAddress } from '#lib/constructs/api-address';
import type { ApiFunction } from '#lib/constructs/api-function';
import { DocumentPipeline } from '#lib/constructs/document-pipeline';
import { EventPublishing } from '#lib/constructs/event-publishing';
import { giveEveryFunctionALogGroup, keepLogGroupsAsData } from '#lib/constructs/function-log-groups';
import { ImportPipeline } from '#lib/constructs/import-pipeline';
import { IntegrationAuthorizer } from '#lib/constructs/integration-authorizer';
import { LiveAliasIntegration } from '#lib/constructs/live-alias-integration';
import { throttleRoutes } from '#lib/constructs/route-throttles';
import { SafeDeploys } from '#lib/constructs/safe-deploys';
import { ServiceMonitoring } from '#lib/constructs/service-monitoring';
import { WebhookDelivery } from '#lib/constructs/webhook-delivery';
import { OverBudgetWatch } from '#lib/monitoring/budget-alarms';
import { clientUsageWidgets } from '#lib/monitoring/client-usage';
import { EventFlowAlarms } from '#lib/monitoring/event-flow-alarms';
import { FunctionAlarms } from '#lib/monitoring/function-alarms';
import { routeUsageWidgets } from '#lib/monitoring/route-usage';
import { ServiceMetrics } from '#lib/monitoring/service-metrics';
import { routeStacks } from '#lib/route-groups';
import { RouteStack } from '#lib/route-stack';
import { routeDeployment } from '#lib/route-traffic';
import { routeList } from '#shared/route-table';
import { type RouteDefinition, routeKey } from '#shared/routing/route';

/** What a page may send: the token, the body's type, and the conditional and retry headers the API honours. */
export const CORS_ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'idempotency-key',
  'if-match',
  'if-none-match',
] as const;

/** What a page may read of an answer: every header the API sets for its callers (docs/api-behaviour.md). */
export const CORS_EXPOSED_HEADERS = [
  'etag',
  'idempotency-replayed',
  'location',
  'ratelimit',
  'ratelimit-policy',
  'retry-after',
  'www-authenticate',
  'x-request-id',
] as const;

export interface ApiStackProps extends StackProps {
  readonly config: StageConfig;
  readonly table: ITableV2;
  /** The vault of the table's backups (its failed jobs alarm here). */
  readonly backupVault: IBackupVault;
  readonly documentsBucket: IBucket;
  readonly dropBucket: IBucket;
  /** People's ID tokens and machine clients' access tokens both come from it. */
  readonly userPool: IUserPool;
  /**
   * The routes to serve, one function each.
   * @default every route of shared/routes.ts
   */
  readonly routes?: readonly (RouteDefinition & { id: string })[];
}

/**
 * Everything stateless: the HTTP API, one function per route of the route table,
 * and the document submission pipeline. Safe to destroy and redeploy; the data
 * it serves lives in the stateful stack. The routes' functions, with their
 * alarms and deployment groups, are in nested route stacks, one per feature
 * area (lib/route-groups.ts); the API, its authorizer, stage, routes and
 * integrations stay here.
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly pipeline: DocumentPipeline;
  readonly imports: ImportPipeline;
  readonly webhooks: WebhookDelivery;
  readonly events: EventPublishing;
  readonly monitoring: ServiceMonitoring;
  readonly integrations: IntegrationAuthorizer;
  /** Each route's function, by route id. */
  readonly functions: ReadonlyMap<string, ApiFunction>;
  readonly functionAlarms: FunctionAlarms;
  readonly eventFlowAlarms: EventFlowAlarms;
  readonly deploys: SafeDeploys;
  readonly address: ApiAddress;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const routes: readonly (RouteDefinition & { id: string })[] = props.routes ?? routeList;
    const belowBudgets = budgetLimitProblems(routes, config, config);
    if (belowBudgets.length > 0) {
      throw new Error(`Invalid CDK context for stage '${config.stage}':\n  ${belowBudgets.join('\n  ')}`);
    }

    const allowedDocumentBuckets = [props.dropBucket.bucketName, ...config.allowedDocumentBuckets];
    const baseEnvironment = {
      tableName: props.table.tableName,
      documentsBucket: props.documentsBucket.bucketName,
      dropBucket: props.dropBucket.bucketName,
      allowedDocumentBuckets,
      presignedUrlTtlSeconds: config.presignedUrlTtlSeconds,
      stage: config.stage,
      metricsNamespace: config.metricsNamespace,
      budgets: {
        client: config.clientBudget,
        driver: config.driverBudget,
        dispatcher: config.dispatcherBudget,
      },
    };

    this.pipeline = new DocumentPipeline(this, 'DocumentPipeline', {
      table: props.table,
      documentsBucket: props.documentsBucket,
      dropBucket: props.dropBucket,
      extraSourceBuckets: config.allowedDocumentBuckets,
      extraSourceKeys: config.partnerBucketKeys,
      environment: baseEnvironment,
      logRetention: config.logRetentionDays,
    });

    // A nested stack of its own: the API stack's resources stay under the service's limit (lib/stack-limits.ts).
    const importStack = new NestedStack(this, 'Imports', {
      description: `TMS API ${config.stage}: the bulk import queue and its worker`,
    });
    this.imports = new ImportPipeline(importStack, 'ImportPipeline', {
      table: props.table,
      dropBucket: props.dropBucket,
      dropBucketNotifications: this.pipeline.dropBucketNotifications,
      environment: { ...baseEnvironment, submissionQueueUrl: this.pipeline.queue.queueUrl },
      logRetention: config.logRetentionDays,
    });

    this.webhooks = new WebhookDelivery(this, 'WebhookDelivery', {
      table: props.table,
      environment: { ...baseEnvironment, submissionQueueUrl: this.pipeline.queue.queueUrl },
      logRetention: config.logRetentionDays,
    });

    this.events = new EventPublishing(this, 'EventPublishing', {
      table: props.table,
      webhooks: this.webhooks,
      environment: { ...baseEnvironment, submissionQueueUrl: this.pipeline.queue.queueUrl },
      eventRetentionDays: config.eventRetentionDays,
      logRetention: config.logRetentionDays,
      removalPolicy: config.removalPolicy,
    });

    // People's ID tokens (only they carry custom:driverId; `aud` is people's app
    // client) and integrations' access tokens (`client_id`, scopes checked in the function).
    this.integrations = new IntegrationAuthorizer(this, 'Integrations', {
      stage: config.stage,
      userPool: props.userPool,
      table: props.table,
    });
    const { authorizer } = this.integrations;

    this.api = new HttpApi(this, 'HttpApi', {
      description: `TMS API (${config.stage})`,
      // The stage is created below, with throttling and access logs.
      createDefaultStage: false,
      defaultAuthorizer: authorizer,
      ...(config.corsOrigins.length > 0 && {
        // API Gateway answers the preflights itself (no OPTIONS route, no authorizer on them).
        corsPreflight: {
          allowOrigins: [...config.corsOrigins],
          allowMethods: [...new Set(routes.map((route) => CorsHttpMethod[route.method]))],
          allowHeaders: [...CORS_ALLOWED_HEADERS],
          exposeHeaders: [...CORS_EXPOSED_HEADERS],
          maxAge: Duration.hours(1),
        },
      }),
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: config.logRetentionDays,
      // Who called what, and when: kept for audit even if the API is torn down, unless the stage destroys its data.
      removalPolicy: config.removalPolicy === 'destroy' ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: config.throttlingRateLimit, burstLimit: config.throttlingBurstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        // No headers and no query string: neither tokens nor presigned signatures reach the logs.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            requestTime: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            responseLength: '$context.responseLength',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            // Who called: the token's subject (a person, or a machine client), and a machine client's id.
            caller: '$context.authorizer.claims.sub',
            clientId: '$context.authorizer.claims.client_id',
          }),
        ),
      },
    });

    const environment = {
      ...baseEnvironment,
      submissionQueueUrl: this.pipeline.queue.queueUrl,
      importQueueUrl: this.imports.queue.queueUrl,
      webhookQueueUrl: this.webhooks.queue.queueUrl,
    };
    const access = {
      table: props.table,
      documentsBucket: props.documentsBucket,
      dropBucket: props.dropBucket,
      submissionQueue: this.pipeline.queue,
      importQueue: this.imports.queue,
      webhookQueue: this.webhooks.queue,
    };
    const functions = new Map<string, ApiFunction>();
    /** Each route's pre-traffic hook (its route stack's), by route key. */
    const preTrafficHooks = new Map<string, ApiFunction>();
    /** The routes that shift by canary: their rollback alarms read their own metrics. */
    const canaryRoutes = new Set(
      routes.map(routeKey).filter((key) => routeDeployment(key, config.deployment) !== 'allAtOnce'),
    );
    for (const [name, members] of routeStacks(routes)) {
      const stack = new RouteStack(this, name, {
        description: `TMS API ${config.stage}: functions of ${members.length} routes (${name})`,
        routes: members,
        api: this.api,
        environment,
        logRetention: config.logRetentionDays,
        access,
        canaryRoutes,
        driverRouteConcurrency: config.driverRouteConcurrency,
      });
      for (const [id, fn] of stack.functions) functions.set(id, fn);
      for (const route of members) preTrafficHooks.set(routeKey(route), stack.preTrafficHook);
    }

    // Routes and integrations stay here, under the logical ids they always had: an update moves
    // no route, and the URL, the routes and the authorizer are the ones clients know.
    const created: { definition: RouteDefinition; created: HttpRoute[] }[] = [];
    for (const route of routes) {
      const fn = functions.get(route.id)!;
      const apiRoutes = this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        // The alias: a deploy shifts the route's traffic to a new version gradually.
        integration: new LiveAliasIntegration(`${route.id}Integration`, fn.live),
        // Already the API's default; stated so no route can lose it by accident.
        authorizer,
      });
      created.push({ definition: route, created: apiRoutes });
    }
    this.functions = functions;
    this.integrations.publish(this.api);
    throttleRoutes(this.stage, created, config);
    this.address = new ApiAddress(this, 'Address', { api: this.api, stage: this.stage, config });

    const routeFunctions = new Map(
      routes.map((route) => [routeKey(route), functions.get(route.id)!] as const),
    );
    // A route's alarms and deployment group live beside its function, in its route stack.
    const routeScopes = new Map([...routeFunctions].map(([key, fn]) => [key, fn as Construct] as const));
    const consumers = {
      DocumentProcessor: this.pipeline.processor,
      ImportWorker: this.imports.worker,
      EventPublisher: this.events.publisher,
      WebhookDeliverer: this.webhooks.deliverer,
    };
    const everyFunction = new Map<string, ApiFunction>([...functions, ...Object.entries(consumers)]);
    const metrics = new ServiceMetrics(config.metricsNamespace, config.stage);
    this.functionAlarms = new FunctionAlarms(this, 'FunctionAlarms', {
      metrics,
      routeFunctions: new Map(
        [...routeFunctions].filter(([key]) => canaryRoutes.has(key)).map(([key, fn]) => [key, fn.lambda]),
      ),
      reservedFunctions: new Map(
        [...everyFunction].filter(([, fn]) => fn.reservesConcurrency).map(([name, fn]) => [name, fn.lambda]),
      ),
      accountConcurrencyLimit: config.accountConcurrencyLimit,
      routeScopes,
      failurePercent: config.serverErrorAlarmPercent,
      latencyAlarmP99Ms: config.latencyAlarmP99Ms,
    });
    // A nested stack of its own, as the imports': the API stack's resources stay under the service's limit
    // (lib/stack-limits.ts). The deployment groups here read the alarms' names from it.
    const eventFlowStack = new NestedStack(this, 'EventFlow', {
      description: `TMS API ${config.stage}: the event publisher's and the webhook deliverer's alarms`,
    });
    this.eventFlowAlarms = new EventFlowAlarms(eventFlowStack, 'EventFlowAlarms', {
      publisher: this.events.publisher.lambda,
      deliverer: this.webhooks.deliverer.lambda,
      webhookQueue: this.webhooks.queue,
    });

    // Every function log group of this stack and its nested stacks is named by CloudFormation after the stack.
    const overBudget = new OverBudgetWatch(this, 'OverBudget', {
      namePrefix: this.stackName,
      logGroupPrefix: `${this.stackName}-`,
    });

    this.monitoring = new ServiceMonitoring(this, 'Monitoring', {
      config,
      apiStage: this.stage,
      table: props.table,
      backupVault: props.backupVault,
      submissionQueue: this.pipeline.queue,
      deadLetterQueue: this.pipeline.deadLetterQueue,
      processor: this.pipeline.processor.lambda,
      moreAlarms: [
        this.webhooks.deadLettersAlarm,
        this.imports.deadLettersAlarm,
        this.events.deadLettersAlarm,
        ...this.eventFlowAlarms.all(),
        ...this.functionAlarms.all(),
        overBudget.alarm,
      ],
    });

    this.monitoring.dashboard.addWidgets(
      ...clientUsageWidgets([...functions.values()].map((fn) => fn.logGroup)),
      overBudget.widget(),
    );
    this.monitoring.dashboard.addWidgets(
      ...routeUsageWidgets([...everyFunction.values()].map((fn) => fn.logGroup)),
    );

    // Each function's deploy is rolled back by its own alarms: a canary route's errors and latency, a consumer's
    // errors. A route's new version first answers its probe (the pre-traffic hook); a route too quiet for alarms
    // to count on a canary shifts all at once after it (lib/route-traffic.ts), with no alarm of its own.
    this.deploys = new SafeDeploys(this, 'Deploys', { strategy: config.deployment });
    for (const [key, fn] of routeFunctions) {
      const alarms = [this.functionAlarms.routeErrors.get(key), this.functionAlarms.routeLatency.get(key)];
      this.deploys.add(
        fn,
        alarms.filter((alarm) => alarm !== undefined),
        fn,
        { strategy: routeDeployment(key, config.deployment), preTrafficHook: preTrafficHooks.get(key) },
      );
    }
    this.deploys.add(this.pipeline.processor, [this.monitoring.alarms.processorErrors]);
    // Beside the alias it shifts, in the import stack (a deployment group and its alias name each other).
    this.deploys.add(this.imports.worker, [this.imports.deadLettersAlarm], this.imports.worker);
    this.deploys.add(this.events.publisher, [this.eventFlowAlarms.publisherErrors]);
    this.deploys.add(this.webhooks.deliverer, [this.eventFlowAlarms.delivererErrors]);

    giveEveryFunctionALogGroup(this, config.logRetentionDays);
    keepLogGroupsAsData(this, config.removalPolicy);

    new CfnOutput(this, 'ApiUrl', { value: this.address.url });
    new CfnOutput(this, 'SetAsideBucketName', { value: this.events.setAsideBucket.bucketName });
    new CfnOutput(this, 'SetAsideNoticeQueueUrl', { value: this.events.deadLetterQueue.queueUrl });
    new CfnOutput(this, 'SubmissionQueueUrl', { value: this.pipeline.queue.queueUrl });
    new CfnOutput(this, 'SubmissionDeadLetterQueueUrl', { value: this.pipeline.deadLetterQueue.queueUrl });
    new CfnOutput(this, 'ImportQueueUrl', { value: this.imports.queue.queueUrl });
    new CfnOutput(this, 'ImportDeadLetterQueueUrl', { value: this.imports.deadLetterQueue.queueUrl });
    new CfnOutput(this, 'EventBusName', { value: this.events.bus.eventBusName });
    new CfnOutput(this, 'WebhookQueueUrl', { value: this.webhooks.queue.queueUrl });
    new CfnOutput(this, 'WebhookDeadLetterQueueUrl', { value: this.webhooks.deadLetterQueue.queueUrl });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topicArn });
    new CfnOutput(this, 'DashboardUrl', {
      value: `https://console.aws.amazon.com/cloudwatch/home?region=${Aws.REGION}#dashboards/dashboard/${this.monitoring.dashboard.dashboardName}`,
    });
  }
}
