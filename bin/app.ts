import { App } from 'aws-cdk-lib';
import { readStageConfig } from '#lib/config';
import { createService } from '#lib/service';

/**
 * The CDK app. Every setting comes from CDK context (see `StageConfig` in
 * lib/config.ts for the keys and their defaults), e.g.
 * `npx cdk deploy --all -c stage=prod -c allowedDocumentBuckets=partner-drop`.
 */
const app = new App();
createService(app, readStageConfig(app.node));
app.synth();
