import { HttpRoute } from 'aws-cdk-lib/aws-apigatewayv2';
import { featureArea, ROUTES_PER_STACK, routeStacks } from '#lib/route-groups';
import { STACK_RESOURCE_LIMIT, stackLimitProblems, TEMPLATE_BYTES_LIMIT } from '#lib/stack-limits';
import { routeList } from '#shared/route-table';
import { routeKey } from '#shared/routing/route';
import { CDK_CLI_CONTEXT, preflightStage } from '#tools/operations/stage-facts';
import { CUSTOM_CONTEXT, logicalId, resourcesOfType, type SynthesizedService, synthService } from './support';

/** How many routes the service must have room for beyond today's. */
const EXTRA_ROUTES = 40;

/**
 * Routes the route table does not have yet, made from one it has: most in the
 * largest feature area (so that it fills a whole route stack and spills into a
 * second), the rest in a new area.
 */
function extraRoutes(count: number) {
  const [model] = routeList.filter((route) => route.id === 'getShipment');
  if (model === undefined) throw new Error('getShipment is the model of the extra routes');
  return Array.from({ length: count }, (_, index) => ({
    ...model,
    id: `extraRoute${String(index).padStart(2, '0')}`,
    path: index < 30 ? `/shipments/{shipmentId}/extra-${index}` : `/trailers/extra-${index}`,
    handler: `functions/extra/route-${index}.ts`,
  }));
}

const routes = [...routeList, ...extraRoutes(EXTRA_ROUTES)];

/**
 * Room in every stack, today and with more routes. `today` is the production
 * stage with every go-live setting (the largest of the stages) as the CDK CLI
 * synthesizes it (CDK_CLI_CONTEXT): its templates are measured as deployed.
 */
