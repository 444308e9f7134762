import {
  type LambdaClient,
  paginateListAliases,
  paginateListVersionsByFunction,
} from '@aws-sdk/client-lambda';
import { LIVE_ALIAS } from '#lib/constructs/live-alias';
import { Refusal } from './refusal';
import type { StageResource, StageStack } from './stage-stacks';

/** A function of the stage called through its `live` alias, as its stack knows it. */
export interface LiveFunction {
  readonly functionName: string;
  /** The alias's logical id: it names the construct (`PutItineraryLive…`). */
  readonly logicalId: string;
  readonly stack: StageStack;
  /** The version the stack's template deploys, and when the stack created it. */
  readonly deployed: { readonly version: string; readonly createdAt: Date | undefined } | undefined;
}

/** `arn:aws:lambda:<region>:<account>:function:<name>:<qualifier>` → name and qualifier. */
function qualifiedName(arn: string): { functionName: string; qualifier: string } | undefined {
  const parts = arn.split(':');
  if (parts.length !== 8 || parts[5] !== 'function') return undefined;
  return { functionName: parts[6]!, qualifier: parts[7]! };
}

/** Every function of the stage's stacks that has a `live` alias, by function name. */
export function liveFunctions(resources: readonly StageResource[]): LiveFunction[] {
  const deployed = new Map<string, LiveFunction['deployed']>();
  for (const resource of resources) {
    if (resource.ResourceType !== 'AWS::Lambda::Version') continue;
    const name = qualifiedName(resource.PhysicalResourceId ?? '');
    if (name)
      deployed.set(name.functionName, { version: name.qualifier, createdAt: resource.LastUpdatedTimestamp });
  }
  return resources.flatMap((resource) => {
    const name =
      resource.ResourceType === 'AWS::Lambda::Alias' && qualifiedName(resource.PhysicalResourceId ?? '');
    if (!name || name.qualifier !== LIVE_ALIAS) return [];
    return [
      {
        functionName: name.functionName,
        logicalId: resource.LogicalResourceId ?? '',
        stack: resource.stack,
        deployed: deployed.get(name.functionName),
      },
    ];
  });
}

/**
 * The one function `wanted` names: its exact name, or a part of its alias's
 * logical id (`PutItinerary`), case aside. Refused when none or several match.
 */
export function chooseFunction(functions: readonly LiveFunction[], wanted: string): LiveFunction {
  const exact = functions.find((fn) => fn.functionName === wanted);
  if (exact) return exact;
  const lower = wanted.toLowerCase();
  const matches = functions.filter((fn) => fn.logicalId.toLowerCase().includes(lower));
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) {
    throw new Refusal(
      `No function of the stage matches '${wanted}' (${functions.length} have a live alias).`,
    );
  }
  const names = matches.map((fn) => fn.logicalId).join(', ');
  throw new Refusal(`'${wanted}' matches ${matches.length} functions (${names}): name one exactly.`);
}

/** The function's published versions, oldest first, every page of ListVersionsByFunction read. */
export async function publishedVersions(lambda: LambdaClient, functionName: string): Promise<number[]> {
  const versions: number[] = [];
  for await (const page of paginateListVersionsByFunction(
    { client: lambda },
    { FunctionName: functionName },
  )) {
    for (const version of page.Versions ?? []) {
      if (version.Version !== undefined && /^\d+$/.test(version.Version))
        versions.push(Number(version.Version));
    }
  }
  return versions.sort((a, b) => a - b);
}

/** The versions any alias of the function points to, its weighted canary versions included. */
export async function aliasedVersions(lambda: LambdaClient, functionName: string): Promise<Set<number>> {
  const versions = new Set<number>();
  for await (const page of paginateListAliases({ client: lambda }, { FunctionName: functionName })) {
    for (const alias of page.Aliases ?? []) {
      for (const version of [
        alias.FunctionVersion,
        ...Object.keys(alias.RoutingConfig?.AdditionalVersionWeights ?? {}),
      ]) {
        if (version !== undefined && /^\d+$/.test(version)) versions.add(Number(version));
      }
    }
  }
  return versions;
}
