import { Duration, NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { ApiFunction, type ServiceEnvironment } from '#lib/constructs/api-function';
import { reservedConcurrencyOf } from '#lib/driver-routes';
import { type AccessTargets, grantRequestBudgets, grantRouteAccess } from '#lib/grants';
import { type RouteDefinition, routeKey } from '#shared/routing/route';

/** How each route stack's pre-traffic hook describes itself (a route function's description is its route key). */
export const PRE_TRAFFIC_HOOK_DESCRIPTION =
  "CodeDeploy pre-traffic hook: probes a route's new version before traffic shifts";

export interface RouteStackProps extends NestedStackProps {
  /** The routes whose functions this stack holds (lib/route-groups.ts picks them). */
  readonly routes: readonly (RouteDefinition & { id: string })[];
  /** The API that invokes them: its routes and integrations stay in the parent stack. */
  readonly api: IHttpApi;
  readonly environment: ServiceEnvironment;
  readonly logRetention: RetentionDays;
  readonly access: AccessTargets;
  /** Route keys of the routes that shift by canary: their functions write the metrics their rollback alarms read. */
  readonly canaryRoutes: ReadonlySet<string>;
  /** Concurrency each driver-facing route's function reserves (lib/driver-routes.ts). */
  readonly driverRouteConcurrency: number;
}

/**
 * A nested stack of the API stack with the functions of some of its routes:
 * each route's function, role and policy, log group, version and `live`
 * alias, and API Gateway's permission to invoke the alias. The API stack adds
 * each route's alarms and deployment group here too, beside the alias they
 * watch and shift (a deployment group and its alias cannot sit in two stacks:
 * each names the other).
 */
export class RouteStack extends NestedStack {
  /** Each route's function, by route id. */
  readonly functions = new Map<string, ApiFunction>();
  /**
   * CodeDeploy's BeforeAllowTraffic hook of this stack's routes
   * (functions/deploys/pre-traffic-hook.ts): it invokes a route's new version
   * with its probe, and may read each function's configuration and invoke
   * its versions, nothing else of theirs.
   */
  readonly preTrafficHook: ApiFunction;

  constructor(scope: Construct, id: string, props: RouteStackProps) {
    super(scope, id, props);
    // Only the routes that may send imports, or queue webhook deliveries, are told where that queue is.
    const { importQueueUrl, webhookQueueUrl, ...withoutQueues } = props.environment;
    for (const route of props.routes) {
      const fn = new ApiFunction(this, `${route.id[0]?.toUpperCase()}${route.id.slice(1)}`, {
        entry: route.handler,
        description: routeKey(route),
        environment: {
          ...withoutQueues,
          ...(route.access.importQueue && { importQueueUrl }),
          ...(route.access.webhookQueue && { webhookQueueUrl }),
        },
        logRetention: props.logRetention,
        routeMetrics: props.canaryRoutes.has(routeKey(route)),
        reservedConcurrency: reservedConcurrencyOf(routeKey(route), props.driverRouteConcurrency),
      });
      grantRouteAccess(fn.lambda, route.access, props.access);
      grantRequestBudgets(fn.lambda, props.access.table);
      // What HttpLambdaIntegration would grant from the route's scope, granted here so that it stays
      // beside the alias: any stage, this route's method on its path.
      fn.live.addPermission('ApiInvoke', {
        principal: new ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: this.formatArn({
          service: 'execute-api',
          resource: props.api.apiId,
          resourceName: `*/*${route.path}`,
        }),
      });
      this.functions.set(route.id, fn);
    }
    this.preTrafficHook = new ApiFunction(this, 'PreTrafficHook', {
      entry: 'functions/deploys/pre-traffic-hook.ts',
      description: "CodeDeploy pre-traffic hook: probes a route's new version before traffic shifts",
      environment: withoutQueues,
      logRetention: props.logRetention,
      timeout: Duration.seconds(30),
    });
    this.preTrafficHook.lambda.addToRolePolicy(
      new PolicyStatement({
        actions: ['lambda:GetFunctionConfiguration', 'lambda:InvokeFunction'],
        resources: [...this.functions.values()].flatMap((fn) => [
          fn.lambda.functionArn,
          `${fn.lambda.functionArn}:*`,
        ]),
      }),
    );
    NagSuppressions.addResourceSuppressions(
      this.preTrafficHook.lambda,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "The hook invokes the version a deployment shifts to (`<function ARN>:<version>`, known only then) of this stack's " +
            "route functions, and reports to the stage's CodeDeploy application's deployment groups (`<application>/*`).",
          appliesTo: [
            { regex: '/^Resource::<[A-Za-z0-9]+Function[A-F0-9]{8}\\.Arn>:\\*$/g' },
            {
              regex:
                '/^Resource::arn:<AWS::Partition>:codedeploy:<AWS::Region>:<AWS::AccountId>:deploymentgroup:<.+>\\/\\*$/g',
            },
          ],
        },
      ],
      true,
    );
  }
}