export function stackLimitTests(today: SynthesizedService): void {
  const grown = synthService({ ...CUSTOM_CONTEXT, ...CDK_CLI_CONTEXT }, routes);

  describe('stacks with room', () => {
    test.each([
      ['today', today],
      [`with ${EXTRA_ROUTES} more routes`, grown],
    ])(
      `%s, every stack holds at most ${STACK_RESOURCE_LIMIT} resources in at most ${TEMPLATE_BYTES_LIMIT / 1024} KB`,
      (_name, service) => {
        expect(service.sizes.length).toBeGreaterThan(2);
        // Measured as synth writes them: with each resource's path and the stack's CDKMetadata.
        expect(service.apiStackJson.Resources).toHaveProperty('CDKMetadata');
        expect(JSON.stringify(service.apiStackJson)).toContain('"aws:cdk:path"');
        for (const { name, resources, bytes, outputs, parameters } of service.sizes) {
          expect({ name, outputs: outputs <= 200, parameters: parameters <= 200 }).toEqual({
            name,
            outputs: true,
            parameters: true,
          });
          expect({ name, resources: resources <= STACK_RESOURCE_LIMIT }).toEqual({ name, resources: true });
          expect({ name, bytes: bytes <= TEMPLATE_BYTES_LIMIT }).toEqual({ name, bytes: true });
        }
      },
    );

    test('every route lands in a route stack by its feature area, in stacks of at most ROUTES_PER_STACK', () => {
      const stacks = routeStacks(routes);
      expect([...stacks.keys()]).toEqual(
        expect.arrayContaining(['ShipmentsRoutes1', 'ShipmentsRoutes2', 'TrailersRoutes', 'WebhooksRoutes']),
      );
      expect(
        [...stacks.values()]
          .flat()
          .map((route) => route.id)
          .sort(),
      ).toEqual(routes.map((route) => route.id).sort());
      for (const [name, members] of stacks) {
        expect(members.length).toBeLessThanOrEqual(ROUTES_PER_STACK);
        for (const route of members) expect(name.startsWith(`${featureArea(route.path)}Routes`)).toBe(true);
      }
      expect(featureArea('/cross-docks/{crossDockId}')).toBe('CrossDocks');
      // The rule is the same at every synth: the stacks the API stack makes are these.
      const made = grown.stacks.api.node.children
        .filter((child) => child.node.id.endsWith('Routes') || /Routes\d+$/.test(child.node.id))
        .map((child) => child.node.id);
      expect(made.sort()).toEqual([...stacks.keys()].sort());
    });

    test('each limit a stack is over is named with the stack and its count', () => {
      const sizes = [
        { name: 'tms-qa-api', resources: 300, bytes: 600 * 1024, outputs: 200, parameters: 200 },
        {
          name: 'tms-qa-api/ShipmentsRoutes1',
          resources: 301,
          bytes: 600 * 1024 + 1,
          outputs: 201,
          parameters: 201,
        },
      ];
      expect(stackLimitProblems(sizes)).toEqual([
        'tms-qa-api/ShipmentsRoutes1: 301 resources, more than the 300 a stack of the service may hold',
        'tms-qa-api/ShipmentsRoutes1: a template of 601 KB, more than 600 KB',
        'tms-qa-api/ShipmentsRoutes1: 201 outputs, more than the 200 CloudFormation takes',
        'tms-qa-api/ShipmentsRoutes1: 201 parameters, more than the 200 CloudFormation takes',
      ]);
    });

    test('a stage setting that outgrows a stack is refused at synth, naming the stack and its count', () => {
      const alarmEmails = Array.from({ length: 200 }, (_, index) => `on-call-${index}@example.com`).join(',');
      expect(() => synthService({ ...CUSTOM_CONTEXT, alarmEmails })).toThrow(
        /tms-qa-api: \d{3} resources, more than the 300/,
      );
      // npm run preflight synthesizes the stage first, and says the same in its one line.
      const refusal = (() => {
        try {
          preflightStage({ ...CUSTOM_CONTEXT, alarmEmails });
          return '';
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(refusal).toMatch(
        /^FAIL synth: .*tms-qa-api: \d{3} resources, more than the 300 a stack of the service may hold$/,
      );
      expect(refusal).not.toContain('\n');
    });
  });

  describe('nothing a client sees changes', () => {
    const { apiStackJson, stacks } = grown;

    test('one API with one URL, every route of the table on it, each behind the one JWT authorizer', () => {
      expect(resourcesOfType(apiStackJson, 'AWS::ApiGatewayV2::Api')).toHaveLength(1);
      expect(resourcesOfType(apiStackJson, 'AWS::ApiGatewayV2::Stage')).toHaveLength(1);
      const authorizers = resourcesOfType(apiStackJson, 'AWS::ApiGatewayV2::Authorizer');
      expect(authorizers).toHaveLength(1);
      const apiId = logicalId(stacks.api.api);
      const routeResources = resourcesOfType(apiStackJson, 'AWS::ApiGatewayV2::Route');
      expect(routeResources.map(([, route]) => route.Properties?.RouteKey).sort()).toEqual(
        routes.map(routeKey).sort(),
      );
      for (const [, route] of routeResources) {
        expect(route.Properties).toMatchObject({
          ApiId: { Ref: apiId },
          AuthorizationType: 'JWT',
          AuthorizerId: { Ref: authorizers[0]?.[0] },
        });
      }
      expect(JSON.stringify(apiStackJson.Outputs?.ApiUrl?.Value)).toContain('api.qa.tms.example.com');
      // No route stack has an API, a stage, a route or an authorizer of its own.
      for (const type of ['Api', 'Stage', 'Route', 'Integration', 'Authorizer']) {
        const ids = (json: typeof apiStackJson) =>
          resourcesOfType(json, `AWS::ApiGatewayV2::${type}`).map(([id]) => id);
        expect(ids(grown.apiJson)).toEqual(ids(apiStackJson));
      }
    });

    test('routes, integrations and the authorizer keep the construct paths, so the logical ids, they had in one stack', () => {
      const paths = stacks.api.api.node.children
        .filter((child) => child instanceof HttpRoute)
        .map((child) => child.node.id);
      expect(paths.sort()).toEqual(
        routes.map((route) => `${route.method}${route.path}`.replace(/\//g, '--')).sort(),
      );
      for (const route of stacks.api.api.node.children.filter((child) => child instanceof HttpRoute)) {
        expect(route.node.children.map((child) => child.node.id)).toEqual(
          expect.arrayContaining(['Resource', expect.stringMatching(/Integration$/)]),
        );
      }
      expect(stacks.api.api.node.tryFindChild('CognitoAuthorizer')).toBeDefined();
    });
  });
}
