import type { RevisionLocation } from '@aws-sdk/client-codedeploy';
import * as z from '#shared/schemas/zod';

/**
 * What CodeDeploy hands a Lambda lifecycle hook (AppSpec "hooks" section for
 * a Lambda deployment): the deployment's id and the hook execution's, both
 * passed back to PutLifecycleEventHookExecutionStatus.
 */
const lifecycleEvent = z.object({
  DeploymentId: z.string().check(z.regex(/^d-[A-Z0-9]{1,64}$/, 'must be a deployment id (d-...)')),
  LifecycleEventHookExecutionId: z
    .string()
    .check(
      z.regex(/^[\x21-\x7e]{1,4096}$/, 'must be printable ASCII without spaces, at most 4096 characters'),
    ),
});

export type LifecycleEvent = z.output<typeof lifecycleEvent>;

/** The event, or an error naming what is wrong with it. */
export function lifecycleEventOf(input: unknown): LifecycleEvent {
  const result = z.safeParse(lifecycleEvent, input);
  if (!result.success) {
    const [issue] = result.error.issues;
    throw new Error(
      `Not a CodeDeploy lifecycle event: ${issue?.path.join('.') || 'event'} ${issue?.message}`,
    );
  }
  return result.data;
}

/**
 * A Lambda deployment's AppSpec (AppSpec "resources" section for a Lambda
 * deployment): the function, its alias, and the versions traffic shifts
 * from and to. CloudFormation writes it as JSON; `version` is the string
 * "0.0" as documented, or the number a JSON writer may make of it.
 */
const lambdaAppSpec = z.object({
  version: z.union([z.literal('0.0'), z.literal(0)]),
  Resources: z
    .array(
      z.record(
        z.string(),
        z.object({
          Type: z.literal('AWS::Lambda::Function'),
          Properties: z.object({
            Name: z.string().check(z.minLength(1)),
            Alias: z.string(),
            CurrentVersion: z.string(),
            TargetVersion: z.string().check(z.regex(/^[0-9]+$/, 'must be a published version number')),
          }),
        }),
      ),
    )
    .check(z.minLength(1)),
});

/**
 * The function and version a revision shifts traffic to. GetApplicationRevision
 * answers a Lambda deployment's revision with its AppSpec as `string` (the
 * revision a CloudFormation deployment registers) or `appSpecContent`.
 */
export function deploymentTargetOf(revision: RevisionLocation | undefined): {
  name: string;
  version: string;
} {
  const content = revision?.string?.content ?? revision?.appSpecContent?.content;
  if (content === undefined) {
    throw new Error(`The revision carries no AppSpec (${revision?.revisionType ?? 'no revision'})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new Error('The AppSpec is not JSON (a hand-written YAML AppSpec is not supported)');
  }
  const result = z.safeParse(lambdaAppSpec, json);
  if (!result.success) {
    const [issue] = result.error.issues;
    throw new Error(`Not a Lambda AppSpec: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const resources = result.data.Resources.flatMap((resource) => Object.values(resource));
  if (resources.length !== 1) throw new Error(`The AppSpec names ${resources.length} functions, not one`);
  const [{ Properties }] = resources as [(typeof resources)[number]];
  return { name: Properties.Name, version: Properties.TargetVersion };
}
