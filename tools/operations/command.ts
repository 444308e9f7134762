import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { STAGE_NAME } from '#lib/stage-name';
import { operatorMessage, Refusal } from './refusal';

/** A stage name as the CDK app accepts it: it goes into stack names and tag filters. */
export function checkedStage(stage: string | undefined, usage: string): string {
  if (stage === undefined) throw new Refusal(usage);
  if (!STAGE_NAME.test(stage)) {
    throw new Refusal(`--stage must be lower case letters, digits and dashes, at most 20 characters.`);
  }
  return stage;
}

/** A whole number from `min` to `max`, as an option spells it. */
export function checkedCount(value: string, option: string, min: number, max: number): number {
  const count = /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN;
  if (!(count >= min && count <= max))
    throw new Refusal(`${option} must be a whole number from ${min} to ${max}.`);
  return count;
}

/**
 * Runs an operator command: what it refuses, and missing credentials or
 * region, end it with one line on stderr and exit code 1; a bug keeps its
 * stack trace.
 */
export async function runOperatorCommand(command: () => Promise<number>): Promise<void> {
  // The SDK's notice about the Node.js version is noise for an operator command.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  try {
    process.exitCode = await command();
  } catch (error) {
    const message = operatorMessage(error);
    if (message === undefined) throw error;
    console.error(message);
    process.exitCode = 1;
  }
}

/** The options every command acting on a stage's deployed functions takes. */
export const STAGE_COMMAND_OPTIONS = {
  stage: { type: 'string' },
  region: { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

/** The clients a command on a stage's stacks and their functions calls, in `region` (else the SDK's own). */
export function stageClients(region: string | undefined): {
  cloudFormation: CloudFormationClient;
  lambda: LambdaClient;
} {
  const regionOf = region ?? process.env.AWS_REGION;
  return {
    cloudFormation: new CloudFormationClient({ region: regionOf }),
    lambda: new LambdaClient({ region: regionOf }),
  };
}
