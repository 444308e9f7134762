import type { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { DeleteFunctionCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import { aliasedVersions, liveFunctions, publishedVersions } from './live-functions';
import { refuseWhileChanging, stageResources } from './stage-stacks';

/** Deploys back that `npm run rollback` can always reach: each function keeps this many versions before its newest. */
export const DEFAULT_KEPT_DEPLOYS = 3;

export interface PruneRequest {
  readonly stage: string;
  /** Versions kept before each function's newest. */
  readonly keep: number;
  /** Report what would go, delete nothing. */
  readonly dryRun: boolean;
}

export interface PrunedFunction {
  readonly functionName: string;
  readonly kept: readonly number[];
  readonly deleted: readonly number[];
}

export interface PruneClients {
  readonly cloudFormation: CloudFormationClient;
  readonly lambda: LambdaClient;
}

/**
 * Deletes the versions of every function of the stage that no rollback needs
 * any more, so that code storage (75 GB a region) stops growing with each
 * deploy. Kept, per function: its newest version and the `keep` before it,
 * every version an alias points to (a rolled-back `live` included), and the
 * one its stack's template deploys.
 */
export async function pruneVersions(
  clients: PruneClients,
  request: PruneRequest,
  onFunction: (pruned: PrunedFunction) => void = () => {},
): Promise<PrunedFunction[]> {
  const { stacks, resources } = await stageResources(clients.cloudFormation, request.stage);
  // A deploy in flight publishes and points aliases at versions this would not know to keep.
  refuseWhileChanging(stacks);
  const results: PrunedFunction[] = [];
  for (const fn of liveFunctions(resources)) {
    const versions = await publishedVersions(clients.lambda, fn.functionName);
    const needed = await aliasedVersions(clients.lambda, fn.functionName);
    for (const version of versions.slice(-(request.keep + 1))) needed.add(version);
    if (fn.deployed) needed.add(Number(fn.deployed.version));
    const deleted = versions.filter((version) => !needed.has(version));
    if (!request.dryRun) {
      for (const version of deleted) {
        await clients.lambda.send(
          new DeleteFunctionCommand({ FunctionName: fn.functionName, Qualifier: String(version) }),
        );
      }
    }
    const pruned = {
      functionName: fn.functionName,
      kept: versions.filter((version) => needed.has(version)),
      deleted,
    };
    onFunction(pruned);
    results.push(pruned);
  }
  return results;
}
