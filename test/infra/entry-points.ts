import { routeList } from '#shared/route-table';
import { routeKey } from '#shared/routing/route';
import { aliasesByRouteKey, logicalId, render, resourcesOfType, type SynthesizedService } from './support';

/**
 * The only ways in: each route function can be invoked by this API, on its own
 * route, and by nothing else; the submission processor only by its queue's
 * event source; no function URL; no role any other service can assume.
 */
export function entryPointTests(service: SynthesizedService): void {
  const { apiJson, statefulJson, stacks } = service;
  const apiId = logicalId(stacks.api.api);
  const permissions = resourcesOfType(apiJson, 'AWS::Lambda::Permission').map(([, permission]) => ({
    // Routes invoke their function's `live` alias (a Ref); anything else would name the function.
    functionId:
      (permission.Properties?.FunctionName as { Ref?: string } | undefined)?.Ref ??
      (permission.Properties?.FunctionName as { 'Fn::GetAtt': [string, string] } | undefined)?.[
        'Fn::GetAtt'
      ][0],
    action: permission.Properties?.Action,
    principal: permission.Properties?.Principal,
    sourceArn: render(permission.Properties?.SourceArn, statefulJson),
  }));
  const byRouteKey = aliasesByRouteKey(apiJson);

  test('no function has a URL of its own', () => {
    expect(resourcesOfType(apiJson, 'AWS::Lambda::Url')).toEqual([]);
  });

  test.each(routeList.map((route) => [routeKey(route), route.path] as const))(
    '%s: invocable by this API on this route only',
    (key, path) => {
      const functionId = byRouteKey.get(key);
      const granted = permissions.filter((permission) => permission.functionId === functionId);
      // The ARN API Gateway invokes with: <api id>/<stage>/<method>/<route path, parameters as templated>.
      expect(granted).toEqual([
        {
          functionId,
          action: 'lambda:InvokeFunction',
          principal: 'apigateway.amazonaws.com',
          sourceArn: `arn:AWS::Partition:execute-api:AWS::Region:AWS::AccountId:${apiId}/*/*${path}`,
        },
      ]);
    },
  );

  test('the submission processor can be invoked by nothing but its event source', () => {
    const processor = stacks.api.pipeline.processor;
    for (const id of [logicalId(processor.lambda), logicalId(processor.live)]) {
      expect(permissions.filter((permission) => permission.functionId === id)).toEqual([]);
    }
    expect(permissions).toHaveLength(routeList.length);
  });

  test('every role can be assumed by Lambda alone, but the one CodeDeploy deploys with', () => {
    const deployRole = logicalId(stacks.api.deploys.role);
    expect(apiJson.Resources[deployRole]?.Properties?.AssumeRolePolicyDocument).toMatchObject({
      Statement: [{ Principal: { Service: 'codedeploy.amazonaws.com' } }],
    });
    for (const [id, role] of resourcesOfType(apiJson, 'AWS::IAM::Role')) {
      if (id === deployRole) continue;
      expect(role.Properties?.AssumeRolePolicyDocument).toEqual({
        Version: '2012-10-17',
        Statement: [
          { Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: 'lambda.amazonaws.com' } },
        ],
      });
    }
  });
}
