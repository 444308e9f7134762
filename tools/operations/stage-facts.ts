import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { readStageConfig, type StageConfig } from '#lib/config';
import { PROJECT_ROOT } from '#lib/constructs/api-function';
import { createService } from '#lib/service';
import { assertStackLimits } from '#lib/stack-limits';
import {
  type AssemblyManifest,
  type BootstrapRequirement,
  bootstrapRequirement,
} from './bootstrap-requirement';
import type { PreflightStage } from './preflight';
import { Refusal } from './refusal';

/**
 * What `cdk synth` adds to the app's context by default: each resource's
 * construct path and asset in its metadata, and a CDKMetadata resource per
 * stack. With it, templates are the size synth writes.
 */
export const CDK_CLI_CONTEXT = {
  'aws:cdk:enable-path-metadata': true,
  'aws:cdk:enable-asset-metadata': true,
  'aws:cdk:version-reporting': true,
} as const;

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
  /** The bootstrap version and qualifier the assembly's manifest asks for. */
  readonly bootstrap: BootstrapRequirement;
}

/**
 * Synthesizes the stage as `cdk synth -c stage=<stage> -c key=value…` would
 * (cdk.json's context, then `context`), without bundling code: a setting the
 * app refuses, or a stack over its limits, throws here with the app's own
 * message.
 */
export function synthesizeStage(context: Record<string, unknown>): SynthesizedStage {
  const cdkJson = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  const app = new App({
    context: { ...cdkJson.context, ...CDK_CLI_CONTEXT, ...context, 'aws:cdk:bundling-stacks': [] },
  });
  const config = readStageConfig(app.node);
  createService(app, config);
  const assembly = app.synth();
  assertStackLimits(app, assembly);
  const { directory } = assembly;
  const templates = readdirSync(directory)
    .filter((file) => file.endsWith('.template.json'))
    .map((file) => JSON.parse(readFileSync(join(directory, file), 'utf8')) as SynthesizedTemplate);
  return { config, templates, bootstrap: bootstrapRequirement(assembly.manifest as AssemblyManifest) };
}

/** The concurrency the functions of `templates` set apart, all stacks together. */
export function reservedConcurrencyOf(templates: readonly SynthesizedTemplate[]): number {
  return templates
    .flatMap((template) => Object.values(template.Resources ?? {}))
    .filter((resource) => resource.Type === 'AWS::Lambda::Function')
    .reduce((total, fn) => total + Number(fn.Properties?.ReservedConcurrentExecutions ?? 0), 0);
}

/**
 * The stage preflight checks the account against: synthesized as `cdk deploy`
 * would, or refused in one line with everything the synth refused (a bad
 * setting, a stack over its limits with its count).
 */
export function preflightStage(context: Record<string, unknown>): PreflightStage {
  let stage: SynthesizedStage;
  try {
    stage = synthesizeStage(context);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Refusal(`FAIL synth: ${message.replace(/\s*\n\s*/g, ' ')}`);
  }
  return {
    config: stage.config,
    reservedConcurrency: reservedConcurrencyOf(stage.templates),
    bootstrap: stage.bootstrap,
    templateCount: stage.templates.length,
  };
}
