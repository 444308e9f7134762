import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { type ITopic, Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { StageConfig } from '#lib/config';

/**
 * Who hears of the stage's alarms: the stack's topic, emailing each of
 * `alarmEmails`, and the stage's own `alarmTopicArn` (e.g. a topic AWS
 * Chatbot forwards to Slack), told directly by every alarm, as SNS cannot
 * subscribe a topic to a topic. The actions every alarm is given.
 */
export function alarmDestinations(
  scope: Construct,
  topic: ITopic,
  config: Pick<StageConfig, 'alarmEmails' | 'alarmTopicArn'>,
): IAlarmAction[] {
  for (const email of config.alarmEmails) topic.addSubscription(new EmailSubscription(email));
  const actions: IAlarmAction[] = [new SnsAction(topic)];
  if (config.alarmTopicArn !== undefined) {
    actions.push(new SnsAction(Topic.fromTopicArn(scope, 'StageAlarmTopic', config.alarmTopicArn)));
  }
  return actions;
}
