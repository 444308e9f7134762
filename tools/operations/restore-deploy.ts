import { dirname } from 'node:path';
import type { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import {
  type DeployRecord,
  deployHistory,
  type KeptAssembly,
  keepAssembly,
  recordOutcome,
} from './kept-assemblies';
import { Refusal } from './refusal';
import { type StageStack, stageResources } from './stage-stacks';

/**
 * The states CloudFormation can update a stack from: anything else is a
 * deploy running, one that failed half-way (`UPDATE_ROLLBACK_FAILED` needs
 * `continue-update-rollback` first), or a stack that never got made
 * (`ROLLBACK_COMPLETE` can only be deleted).
 */
export const STABLE_STACK_STATES = new Set([
  'CREATE_COMPLETE',
  'UPDATE_COMPLETE',
  'UPDATE_ROLLBACK_COMPLETE',
  'IMPORT_COMPLETE',
  'IMPORT_ROLLBACK_COMPLETE',
]);

/** Refuses unless every stack of the stage, nested ones included, is in a state a deploy can start from. */
export function refuseUnlessStable(stacks: readonly StageStack[]): void {
  const unstable = stacks.filter((stack) => !STABLE_STACK_STATES.has(stack.status));
  if (unstable.length === 0) return;
  const named = unstable.map((stack) => `${stack.name} is ${stack.status}`).join('; ');
  throw new Refusal(
    `${named}: nothing was changed. Wait for a deploy in progress to end; after UPDATE_ROLLBACK_FAILED, ` +
      'finish it first (aws cloudformation continue-update-rollback), then run this again.',
  );
}

/** What `npm run rollback -- --to previous` will deploy, decided before anything changes. */
export interface RestorePlan {
  /** The stage's last deploy, which the rollback undoes. */
  readonly current: KeptAssembly;
  /** The deploy before it, whose assembly is deployed again whole. */
  readonly previous: KeptAssembly;
}

/**
 * The deploy to go back to: the stage's kept assemblies (kept-assemblies.ts)
 * need at least two that deployed, and every stack of the stage must be
 * stable. Refuses otherwise, naming why, having changed nothing.
 */
export async function planRestore(
  cloudFormation: CloudFormationClient,
  stage: string,
  assemblyRoot: string,
): Promise<RestorePlan> {
  const { stacks } = await stageResources(cloudFormation, stage);
  refuseUnlessStable(stacks);
  const kept = await deployHistory(assemblyRoot, stage);
  const current = kept[kept.length - 1];
  const previous = kept[kept.length - 2];
  if (current === undefined || previous === undefined) {
    throw new Refusal(
      `No previous deploy of stage '${stage}' is kept in ${assemblyRoot}/${stage} (${kept.length} kept): nothing was changed. ` +
        'Deploy the earlier commit with npm run deploy, or use --functions-only to move the live aliases back.',
    );
  }
  return { current, previous };
}

/** Deploys a kept assembly as it is (`cdk deploy --app <directory> --all`); resolves when CloudFormation is done. */
export type AssemblyDeployer = (assemblyDirectory: string) => Promise<void>;

/**
 * Deploys the previous assembly whole, policies, routes, settings and code
 * together, and records the rollback in the stage's history (a second
 * rollback goes one more deploy back).
 */
export async function restoreDeploy(
  plan: RestorePlan,
  deploy: AssemblyDeployer,
  now: Date,
): Promise<KeptAssembly> {
  const record: DeployRecord = {
    ...plan.previous.record,
    startedAt: now.toISOString(),
    outcome: 'deploying',
    restored: plan.previous.assembly,
  };
  const kept = await keepAssembly(dirname(dirname(plan.previous.directory)), record);
  try {
    await deploy(plan.previous.assembly);
  } catch (error) {
    await recordOutcome(kept, 'failed');
    throw error;
  }
  return recordOutcome(kept, 'deployed');
}
