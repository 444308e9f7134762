import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Dashboard } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { StageConfig } from '#lib/config';
import { ServiceAlarms } from '#lib/monitoring/alarms';
import { createServiceDashboard } from '#lib/monitoring/dashboard';
import { ServiceMetrics } from '#lib/monitoring/service-metrics';

export interface ServiceMonitoringProps {
  readonly config: Pick<
    StageConfig,
    'stage' | 'metricsNamespace' | 'alarmEmail' | 'latencyAlarmP99Ms' | 'serverErrorAlarmPercent'
  >;
  readonly apiStage: HttpStage;
  /** Route keys, `GET /shipments`, of every route the API serves. */
  readonly routes: readonly string[];
  readonly table: ITableV2;
  readonly submissionQueue: IQueue;
  readonly deadLetterQueue: IQueue;
  readonly processor: IFunction;
}

/**
 * What an operator watches: the stage's CloudWatch dashboard (`tms-<stage>`),
 * its alarms, and the SNS topic they notify, with an email subscription when
 * the stage configures `alarmEmail`.
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
    NagSuppressions.addResourceSuppressions(this.topic, [
      {
        id: 'AwsSolutions-SNS2',
        reason:
          'Alarm notifications carry alarm names and states, no data; CloudWatch cannot publish to a topic ' +
          'encrypted with the AWS-managed SNS key, and a customer key per stage would cost more than it protects.',
      },
    ]);
    if (config.alarmEmail !== undefined) this.topic.addSubscription(new EmailSubscription(config.alarmEmail));

    this.alarms = new ServiceAlarms(this, 'Alarms', {
      metrics,
      apiStage: props.apiStage,
      routes: props.routes,
      table: props.table,
      deadLetterQueue: props.deadLetterQueue,
      latencyAlarmP99Ms: config.latencyAlarmP99Ms,
      serverErrorAlarmPercent: config.serverErrorAlarmPercent,
      action: new SnsAction(this.topic),
    });

    this.dashboard = createServiceDashboard(this, 'Dashboard', {
      dashboardName: `tms-${config.stage}`,
      stage: config.stage,
      metrics,
      apiStage: props.apiStage,
      routes: props.routes,
      table: props.table,
      submissionQueue: props.submissionQueue,
      deadLetterQueue: props.deadLetterQueue,
      processor: props.processor,
      alarms: this.alarms.all(),
    });
  }
}
