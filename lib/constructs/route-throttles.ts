import type { CfnStage, HttpRoute, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { StageConfig } from '#lib/config';
import type { RouteDefinition, ThrottleClass } from '#shared/routing/route';
import { routeKey } from '#shared/routing/route';

export type ThrottleLimits = Pick<
  StageConfig,
  'throttlingRateLimit' | 'throttlingBurstLimit' | 'writeThrottlingRateLimit' | 'writeThrottlingBurstLimit'
>;

/** The limits of each throttle class the route table names, from the stage's configuration. */
export function limitsOf(throttle: ThrottleClass, limits: ThrottleLimits) {
  switch (throttle) {
    case 'write':
      return { rateLimit: limits.writeThrottlingRateLimit, burstLimit: limits.writeThrottlingBurstLimit };
  }
}

/**
 * Per-route throttling: every route gets the stage's default limits (the
 * stage's own throttle), and a route the table marks with a `throttle` class
 * gets that class's lower limits as its route settings. The stage waits for
 * the routes, since API Gateway refuses settings of a route it doesn't have.
 */
export function throttleRoutes(
  stage: HttpStage,
  routes: readonly {
    definition: Pick<RouteDefinition, 'method' | 'path' | 'throttle'>;
    created: HttpRoute[];
  }[],
  limits: ThrottleLimits,
): void {
  // RouteSettings is a JSON map in the L1 construct: CDK passes it as is, so the keys are CloudFormation's.
  const settings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
  for (const { definition, created } of routes) {
    if (definition.throttle === undefined) continue;
    const { rateLimit, burstLimit } = limitsOf(definition.throttle, limits);
    settings[routeKey(definition)] = { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit };
    for (const route of created) stage.node.addDependency(route);
  }
  if (Object.keys(settings).length === 0) return;
  (stage.node.defaultChild as CfnStage).routeSettings = settings;
}
