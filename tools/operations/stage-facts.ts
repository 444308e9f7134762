import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { readStageConfig, type StageConfig } from '#lib/config';
import { PROJECT_ROOT } from '#lib/constructs/api-function';
import { createService } from '#lib/service';

/** A synthesized CloudFormation template, as far as the operator commands read it. */
export interface SynthesizedTemplate {
  readonly Resources?: Record<
    string,
    { Type: string; Properties?: Record<string, unknown>; [key: string]: unknown }
  >;
}

export interface SynthesizedStage {
  readonly config: StageConfig;
  /** Every template of the app, nested stacks' included. */
  readonly templates: readonly SynthesizedTemplate[];
}

/**
 * Synthesizes the stage as `cdk synth -c stage=<stage> -c key=value…` would
 * (cdk.json's context, then `context`), without bundling code: a setting the
 * app refuses throws here, with the app's own message.
 */
export function synthesizeStage(context: Record<string, unknown>): SynthesizedStage {
  const cdkJson = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  const app = new App({ context: { ...cdkJson.context, ...context, 'aws:cdk:bundling-stacks': [] } });
  const config = readStageConfig(app.node);
  createService(app, config);
  const { directory } = app.synth();
  const templates = readdirSync(directory)
    .filter((file) => file.endsWith('.template.json'))
    .map((file) => JSON.parse(readFileSync(join(directory, file), 'utf8')) as SynthesizedTemplate);
  return { config, templates };
}

/** The concurrency the functions of `templates` set apart, all stacks together. */
export function reservedConcurrencyOf(templates: readonly SynthesizedTemplate[]): number {
  return templates
    .flatMap((template) => Object.values(template.Resources ?? {}))
    .filter((resource) => resource.Type === 'AWS::Lambda::Function')
    .reduce((total, fn) => total + Number(fn.Properties?.ReservedConcurrentExecutions ?? 0), 0);
}
