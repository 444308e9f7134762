import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import type { IConstruct } from 'constructs';

/**
 * Resources one stack of the service may hold: CloudFormation takes 500, and
 * the rest is room for the next routes and settings.
 */
export const STACK_RESOURCE_LIMIT = 300;

/** Bytes of one template as synth writes it: CloudFormation takes 1 MB from S3. */
export const TEMPLATE_BYTES_LIMIT = 600 * 1024;

/**
 * Outputs, and parameters, CloudFormation takes in one template: a route
 * stack hands the API stack 5 outputs per route (alias, function, log group,
 * two alarms).
 */
export const TEMPLATE_OUTPUTS_LIMIT = 200;
export const TEMPLATE_PARAMETERS_LIMIT = 200;

export interface StackSize {
  /** The stack's name; a nested stack's construct path (`tms-dev-api/ShipmentsRoutes`). */
  readonly name: string;
  readonly resources: number;
  readonly bytes: number;
  readonly outputs: number;
  readonly parameters: number;
}

/** Every stack (nested ones too) under `root`, as `assembly` wrote its template. */
export function stackSizes(root: IConstruct, assembly: CloudAssembly): StackSize[] {
  return root.node
    .findAll()
    .filter(Stack.isStack)
    .map((stack) => {
      const text = readFileSync(join(assembly.directory, stack.templateFile), 'utf8');
      const template = JSON.parse(text) as { Resources?: object; Outputs?: object; Parameters?: object };
      return {
        name: stack.nested ? stack.node.path : stack.stackName,
        resources: Object.keys(template.Resources ?? {}).length,
        bytes: Buffer.byteLength(text),
        outputs: Object.keys(template.Outputs ?? {}).length,
        parameters: Object.keys(template.Parameters ?? {}).length,
      };
    });
}

/** A line for each stack over a limit, naming it and its count. */
export function stackLimitProblems(sizes: readonly StackSize[]): string[] {
  return sizes.flatMap(({ name, resources, bytes, outputs, parameters }) => [
    ...(resources > STACK_RESOURCE_LIMIT
      ? [
          `${name}: ${resources} resources, more than the ${STACK_RESOURCE_LIMIT} a stack of the service may hold`,
        ]
      : []),
    ...(bytes > TEMPLATE_BYTES_LIMIT
      ? [`${name}: a template of ${Math.ceil(bytes / 1024)} KB, more than ${TEMPLATE_BYTES_LIMIT / 1024} KB`]
      : []),
    ...(outputs > TEMPLATE_OUTPUTS_LIMIT
      ? [`${name}: ${outputs} outputs, more than the ${TEMPLATE_OUTPUTS_LIMIT} CloudFormation takes`]
      : []),
    ...(parameters > TEMPLATE_PARAMETERS_LIMIT
      ? [`${name}: ${parameters} parameters, more than the ${TEMPLATE_PARAMETERS_LIMIT} CloudFormation takes`]
      : []),
  ]);
}

/**
 * Refuses a synth whose stacks outgrow the service's limits (a stage setting
 * that adds resources, or routes beyond what the route stacks hold), naming
 * each stack and its count, before anything is deployed.
 */
export function assertStackLimits(root: IConstruct, assembly: CloudAssembly): void {
  const problems = stackLimitProblems(stackSizes(root, assembly));
  if (problems.length > 0) {
    throw new Error(
      `The stacks outgrow their limits (docs/operations.md, Stacks and their limits):\n  ${problems.join('\n  ')}`,
    );
  }
}
