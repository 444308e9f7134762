import { type App, Tags } from 'aws-cdk-lib';
import { ApiStack, type ApiStackProps } from '#lib/api-stack';
import type { StageConfig } from '#lib/config';
import { StatefulStack } from '#lib/stateful-stack';

export interface ServiceStacks {
  readonly stateful: StatefulStack;
  readonly api: ApiStack;
}

/**
 * The whole service for one stage: `tms-<stage>-stateful` (data) and
 * `tms-<stage>-api` (everything that can be rebuilt, its route functions in
 * nested stacks of it, lib/route-stack.ts), serving `routes` (by default the
 * route table's). Stacks are
 * environment-agnostic, so synth needs no credentials and makes no lookups; the
 * account and region come from the deploying profile.
 */
export function createService(
  app: App,
  config: StageConfig,
  routes?: ApiStackProps['routes'],
): ServiceStacks {
  const prefix = `tms-${config.stage}`;
  const stateful = new StatefulStack(app, `${prefix}-stateful`, {
    description: `TMS API ${config.stage}: table, document buckets, user pool (retained)`,
    config,
  });
  const api = new ApiStack(app, `${prefix}-api`, {
    description: `TMS API ${config.stage}: HTTP API, functions, document pipeline`,
    config,
    table: stateful.table,
    backupVault: stateful.backups.vault,
    documentsBucket: stateful.documentsBucket,
    dropBucket: stateful.dropBucket,
    userPool: stateful.userPool,
    routes,
  });
  // Not the dashboard: cfn-lint's resource schema still refuses its Tags, and a dashboard's cost is the account's.
  const untagged = { excludeResourceTypes: ['AWS::CloudWatch::Dashboard'] };
  Tags.of(app).add('service', 'tms-api', untagged);
  Tags.of(app).add('stage', config.stage, untagged);
  return { stateful, api };
}
