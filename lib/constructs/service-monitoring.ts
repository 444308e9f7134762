import { Stack } from 'aws-cdk-lib';
import type { Alarm, Dashboard } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { StageConfig } from '#lib/config';
import { alarmDestinations } from '#lib/monitoring/alarm-destinations';
import { notify, ServiceAlarms } from '#lib/monitoring/alarms';
import { createServiceDashboard } from '#lib/monitoring/dashboard';
import type { MonitoredResources } from '#lib/monitoring/monitored-resources';
import { ServiceMetrics } from '#lib/monitoring/service-metrics';

export interface ServiceMonitoringProps extends MonitoredResources {
  readonly config: Pick<
    StageConfig,
    | 'stage'
    | 'metricsNamespace'
    | 'alarmEmails'
    | 'alarmTopicArn'
    | 'serverErrorAlarmPercent'
    | 'latencyAlarmP99Ms'
  >;
  /**
   * Alarms other constructs made (webhook dead letters): the topic is told of
   * them and the dashboard shows them, as of its own.
   * @default []
   */
  readonly moreAlarms?: readonly Alarm[];
}

/**
 * What an operator watches: the stage's CloudWatch dashboard (`tms-<stage>`),
 * its alarms, and the SNS topic they notify, with the stage's alarm
 * destinations (lib/monitoring/alarm-destinations.ts).
 */
export class ServiceMonitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: ServiceAlarms;
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: ServiceMonitoringProps) {
    super(scope, id);
    const { config } = props;
    const metrics = new ServiceMetrics(config.metricsNamespace, config.stage);

    this.topic = new Topic(this, 'AlarmTopic', {
      displayName: `TMS API ${config.stage} alarms`,
      enforceSSL: true,
    });
    allowAlarmsToPublish(this.topic);
    NagSuppressions.addResourceSuppressions(this.topic, [
      {
        id: 'AwsSolutions-SNS2',
        reason:
          'Alarm notifications carry alarm names and states, no data; CloudWatch cannot publish to a topic ' +
          'encrypted with the AWS-managed SNS key, and a customer key per stage would cost more than it protects.',
      },
    ]);
    const actions = alarmDestinations(this, this.topic, config);

    this.alarms = new ServiceAlarms(this, 'Alarms', {
      metrics,
      apiStage: props.apiStage,
      table: props.table,
      backupVault: props.backupVault,
      deadLetterQueue: props.deadLetterQueue,
      submissionQueue: props.submissionQueue,
      processor: props.processor,
      serverErrorAlarmPercent: config.serverErrorAlarmPercent,
      latencyAlarmP99Ms: config.latencyAlarmP99Ms,
      actions,
    });

    this.dashboard = createServiceDashboard(this, 'Dashboard', {
      dashboardName: `tms-${config.stage}`,
      stage: config.stage,
      metrics,
      ...props,
      alarms: [...this.alarms.all(), ...(props.moreAlarms ?? [])],
    });
    for (const alarm of props.moreAlarms ?? []) notify(alarm, actions);
  }
}

/**
 * A topic policy replaces SNS's default one, so the TLS Deny `enforceSSL`
 * writes would leave CloudWatch unable to publish ("not authorized to perform:
 * SNS:Publish") and every alarm silent. CloudWatch alarms are the topic's only
 * publishers (webhook parked deliveries are alarms too); they may publish
 * when they are this account's, in this region.
 */
function allowAlarmsToPublish(topic: Topic): void {
  const { account, region, partition } = Stack.of(topic);
  topic.addToResourcePolicy(
    new PolicyStatement({
      sid: 'CloudWatchAlarmsPublish',
      principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
      actions: ['sns:Publish'],
      resources: [topic.topicArn],
      conditions: {
        StringEquals: { 'aws:SourceAccount': account },
        ArnLike: { 'aws:SourceArn': `arn:${partition}:cloudwatch:${region}:${account}:alarm:*` },
      },
    }),
  );
}
