import {
  CodeDeployClient,
  GetApplicationRevisionCommand,
  GetDeploymentCommand,
  LifecycleEventStatus,
  PutLifecycleEventHookExecutionStatusCommand,
} from '@aws-sdk/client-codedeploy';
import { GetFunctionConfigurationCommand, InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { Context } from 'aws-lambda';
import { deploymentTargetOf, lifecycleEventOf } from '#shared/http/codedeploy-lifecycle';
import { probeEvent, probeVerdict } from '#shared/http/deploy-probe';
import { logger } from '#shared/observability/logger';
import * as routes from '#shared/routes';
import { routeKey } from '#shared/routing/route';

/** Time kept back from the hook's own timeout to report: an unreported hook holds the deployment for an hour. */
export const REPORTING_RESERVE_MS = 5_000;

const codeDeploy = new CodeDeployClient({});
const lambda = new LambdaClient({});
const routesByKey = new Map(Object.values(routes).map((route) => [routeKey(route), route]));

type Verdict = typeof LifecycleEventStatus.SUCCEEDED | typeof LifecycleEventStatus.FAILED;

/**
 * The function and version this deployment shifts to: GetDeployment names
 * the revision (for a Lambda deployment, an AppSpec known by its hash), and
 * GetApplicationRevision hands back its content.
 */
async function targetOf(deploymentId: string): Promise<{ name: string; version: string }> {
  const { deploymentInfo } = await codeDeploy.send(new GetDeploymentCommand({ deploymentId }));
  if (deploymentInfo?.applicationName === undefined || deploymentInfo.revision === undefined) {
    throw new Error(`Deployment ${deploymentId} names no application revision`);
  }
  const { revision } = await codeDeploy.send(
    new GetApplicationRevisionCommand({
      applicationName: deploymentInfo.applicationName,
      revision: deploymentInfo.revision,
    }),
  );
  return deploymentTargetOf(revision);
}

/** Runs the probe and says how it went; anything it could not run fails the deployment. */
async function probe(deploymentId: string): Promise<Verdict> {
  const target = await targetOf(deploymentId);
  const qualified = { FunctionName: target.name, Qualifier: target.version };
  const { Description } = await lambda.send(new GetFunctionConfigurationCommand(qualified));
  const route = routesByKey.get(Description ?? '');
  if (route === undefined) {
    // A queue consumer (no route): its alarms gate it; the hook has no request to make of it.
    logger.info('No route to probe', { ...qualified, description: Description });
    return LifecycleEventStatus.SUCCEEDED;
  }
  const answer = await lambda.send(
    new InvokeCommand({ ...qualified, Payload: JSON.stringify(probeEvent(route, new Date())) }),
  );
  const verdict = probeVerdict(route, {
    functionError: answer.FunctionError,
    payload: new TextDecoder().decode(answer.Payload ?? new Uint8Array()),
  });
  logger.info('Deploy probe', { ...qualified, route: Description, ...verdict });
  return verdict.passed ? LifecycleEventStatus.SUCCEEDED : LifecycleEventStatus.FAILED;
}

/** `work`'s verdict, or Failed once `ms` have passed without one. */
async function withinMs(work: Promise<Verdict>, ms: number): Promise<Verdict> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Verdict>((resolve) => {
    timer = setTimeout(() => {
      logger.error('Deploy probe took too long', { ms });
      resolve(LifecycleEventStatus.FAILED);
    }, ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * CodeDeploy's BeforeAllowTraffic hook of every route's deployment group:
 * the new version answers its route's probe (shared/http/deploy-probe.ts)
 * before any traffic shifts to it, and the deployment fails, and rolls back,
 * unless it answers as a working version does. The verdict is reported
 * before the hook's own time runs out, whatever the probe is doing.
 */
export const handler = async (
  input: unknown,
  context?: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<void> => {
  // Without the ids nothing can be reported: CodeDeploy fails the hook when its hour is up.
  const event = lifecycleEventOf(input);
  const probing = probe(event.DeploymentId).catch((error: unknown) => {
    logger.error('Deploy probe could not run', { error });
    return LifecycleEventStatus.FAILED;
  });
  const budget = (context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY) - REPORTING_RESERVE_MS;
  const status = Number.isFinite(budget) ? await withinMs(probing, Math.max(0, budget)) : await probing;
  await codeDeploy.send(
    new PutLifecycleEventHookExecutionStatusCommand({
      deploymentId: event.DeploymentId,
      lifecycleEventHookExecutionId: event.LifecycleEventHookExecutionId,
      status,
    }),
  );
};
