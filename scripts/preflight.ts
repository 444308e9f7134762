import { parseArgs } from 'node:util';
import { ACMClient } from '@aws-sdk/client-acm';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { Route53Client } from '@aws-sdk/client-route-53';
import { SNSClient } from '@aws-sdk/client-sns';
import { SSMClient } from '@aws-sdk/client-ssm';
import { checkedStage, runOperatorCommand } from '#tools/operations/command';
import { offlinePreflight, preflight } from '#tools/operations/preflight';
import { Refusal } from '#tools/operations/refusal';
import { preflightStage } from '#tools/operations/stage-facts';

/** What a deploy of the stage would run into, before `cdk deploy` (docs/operations.md, first deploy). */
const USAGE = `Usage: npm run preflight -- --stage <name> [-c key=value ...] [--region <region>] [--offline]
  -c: the same context values cdk deploy will get (e.g. -c alarmEmails=ops@example.com).
  --offline: only what synth tells (settings, stack limits, the bootstrap needed); no credentials.
  Exits 1 if anything would fail.`;

await runOperatorCommand(async () => {
  const { values } = parseArgs({
    options: {
      stage: { type: 'string' },
      context: { type: 'string', short: 'c', multiple: true, default: [] },
      region: { type: 'string' },
      offline: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const stage = checkedStage(values.stage, USAGE);
  const region = values.region ?? process.env.AWS_REGION;
  const context: Record<string, string> = { stage };
  if (region !== undefined) context.region = region;
  for (const pair of values.context) {
    const [key, ...value] = pair.split('=');
    if (!key || value.length === 0) throw new Refusal(`-c ${pair}: expected key=value.`);
    context[key] = value.join('=');
  }
  const findings = values.offline
    ? offlinePreflight(() => preflightStage(context))
    : await preflight(
        {
          lambda: new LambdaClient({ region }),
          sns: new SNSClient({ region }),
          acm: new ACMClient({ region }),
          route53: new Route53Client({ region }),
          ssm: new SSMClient({ region }),
        },
        () => preflightStage(context),
      );
  for (const finding of findings)
    console.log(`${finding.status.toUpperCase()} ${finding.check}: ${finding.detail}`);
  return findings.some((finding) => finding.status === 'fail') ? 1 : 0;
});
