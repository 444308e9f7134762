import { GetTopicAttributesCommand, type SNSClient } from '@aws-sdk/client-sns';
import { evaluatePolicy, type PolicyRequest } from './policy-evaluator';
import type { Finding } from './preflight-finding';

const CHECK = 'alarm topic (SNS)';

const notFound = (error: unknown) => error instanceof Error && /NotFound/.test(error.name);

/** What a CloudWatch alarm of `account` in `region` sends when it fires: the request the topic's policy decides. */
export function alarmPublish(topicArn: string): PolicyRequest {
  const [, partition, , region, account] = topicArn.split(':');
  return {
    principal: { service: 'cloudwatch.amazonaws.com' },
    action: 'sns:Publish',
    resource: topicArn,
    context: {
      'aws:SecureTransport': 'true',
      'aws:SourceAccount': account ?? '',
      'aws:SourceOwner': account ?? '',
      'aws:SourceArn': `arn:${partition}:cloudwatch:${region}:${account}:alarm:tms-preflight`,
    },
  };
}

/**
 * The stage's own `alarmTopicArn`: it exists, and its policy lets the stage's
 * alarms publish (CloudWatch in the topic's account and region, over TLS).
 * A policy that does not is a silent alarm, so it fails; one this reader
 * cannot read warns, naming what to check.
 */
export async function alarmTopic(sns: SNSClient, topicArn: string | undefined): Promise<Finding> {
  if (topicArn === undefined) {
    return {
      status: 'info',
      check: CHECK,
      detail: 'no alarmTopicArn: alarms go to the stack topic and alarmEmails only.',
    };
  }
  let policy: string | undefined;
  try {
    const { Attributes } = await sns.send(new GetTopicAttributesCommand({ TopicArn: topicArn }));
    policy = Attributes?.Policy;
  } catch (error) {
    if (!notFound(error)) throw error;
    return {
      status: 'fail',
      check: CHECK,
      detail: `${topicArn} does not exist: create it, or drop alarmTopicArn.`,
    };
  }
  const fix = 'allow the service principal cloudwatch.amazonaws.com sns:Publish on it (docs/operations.md).';
  if (policy === undefined) {
    return {
      status: 'fail',
      check: CHECK,
      detail: `${topicArn} has no policy CloudWatch could publish under: ${fix}`,
    };
  }
  let decision: string;
  try {
    decision = evaluatePolicy(JSON.parse(policy) as { Statement: unknown }, alarmPublish(topicArn));
  } catch (error) {
    return {
      status: 'warn',
      check: CHECK,
      detail: `${topicArn}'s policy uses what this check cannot read (${(error as Error).message}): make sure it lets CloudWatch publish.`,
    };
  }
  if (decision !== 'allowed') {
    return {
      status: 'fail',
      check: CHECK,
      detail: `${topicArn}'s policy leaves an alarm's publish ${decision}: every alarm sent there is lost. ${fix[0]!.toUpperCase()}${fix.slice(1)}`,
    };
  }
  return { status: 'ok', check: CHECK, detail: `${topicArn} exists and lets CloudWatch alarms publish.` };
}
