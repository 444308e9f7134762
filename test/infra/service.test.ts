import { CDK_CLI_CONTEXT } from '#tools/operations/stage-facts';
import { apiStackTests } from './api-stack';
import { entryPointTests } from './entry-points';
import { eventTests } from './events';
import { goLiveTests } from './go-live';
import { iamTests } from './iam';
import { importTests } from './imports';
import { integrationTests } from './integrations';
import { monitoringTests } from './monitoring';
import { nagTests } from './nag';
import { requestBudgetTests } from './request-budgets';
import { stackLimitTests } from './stack-limits';
import { statefulStackTests } from './stateful-stack';
import { CUSTOM_CONTEXT, synthService } from './support';
import { templateHygieneTests } from './template-hygiene';
import { webhookTests } from './webhooks';

// Two synths serve the infra assertions: the default stage and the custom one
// (as the CDK CLI synthesizes it, with its metadata: the stack limits measure
// templates as deployed). Under jest the first synth of a process costs seconds
// of module loading, so the assertions live in modules registered from this one
// file rather than in a test file (and a process) each.
const service = synthService();
const custom = synthService({ ...CUSTOM_CONTEXT, ...CDK_CLI_CONTEXT });

describe('stateful stack', () => statefulStackTests(service, custom));
describe('API stack', () => apiStackTests(service, custom));
describe('IAM', () => iamTests(service, custom));
describe('entry points', () => entryPointTests(service));
describe('monitoring', () => monitoringTests(service, custom));
describe('cdk-nag', () => nagTests(service, custom));
describe('webhook delivery', () => webhookTests(service));
describe('outbound events', () => eventTests(service));
describe('bulk imports', () => importTests(service));
describe('integrations', () => integrationTests(service, custom));
describe('request budgets', () => requestBudgetTests(service, custom));
describe('go-live', () => goLiveTests(service, custom));
describe('template hygiene', () => templateHygieneTests(service, custom));
describe('stack limits', () => stackLimitTests(custom));
