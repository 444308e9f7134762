import type { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { GetAliasCommand, type LambdaClient, UpdateAliasCommand } from '@aws-sdk/client-lambda';
import { LIVE_ALIAS } from '#lib/constructs/live-alias';
import { chooseFunction, type LiveFunction, liveFunctions, publishedVersions } from './live-functions';
import { Refusal } from './refusal';
import { refuseWhileChanging, stageResources } from './stage-stacks';

export interface RollbackRequest {
  readonly stage: string;
  /** `previous`: each function's version before the one `live` serves; a number: that version (one function). */
  readonly to: 'previous' | number;
  /** One function (its name, or part of its alias's logical id); every function of the stage without it. */
  readonly functionName?: string;
}

export interface AliasMove {
  readonly functionName: string;
  readonly logicalId: string;
  readonly from: number;
  readonly to: number;
  /** The alias's revision when planned: the update fails if anything moved it since. */
  readonly revisionId: string | undefined;
}

export interface LeftAlone {
  readonly functionName: string;
  readonly version: number | string;
  readonly reason: string;
}

export interface RollbackPlan {
  readonly moves: readonly AliasMove[];
  readonly leftAlone: readonly LeftAlone[];
}

export interface RollbackClients {
  readonly cloudFormation: CloudFormationClient;
  readonly lambda: LambdaClient;
}

/**
 * Whether the last deploy of its top-level stack published the version the
 * template deploys: what "the last deploy" changed, and so what `previous`
 * undoes. A nested stack's own last update may be an earlier deploy's.
 */
function changedByLastDeploy(fn: LiveFunction): boolean {
  const updated = fn.stack.topLevel.lastUpdated;
  const created = fn.deployed?.createdAt;
  return updated !== undefined && created !== undefined && created.getTime() >= updated.getTime();
}

/**
 * Where each `live` alias goes, decided for every function before any moves:
 * a function that cannot be rolled back refuses the whole plan, naming why.
 * Without `functionName`, `previous` moves the functions the last deploy of
 * their stack changed and leaves the others where they are.
 */
export async function planRollback(
  clients: RollbackClients,
  request: RollbackRequest,
): Promise<RollbackPlan> {
  if (typeof request.to === 'number' && request.functionName === undefined) {
    throw new Refusal(
      `--to ${request.to} is one function's version number: name the function with --function.`,
    );
  }
  const { stacks, resources } = await stageResources(clients.cloudFormation, request.stage);
  refuseWhileChanging(stacks);
  const functions = liveFunctions(resources);
  if (functions.length === 0)
    throw new Refusal(`No function of stage '${request.stage}' has a ${LIVE_ALIAS} alias.`);

  const leftAlone: LeftAlone[] = [];
  let chosen: LiveFunction[];
  if (request.functionName !== undefined) {
    chosen = [chooseFunction(functions, request.functionName)];
  } else {
    chosen = functions.filter(changedByLastDeploy);
    for (const fn of functions.filter((candidate) => !chosen.includes(candidate))) {
      leftAlone.push({
        functionName: fn.functionName,
        version: fn.deployed?.version ?? 'unknown',
        reason: `not changed by the last deploy of ${fn.stack.topLevel.name}`,
      });
    }
    if (chosen.length === 0) {
      throw new Refusal(
        `No previous deploy of stage '${request.stage}' to roll back: no function's version was published by the last update of its stacks.`,
      );
    }
  }

  const moves: AliasMove[] = [];
  for (const fn of chosen) {
    const alias = await clients.lambda.send(
      new GetAliasCommand({ FunctionName: fn.functionName, Name: LIVE_ALIAS }),
    );
    const weights = Object.keys(alias.RoutingConfig?.AdditionalVersionWeights ?? {});
    if (weights.length > 0) {
      throw new Refusal(
        `${fn.functionName}: ${LIVE_ALIAS} is shifting from version ${alias.FunctionVersion} to ${weights.join(', ')} (a deploy's canary): stop that CodeDeploy deployment instead.`,
      );
    }
    const current = Number(alias.FunctionVersion);
    if (!Number.isInteger(current)) {
      throw new Refusal(
        `${fn.functionName}: ${LIVE_ALIAS} points to ${alias.FunctionVersion}, not a published version.`,
      );
    }
    const versions = await publishedVersions(clients.lambda, fn.functionName);
    const target = targetVersion(fn.functionName, current, versions, request.to);
    if (target === current) {
      leftAlone.push({ functionName: fn.functionName, version: current, reason: 'already there' });
    } else {
      moves.push({
        functionName: fn.functionName,
        logicalId: fn.logicalId,
        from: current,
        to: target,
        revisionId: alias.RevisionId,
      });
    }
  }
  return { moves, leftAlone };
}

function targetVersion(
  functionName: string,
  current: number,
  versions: readonly number[],
  to: 'previous' | number,
) {
  if (to === 'previous') {
    const earlier = versions.filter((version) => version < current);
    const previous = earlier[earlier.length - 1];
    if (previous === undefined) {
      throw new Refusal(
        `${functionName}: no version before ${current} is kept, so there is no previous deploy to return to.`,
      );
    }
    return previous;
  }
  if (!versions.includes(to)) {
    const kept = versions.length > 0 ? versions.join(', ') : 'none';
    throw new Refusal(`${functionName} has no version ${to} (kept: ${kept}).`);
  }
  return to;
}

/**
 * Moves each alias of the plan, one UpdateAlias each. Should one fail, the
 * ones before it stay moved: the error names how many, and `onMove` has
 * reported each.
 */
export async function applyRollback(
  lambda: LambdaClient,
  plan: RollbackPlan,
  onMove: (move: AliasMove) => void = () => {},
): Promise<void> {
  for (const [index, move] of plan.moves.entries()) {
    try {
      await lambda.send(
        new UpdateAliasCommand({
          FunctionName: move.functionName,
          Name: LIVE_ALIAS,
          FunctionVersion: String(move.to),
          RevisionId: move.revisionId,
        }),
      );
    } catch (error) {
      const cause = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new Refusal(
        `Moved ${index} of ${plan.moves.length} aliases, then ${move.functionName} failed (${cause}); the ones listed above are moved.`,
      );
    }
    onMove(move);
  }
}
