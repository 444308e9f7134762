import { Duration } from 'aws-cdk-lib';
import {
  type Alarm,
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  type IWidget,
  MathExpression,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import { TABLE_OPERATIONS } from './alarms';
import type { MonitoredResources } from './monitored-resources';
import { PERIOD, type ServiceMetrics } from './service-metrics';

export interface ServiceDashboardProps extends MonitoredResources {
  readonly dashboardName: string;
  readonly stage: string;
  readonly metrics: ServiceMetrics;
  readonly alarms: readonly Alarm[];
}

const FULL = 24;
const HALF = 12;
const THIRD = 8;
const HEIGHT = 6;

/** A graph of the requests' metrics over every route (Logs Insights breaks them down: ./route-usage.ts). */
function handlerRow(props: ServiceDashboardProps): IWidget[] {
  const { metrics } = props;
  return [
    new GraphWidget({
      title: 'Requests handled, p99 latency (ms)',
      width: HALF,
      height: HEIGHT,
      left: [metrics.request('latency', { statistic: 'SampleCount', label: 'requests' })],
      right: [metrics.request('latency', { statistic: 'p99', label: 'p99 latency' })],
    }),
    new GraphWidget({
      title: '4xx and 5xx answered by the handlers',
      width: HALF,
      height: HEIGHT,
      left: [
        metrics.request('clientErrors', { statistic: 'Sum', label: '4xx' }),
        metrics.request('serverErrors', { statistic: 'Sum', label: '5xx' }),
      ],
    }),
  ];
}

function apiRow(props: ServiceDashboardProps): IWidget[] {
  const count = props.apiStage.metricCount({ statistic: 'Sum', period: PERIOD, label: 'requests' });
  const clientErrors = props.apiStage.metricClientError({ statistic: 'Sum', period: PERIOD, label: '4xx' });
  const serverErrors = props.apiStage.metricServerError({ statistic: 'Sum', period: PERIOD, label: '5xx' });
  return [
    new GraphWidget({ title: 'API requests', width: THIRD, height: HEIGHT, left: [count] }),
    new GraphWidget({
      title: 'API 4xx and 5xx',
      width: THIRD,
      height: HEIGHT,
      left: [clientErrors, serverErrors],
    }),
    new GraphWidget({
      title: 'API 5xx rate (%)',
      width: THIRD,
      height: HEIGHT,
      left: [
        new MathExpression({
          expression: 'IF(requests > 0, 100 * errors / requests, 0)',
          usingMetrics: { requests: count, errors: serverErrors },
          label: '5xx rate',
          period: PERIOD,
        }),
      ],
      leftYAxis: { min: 0 },
    }),
  ];
}

function tableRow(props: ServiceDashboardProps): IWidget[] {
  return [
    new GraphWidget({
      title: 'DynamoDB consumed capacity (table)',
      width: THIRD,
      height: HEIGHT,
      left: [
        props.table.metricConsumedReadCapacityUnits({
          statistic: 'Sum',
          period: PERIOD,
          label: 'read units',
        }),
        props.table.metricConsumedWriteCapacityUnits({
          statistic: 'Sum',
          period: PERIOD,
          label: 'write units',
        }),
      ],
    }),
    new GraphWidget({
      title: 'DynamoDB capacity units of requests',
      width: THIRD,
      height: HEIGHT,
      left: [props.metrics.request('dynamoDbCapacityUnits', { statistic: 'Sum', label: 'capacity units' })],
    }),
    new GraphWidget({
      title: 'DynamoDB throttled requests',
      width: THIRD,
      height: HEIGHT,
      left: [
        props.table.metricThrottledRequestsForOperations({
          operations: TABLE_OPERATIONS,
          period: PERIOD,
        }),
      ],
      leftYAxis: { min: 0 },
    }),
  ];
}

function documentsRow(props: ServiceDashboardProps): IWidget[] {
  return [
    new GraphWidget({
      title: 'Document submissions',
      width: THIRD,
      height: HEIGHT,
      left: [
        props.metrics.submissions('completed'),
        props.metrics.submissions('failed'),
        props.metrics.submissions('retried'),
      ],
    }),
    new GraphWidget({
      title: 'Submission queues',
      width: THIRD,
      height: HEIGHT,
      left: [
        props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
          statistic: 'Maximum',
          period: Duration.minutes(1),
          label: 'dead-letter queue depth',
        }),
        props.submissionQueue.metricApproximateNumberOfMessagesVisible({
          statistic: 'Maximum',
          period: Duration.minutes(1),
          label: 'waiting submissions',
        }),
      ],
      right: [
        props.submissionQueue.metricApproximateAgeOfOldestMessage({
          statistic: 'Maximum',
          period: Duration.minutes(1),
          label: 'oldest waiting (s)',
        }),
      ],
    }),
    new GraphWidget({
      title: 'Processor invocations and errors',
      width: THIRD,
      height: HEIGHT,
      left: [
        props.processor.metricInvocations({ statistic: 'Sum', period: PERIOD, label: 'invocations' }),
        props.processor.metricErrors({ statistic: 'Sum', period: PERIOD, label: 'errors' }),
      ],
    }),
  ];
}

/**
 * The stage's dashboard, top to bottom: the alarms, the API as its callers see
 * it, the handlers' traffic, errors and p99 latency, DynamoDB, the document
 * pipeline, and cold starts; the API stack adds the per-route and per-client
 * breakdowns from the logs (./route-usage.ts, ./client-usage.ts).
 */
export function createServiceDashboard(
  scope: Construct,
  id: string,
  props: ServiceDashboardProps,
): Dashboard {
  const dashboard = new Dashboard(scope, id, {
    dashboardName: props.dashboardName,
    defaultInterval: Duration.hours(3),
  });
  dashboard.addWidgets(
    new TextWidget({
      markdown:
        `# TMS API (${props.stage})\n` +
        "The handlers' graphs come from their embedded metrics (latency excludes cold-start " +
        'initialisation), per route from the same records in Logs Insights; the API graphs come from API Gateway. Find a request by its `x-request-id` ' +
        `in Logs Insights: \`filter requestId = "<id>"\` over the log groups named \`tms-${props.stage}-api-*\` ` +
        '(docs/observability.md, Following one request).',
      width: FULL,
      height: 3,
    }),
  );
  dashboard.addWidgets(
    new AlarmStatusWidget({ title: 'Alarms', alarms: [...props.alarms], width: FULL, height: 4 }),
  );
  dashboard.addWidgets(...apiRow(props));
  dashboard.addWidgets(...handlerRow(props));
  dashboard.addWidgets(...tableRow(props));
  dashboard.addWidgets(...documentsRow(props));
  dashboard.addWidgets(
    new GraphWidget({
      title: 'Cold starts',
      width: FULL,
      height: HEIGHT,
      left: [props.metrics.coldStarts()],
    }),
  );
  return dashboard;
}
