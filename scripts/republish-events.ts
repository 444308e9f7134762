import { parseArgs } from 'node:util';
import { LOCAL_NAMES } from './local-state';

/**
 * Publishes again the events of stream batches the publisher set aside after
 * every attempt (docs/operations.md, "Alarm: events set aside"): in AWS, the
 * stage's set-aside bucket, found from its stacks' outputs; locally, the one
 * `npm start` keeps. Events keep their ids; each subscription gets each once.
 */
const USAGE = `Usage: npm run republish-events -- --stage <name> [--region <region>]
       npm run republish-events -- --local [--s3-port 4569] [--dynamodb-port 8000] [--allow-loopback-urls]`;

// The SDK's notice about the Node.js version is noise for an operator command.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

const { values: flags } = parseArgs({
  options: {
    stage: { type: 'string' },
    region: { type: 'string' },
    local: { type: 'boolean', default: false },
    's3-port': { type: 'string', default: '4569' },
    'dynamodb-port': { type: 'string', default: '8000' },
    'allow-loopback-urls': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help || flags.local === (flags.stage !== undefined)) {
  console.log(USAGE);
  process.exit(flags.help ? 0 : 2);
}

/** The outputs of a deployed stack, by key. */
async function outputsOf(stackName: string): Promise<Record<string, string>> {
  const { CloudFormationClient, DescribeStacksCommand } = await import('@aws-sdk/client-cloudformation');
  const client = new CloudFormationClient({ region: process.env.AWS_REGION });
  const { Stacks = [] } = await client.send(new DescribeStacksCommand({ StackName: stackName }));
  return Object.fromEntries(
    (Stacks[0]?.Outputs ?? []).map((output) => [output.OutputKey, output.OutputValue]),
  );
}

let target: { bucket: string; noticeQueueUrl?: string };
if (flags.local) {
  // As npm start sets it up: its table and set-aside bucket in the embedded stack.
  Object.assign(process.env, {
    TABLE_NAME: LOCAL_NAMES.table,
    S3_ENDPOINT: `http://127.0.0.1:${flags['s3-port']}`,
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${flags['dynamodb-port']}`,
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    ALLOW_LOOPBACK_URLS: flags['allow-loopback-urls'] ? 'true' : 'false',
  });
  target = { bucket: LOCAL_NAMES.setAsideBucket };
} else {
  if (flags.region !== undefined) process.env.AWS_REGION = flags.region;
  const [api, stateful] = await Promise.all([
    outputsOf(`tms-${flags.stage}-api`),
    outputsOf(`tms-${flags.stage}-stateful`),
  ]).catch((error: Error) => {
    console.error(`Cannot read the outputs of stage ${flags.stage}'s stacks: ${error.message}`);
    process.exit(1);
  });
  Object.assign(process.env, {
    TABLE_NAME: stateful.TableName,
    EVENT_BUS_NAME: api.EventBusName,
    WEBHOOK_QUEUE_URL: api.WebhookQueueUrl,
  });
  target = { bucket: api.SetAsideBucketName ?? '', noticeQueueUrl: api.SetAsideNoticeQueueUrl };
}

// The clients read their configuration at import: load them once the environment is set.
const { s3 } = await import('#shared/aws/s3');
const { sqs } = await import('#shared/aws/sqs');
const { republishSetAsideBatches } = await import('#tools/events/republish');
// Locally, deliveries go to the in-process queue: deliver them from here, as npm start would.
const localWebhooks = flags.local
  ? await (await import('#tools/local-stack/local-webhooks')).startLocalWebhooks()
  : undefined;

const report = await republishSetAsideBatches({
  bucket: target.bucket,
  s3,
  ...(target.noticeQueueUrl !== undefined && { notices: { queueUrl: target.noticeQueueUrl, sqs } }),
  log: (line) => console.log(line),
});
await localWebhooks?.idle();
await localWebhooks?.stop();
console.log(
  `${report.republished} batch(es) republished, ${report.events} event(s); ${report.kept.length} kept.`,
);
process.exit(report.kept.length > 0 ? 1 : 0);
