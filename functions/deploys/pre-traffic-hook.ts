import {
  CodeDeployClient,
  GetApplicationRevisionCommand,
  GetDeploymentCommand,
  PutLifecycleEventHookExecutionStatusCommand,
} from '@aws-sdk/client-codedeploy';
import { GetFunctionConfigurationCommand, InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { probeEvent, probeVerdict } from '#shared/http/deploy-probe';
import { routeKey } from '#shared/routing/route';
import { logger } from '#shared/observability/logger';
import * as routes from '#shared/routes';

/** What CodeDeploy hands a BeforeAllowTraffic hook. */
interface LifecycleEvent {
  DeploymentId: string;
  LifecycleEventHookExecutionId: string;
}

/** A Lambda deployment's AppSpec: the function, its alias, and the version traffic is about to shift to. */
interface LambdaAppSpec {
  Resources: Record<string, { Properties: { Name: string; TargetVersion: string } }>[];
}

const codeDeploy = new CodeDeployClient({});
const lambda = new LambdaClient({});
const routesByKey = new Map(Object.values(routes).map((route) => [routeKey(route), route]));

/** The function and version this deployment shifts to, from its revision's AppSpec. */
async function targetOf(deploymentId: string): Promise<{ name: string; version: string }> {
  const { deploymentInfo } = await codeDeploy.send(new GetDeploymentCommand({ deploymentId }));
  const { revision } = await codeDeploy.send(
    new GetApplicationRevisionCommand({
      applicationName: deploymentInfo?.applicationName,
      revision: deploymentInfo?.revision,
    }),
  );
  const content = revision?.appSpecContent?.content ?? revision?.string?.content ?? '{}';
  const [resource] = (JSON.parse(content) as LambdaAppSpec).Resources.flatMap(Object.values);
  if (resource === undefined) throw new Error(`Deployment ${deploymentId} names no function`);
  return { name: resource.Properties.Name, version: resource.Properties.TargetVersion };
}

/** Runs the probe and says how it went; anything it could not run fails the deployment. */
async function probe(event: LifecycleEvent): Promise<'Succeeded' | 'Failed'> {
  const target = await targetOf(event.DeploymentId);
  const qualified = { FunctionName: target.name, Qualifier: target.version };
  const { Description } = await lambda.send(new GetFunctionConfigurationCommand(qualified));
  const route = routesByKey.get(Description ?? '');
  if (route === undefined) {
    // A queue consumer (no route): its alarms gate it; the hook has no request to make of it.
    logger.info('No route to probe', { ...qualified, description: Description });
    return 'Succeeded';
  }
  const answer = await lambda.send(
    new InvokeCommand({ ...qualified, Payload: JSON.stringify(probeEvent(route, new Date())) }),
  );
  const verdict = probeVerdict(route, {
    functionError: answer.FunctionError,
    payload: new TextDecoder().decode(answer.Payload ?? new Uint8Array()),
  });
  logger.info('Deploy probe', { ...qualified, route: Description, ...verdict });
  return verdict.passed ? 'Succeeded' : 'Failed';
}

/**
 * CodeDeploy's BeforeAllowTraffic hook of every route's deployment group:
 * the new version answers its route's probe (shared/http/deploy-probe.ts)
 * before any traffic shifts to it, and the deployment fails, and rolls back,
 * unless it answers as a working version does.
 */
export const handler = async (event: LifecycleEvent): Promise<void> => {
  const status = await probe(event).catch((error: unknown) => {
    logger.error('Deploy probe could not run', { error });
    return 'Failed' as const;
  });
  await codeDeploy.send(
    new PutLifecycleEventHookExecutionStatusCommand({
      deploymentId: event.DeploymentId,
      lifecycleEventHookExecutionId: event.LifecycleEventHookExecutionId,
      status,
    }),
  );
};
