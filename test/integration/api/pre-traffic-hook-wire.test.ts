import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { type RouteId, routes } from '#shared/route-table';
import { routeKey } from '#shared/routing/route';
import { localLambdaContext } from '#tools/dev-server/lambda-context';
import { type DeployedVersion, deployServicesOnTheWire } from '../../support/deploy-services-on-the-wire';
import { handlerOf } from '../../support/invoke';
import { seededStore } from '../../support/seed';
import { snapshotTable } from '../../support/table-snapshot';

/**
 * The pre-traffic hook end to end, as CodeDeploy runs it: the event in the
 * documented shape, the SDK's real requests and parsers against CodeDeploy
 * and Lambda stand-ins on loopback answering in their documented shapes, and
 * the deployed version's invocation running the route's real handler against
 * the embedded store. What no stand-in can show (CodeDeploy's own timing, IAM)
 * is in docs/operations.md, "What the hook's tests do not show".
 */
const DEPLOYMENT_ID = 'd-7QX2K9ABC';
const EVENT = {
  DeploymentId: DEPLOYMENT_ID,
  LifecycleEventHookExecutionId:
    'eyJlbmNyeXB0ZWREYXRhIjoiWmhIdk1hZ1pNQ2JwTXN0YVRnNkdGQT09IiwiaXZQYXJhbWV0ZXJTcGVjIjoiS3F1VjRhSUYifQ==',
};

const deployed: DeployedVersion = {
  functionName: 'tms-prod-api-ShipmentsRoutes-Function',
  version: '8',
  description: '',
  invoke: async () => undefined,
};
const services = await deployServicesOnTheWire(DEPLOYMENT_ID, deployed);
process.env.AWS_ENDPOINT_URL_CODEDEPLOY = services.url;
process.env.AWS_ENDPOINT_URL_LAMBDA = services.url;
// Imported once the endpoints are set: its clients are made at load, as in Lambda.
const { handler } = await import('#functions/deploys/pre-traffic-hook');

/** The deployed version is the route's real handler, on the embedded store. */
function deployedRoute(id: RouteId): void {
  deployed.description = routeKey(routes[id]);
  deployed.invoke = async (payload) => {
    const event = payload as APIGatewayProxyEventV2;
    return (await handlerOf(id))(event as never, localLambdaContext(id, event.requestContext.requestId));
  };
}

beforeAll(async () => {
  await seededStore('small-data.json');
});
beforeEach(() => {
  services.reported.length = 0;
  services.requests.length = 0;
});
afterAll(() => services.close());

const context = { getRemainingTimeInMillis: () => 30_000 };

describe('the pre-traffic hook over the wire', () => {
  test('a read route: it finds the target version from the deployment, probes it, and reports Succeeded', async () => {
    deployedRoute('getShipment');
    await handler(EVENT, context);
    expect(services.requests).toEqual([
      'GetDeployment',
      'GetApplicationRevision',
      `GET /2015-03-31/functions/${deployed.functionName}/configuration?Qualifier=8`,
      `POST /2015-03-31/functions/${deployed.functionName}/invocations?Qualifier=8`,
      'PutLifecycleEventHookExecutionStatus',
    ]);
    expect(services.reported).toEqual([
      {
        deploymentId: DEPLOYMENT_ID,
        lifecycleEventHookExecutionId: EVENT.LifecycleEventHookExecutionId,
        status: 'Succeeded',
      },
    ]);
  });

  test('a write route: its refused probe passes and writes nothing', async () => {
    deployedRoute('putItinerary');
    const before = await snapshotTable();
    await handler(EVENT, context);
    expect(services.reported.map((report) => report.status)).toEqual(['Succeeded']);
    expect(await snapshotTable()).toEqual(before);
  });

  test('a version that crashes (an unhandled error in Lambda) fails the deployment', async () => {
    deployed.description = routeKey(routes.getShipment);
    deployed.invoke = async () => {
      throw Object.assign(new Error('Cannot find module'), { name: 'Runtime.ImportModuleError' });
    };
    await handler(EVENT, context);
    expect(services.reported.map((report) => report.status)).toEqual(['Failed']);
  });

  test('a version answering 5xx fails the deployment', async () => {
    deployed.description = routeKey(routes.getShipment);
    deployed.invoke = async () => ({ statusCode: 500, body: '{"status":500}' });
    await handler(EVENT, context);
    expect(services.reported.map((report) => report.status)).toEqual(['Failed']);
  });

  test('a deployment CodeDeploy does not know (its error on the wire) fails it rather than passing it', async () => {
    deployedRoute('getShipment');
    await handler({ ...EVENT, DeploymentId: 'd-UNKNOWN00' }, context);
    expect(services.requests).toEqual(['GetDeployment', 'PutLifecycleEventHookExecutionStatus']);
    expect(services.reported.map((report) => report.status)).toEqual(['Failed']);
  });
});
