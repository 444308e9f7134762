import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';

/**
 * A route's Lambda proxy integration (payload 2.0) with a function's `live`
 * alias, made in the route's own scope as HttpLambdaIntegration makes it, but
 * without the invoke permission, which the function's route stack grants
 * (lib/route-stack.ts): the permission then sits beside the alias, and the API
 * stack keeps one route and one integration per route.
 */
export class LiveAliasIntegration extends HttpLambdaIntegration {
  protected override completeBind(): void {}
}
