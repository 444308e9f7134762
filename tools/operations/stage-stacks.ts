import {
  type CloudFormationClient,
  DescribeStacksCommand,
  paginateDescribeStacks,
  paginateListStackResources,
  type Stack,
  type StackResourceSummary,
} from '@aws-sdk/client-cloudformation';
import { Refusal } from './refusal';

/** The tags every stack of the service carries (lib/service.ts). */
export const SERVICE_TAG = { key: 'service', value: 'tms-api' } as const;
export const STAGE_TAG_KEY = 'stage';

export interface StageStack {
  readonly name: string;
  readonly status: string;
  /**
   * The top-level stack it belongs to (itself if it is one), which a deploy
   * updates, and when its last update started (undefined if it was only ever
   * created): a nested stack that deploy left alone keeps an older update of
   * its own.
   */
  readonly topLevel: { readonly name: string; readonly lastUpdated: Date | undefined };
}

export interface StageResource extends StackResourceSummary {
  readonly stack: StageStack;
}

export interface StageResources {
  readonly stacks: readonly StageStack[];
  readonly resources: readonly StageResource[];
}

const toStageStack = (stack: Stack, parent?: StageStack): StageStack => ({
  name: stack.StackName ?? '',
  status: stack.StackStatus ?? '',
  topLevel: parent?.topLevel ?? { name: stack.StackName ?? '', lastUpdated: stack.LastUpdatedTime },
});

const tagged = (stack: Stack, stage: string) => {
  const tags = new Map((stack.Tags ?? []).map((tag) => [tag.Key, tag.Value]));
  return tags.get(SERVICE_TAG.key) === SERVICE_TAG.value && tags.get(STAGE_TAG_KEY) === stage;
};

/**
 * Every stack of `stage` in the client's region, however the app splits the
 * service: the top-level stacks tagged `service=tms-api` and `stage=<stage>`
 * (every page of DescribeStacks), and the nested stacks they hold, found
 * among their resources.
 */
async function stageStacks(cloudFormation: CloudFormationClient, stage: string): Promise<StageStack[]> {
  const found: StageStack[] = [];
  for await (const page of paginateDescribeStacks({ client: cloudFormation }, {})) {
    for (const stack of page.Stacks ?? []) {
      if (stack.ParentId === undefined && stack.StackStatus !== 'DELETE_COMPLETE' && tagged(stack, stage)) {
        found.push(toStageStack(stack));
      }
    }
  }
  return found;
}

/**
 * Every resource of every stack of `stage`, each page of ListStackResources
 * followed (DescribeStackResources stops at 100), nested stacks included.
 */
export async function stageResources(
  cloudFormation: CloudFormationClient,
  stage: string,
): Promise<StageResources> {
  const stacks = await stageStacks(cloudFormation, stage);
  if (stacks.length === 0) {
    throw new Refusal(
      `No stack of stage '${stage}' in this region (tagged ${SERVICE_TAG.key}=${SERVICE_TAG.value}, ${STAGE_TAG_KEY}=${stage}): check AWS_REGION.`,
    );
  }
  const resources: StageResource[] = [];
  const visited: StageStack[] = [];
  const queue = [...stacks];
  for (let stack = queue.shift(); stack !== undefined; stack = queue.shift()) {
    visited.push(stack);
    const pages = paginateListStackResources({ client: cloudFormation }, { StackName: stack.name });
    for await (const page of pages) {
      for (const summary of page.StackResourceSummaries ?? []) {
        resources.push({ ...summary, stack });
        if (summary.ResourceType === 'AWS::CloudFormation::Stack' && summary.PhysicalResourceId) {
          queue.push(await nestedStack(cloudFormation, summary.PhysicalResourceId, stack));
        }
      }
    }
  }
  return { stacks: visited, resources };
}

async function nestedStack(
  cloudFormation: CloudFormationClient,
  stackId: string,
  parent: StageStack,
): Promise<StageStack> {
  const { Stacks = [] } = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackId }));
  const [stack] = Stacks;
  if (stack === undefined) throw new Refusal(`Nested stack ${stackId} is listed but cannot be described.`);
  return toStageStack(stack, parent);
}

/** Refuses while a stack of the stage is changing: a deploy, a rollback or a deletion is running. */
export function refuseWhileChanging(stacks: readonly StageStack[]): void {
  const busy = stacks.find((stack) => stack.status.endsWith('_IN_PROGRESS'));
  if (busy !== undefined) {
    throw new Refusal(
      `Stack ${busy.name} is ${busy.status}: wait for it to finish (or stop its CodeDeploy deployment) and run this again.`,
    );
  }
}
