import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { implicitStageNotice, readStageConfig } from '#lib/config';
import { createService } from '#lib/service';
import { assertStackLimits } from '#lib/stack-limits';

/**
 * The CDK app. Every setting comes from CDK context (see `StageConfig` in
 * lib/config.ts for the keys and their defaults), e.g.
 * `npx cdk deploy --all -c stage=prod -c allowedDocumentBuckets=partner-drop`.
 */
const app = new App();
const notice = implicitStageNotice(app.node);
// stderr: the CLI shows it without it mixing into a template printed on stdout.
if (notice !== undefined) console.error(notice);
createService(app, readStageConfig(app.node));
// The AWS Solutions audit runs on every synth: an unsuppressed finding fails it
// before anything is deployed. Suppressions sit beside the resources they concern.
Aspects.of(app).add(new AwsSolutionsChecks());
// A stack over its resource or template budget fails the synth, named with its count.
assertStackLimits(app, app.synth());
