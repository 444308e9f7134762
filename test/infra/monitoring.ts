import { Match } from 'aws-cdk-lib/assertions';
import { routeList } from '#shared/route-table';
import { routeKey } from '#shared/routing/route';
import { REQUEST_METRICS, SUBMISSION_METRICS } from '#shared/telemetry-names/metric-names';
import {
  liveVersionDimensions,
  logicalId,
  render,
  resourcesOfType,
  type SynthesizedService,
  type TemplateJson,
} from './support';

type MetricRow = (string | Record<string, unknown>)[];

interface DashboardBody {
  widgets: {
    type: string;
    properties: { title?: string; metrics?: MetricRow[]; alarms?: string[] };
  }[];
}

/** The dashboard's body as JSON, with references written as the names they point at. */
function dashboardOf(template: TemplateJson, stateful: TemplateJson): { name: unknown; body: DashboardBody } {
  const [[, dashboard] = []] = resourcesOfType(template, 'AWS::CloudWatch::Dashboard');
  const body = JSON.parse(render(dashboard?.Properties?.DashboardBody, stateful)) as DashboardBody;
  return { name: dashboard?.Properties?.DashboardName, body };
}

function widget(body: DashboardBody, title: string) {
  const found = body.widgets.find((candidate) => candidate.properties.title === title);
  if (!found) throw new Error(`No widget titled '${title}'`);
  return found.properties;
}

/** `[namespace, metric name, dimension, value, ...]` rows of a graph, without their rendering options. */
const metricRows = (rows: MetricRow[] = []) =>
  rows.map((row) => row.filter((cell): cell is string => typeof cell === 'string'));

function alarmsOf(template: TemplateJson) {
  return resourcesOfType(template, 'AWS::CloudWatch::Alarm').map(([id, alarm]) => ({
    id,
    props: alarm.Properties ?? {},
  }));
}

const ROUTES = routeList.map(routeKey);

export function monitoringTests(service: SynthesizedService, custom: SynthesizedService): void {
  const { apiJson, statefulJson, stacks } = service;
  const topicId = logicalId(stacks.api.monitoring.topic);
  const alarms = alarmsOf(apiJson);
  const { name, body } = dashboardOf(apiJson, statefulJson);

  describe('dashboard', () => {
    test('one dashboard per stage, named after it', () => {
      expect(resourcesOfType(apiJson, 'AWS::CloudWatch::Dashboard')).toHaveLength(1);
      expect(name).toBe('tms-dev');
      expect(dashboardOf(custom.apiJson, custom.statefulJson).name).toBe('tms-qa');
    });

    test('API requests, 4xx and 5xx from API Gateway, for the stage', () => {
      const rows = [
        ...metricRows(widget(body, 'API requests').metrics),
        ...metricRows(widget(body, 'API 4xx and 5xx').metrics),
      ];
      expect(rows.map((row) => row.slice(0, 2))).toEqual([
        ['AWS/ApiGateway', 'Count'],
        ['AWS/ApiGateway', '4xx'],
        ['AWS/ApiGateway', '5xx'],
      ]);
      for (const row of rows) expect(row).toEqual(expect.arrayContaining(['ApiId', 'Stage', '$default']));
    });

    test.each([
      ['Requests per route', REQUEST_METRICS.latency],
      ['p99 latency per route (ms)', REQUEST_METRICS.latency],
      ['4xx per route', REQUEST_METRICS.clientErrors],
      ['5xx per route', REQUEST_METRICS.serverErrors],
      ['DynamoDB capacity units per route', REQUEST_METRICS.dynamoDbCapacityUnits],
    ])('%s: one line per route of the route table', (title, metricName) => {
      const rows = metricRows(widget(body, title).metrics);
      expect(rows).toHaveLength(ROUTES.length);
      for (const row of rows) {
        expect(row.slice(0, 2)).toEqual(['TmsApi', metricName]);
        expect(row).toEqual(expect.arrayContaining(['service', 'tms-api', 'stage', 'dev', 'route']));
      }
      expect(rows.map((row) => row[row.indexOf('route') + 1]).sort()).toEqual([...ROUTES].sort());
    });

    test('DynamoDB consumed capacity and throttles of the table', () => {
      const capacity = metricRows(widget(body, 'DynamoDB consumed capacity (table)').metrics);
      expect(capacity.map((row) => row[1])).toEqual([
        'ConsumedReadCapacityUnits',
        'ConsumedWriteCapacityUnits',
      ]);
      const throttles = metricRows(widget(body, 'DynamoDB throttled requests').metrics);
      expect(new Set(throttles.filter((row) => row[0] === 'AWS/DynamoDB').map((row) => row[1]))).toEqual(
        new Set(['ThrottledRequests']),
      );
    });

    test('document outcomes, dead-letter queue depth and cold starts', () => {
      const outcomes = metricRows(widget(body, 'Document submissions').metrics);
      expect(outcomes.map((row) => row[1])).toEqual(Object.values(SUBMISSION_METRICS));
      const queues = metricRows(widget(body, 'Submission queues').metrics);
      const deadLetterQueue = logicalId(stacks.api.pipeline.deadLetterQueue);
      expect(queues).toContainEqual(
        expect.arrayContaining([
          'AWS/SQS',
          'ApproximateNumberOfMessagesVisible',
          `${deadLetterQueue}.QueueName`,
        ]),
      );
      const coldStarts = JSON.stringify(widget(body, 'Cold starts per function').metrics);
      expect(coldStarts).toContain('SEARCH(');
      expect(coldStarts).toContain('MetricName=\\"ColdStart\\"');
    });

    test('the alarm status widget lists every alarm', () => {
      const [status] = body.widgets.filter((candidate) => candidate.type === 'alarm');
      expect(status?.properties.alarms).toHaveLength(alarms.length);
    });
  });

  describe('alarms', () => {
    test('one p99 latency and one error alarm per route, 5xx rate, dead letters, processor errors, the oldest submission, drop-folder refusals, DynamoDB throttles, webhook and import dead letters, changes set aside, the event flow, throttles per function, account concurrency and requests over budget', () => {
      const { functionAlarms, eventFlowAlarms } = stacks.api;
      expect(functionAlarms.routeErrors.size).toBe(ROUTES.length);
      // Every function's throttles, ten functions an alarm.
      expect(functionAlarms.throttles).toHaveLength(Math.ceil((ROUTES.length + 4) / 10));
      expect(eventFlowAlarms.all()).toHaveLength(4);
      expect(functionAlarms.routeLatency.size).toBe(ROUTES.length);
      expect(alarms).toHaveLength(11 + functionAlarms.all().length + eventFlowAlarms.all().length);
    });

    test('a file refused by the drop folder alarms at once', () => {
      service.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'TmsApi',
        MetricName: 'DropFolderObjectsRefused',
        Dimensions: [
          { Name: 'service', Value: 'tms-api' },
          { Name: 'stage', Value: 'dev' },
        ],
        Statistic: 'Sum',
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
      });
    });

    test("the processor alarms on its deployed version's first error", () => {
      service.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Dimensions: liveVersionDimensions(logicalId(stacks.api.pipeline.processor.lambda)),
        Period: 60,
        Statistic: 'Sum',
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
      });
    });

    test('a submission waiting more than 15 minutes alarms', () => {
      service.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateAgeOfOldestMessage',
        Dimensions: [
          { Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalId(stacks.api.pipeline.queue), 'QueueName'] } },
        ],
        Statistic: 'Maximum',
        Threshold: 900,
        ComparisonOperator: 'GreaterThanThreshold',
      });
    });

    test("each route's latency alarm reads the p99 duration of the version it deploys, a minute at a time", () => {
      const latency = alarms.filter((alarm) =>
        String(alarm.props.AlarmDescription).includes('#alarm-route-latency'),
      );
      expect(latency).toHaveLength(ROUTES.length);
      for (const alarm of latency) {
        expect(alarm.props).toMatchObject({
          Threshold: 3000,
          EvaluationPeriods: 3,
          DatapointsToAlarm: 2,
          ComparisonOperator: 'GreaterThanThreshold',
          TreatMissingData: 'notBreaching',
        });
        const queries = alarm.props.Metrics as {
          MetricStat?: { Metric: { Dimensions: { Name: string }[] }; Period: number; Stat: string };
        }[];
        const stats = queries.flatMap((query) => (query.MetricStat ? [query.MetricStat] : []));
        expect(stats.map((stat) => stat.Stat).sort()).toEqual(['Sum', 'p99']);
        for (const stat of stats) {
          expect(stat.Period).toBe(60);
          expect(stat.Metric.Dimensions.map((dimension) => dimension.Name).sort()).toEqual([
            'ExecutedVersion',
            'FunctionName',
            'Resource',
          ]);
        }
      }
      expect(
        latency
          .map((alarm) =>
            ROUTES.find((route) => String(alarm.props.AlarmDescription).includes(`of ${route}'s`)),
          )
          .sort(),
      ).toEqual([...ROUTES].sort());
    });

    test('the 5xx rate alarm divides API Gateway 5xx by requests, over 5% in two of three periods of enough requests', () => {
      const rate = alarms.find((alarm) =>
        String(alarm.props.AlarmDescription).includes('#alarm-api-5xx-rate'),
      );
      const queries = (rate?.props.Metrics ?? []) as {
        Expression?: string;
        MetricStat?: { Metric: { MetricName: string; Namespace: string } };
      }[];
      expect(queries.find((query) => query.Expression)?.Expression).toBe(
        'IF(requests >= 50 OR errors >= 5, 100 * errors / requests, 0)',
      );
      expect(
        queries.flatMap((query) => (query.MetricStat ? [query.MetricStat.Metric.MetricName] : [])).sort(),
      ).toEqual(['5xx', 'Count']);
      expect(rate?.props).toMatchObject({ Threshold: 5, EvaluationPeriods: 3, DatapointsToAlarm: 2 });
    });

    test('the dead-letter queue alarm fires on its first message, which its consumer receives at once', () => {
      service.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/SQS',
        MetricName: 'NumberOfMessagesReceived',
        Dimensions: [
          {
            Name: 'QueueName',
            Value: { 'Fn::GetAtt': [logicalId(stacks.api.pipeline.deadLetterQueue), 'QueueName'] },
          },
        ],
        Statistic: 'Sum',
        Period: 60,
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
        EvaluationPeriods: 1,
      });
    });

    test('the DynamoDB throttle alarm sums throttled requests of every operation the service sends', () => {
      const throttles = alarms.find((alarm) =>
        JSON.stringify(alarm.props.Metrics ?? []).includes('ThrottledRequests'),
      );
      const queries = (throttles?.props.Metrics ?? []) as {
        MetricStat?: { Metric: { Dimensions: { Name: string; Value: unknown }[] } };
      }[];
      const operations = queries.flatMap((query) =>
        (query.MetricStat?.Metric.Dimensions ?? []).filter((d) => d.Name === 'Operation').map((d) => d.Value),
      );
      expect(operations).toEqual(
        expect.arrayContaining([
          'GetItem',
          'Query',
          'BatchGetItem',
          'PutItem',
          'UpdateItem',
          'TransactWriteItems',
        ]),
      );
      expect(throttles?.props).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    });

    test('every alarm notifies the alarm topic when it fires and when it clears', () => {
      for (const alarm of alarms) {
        expect(alarm.props.AlarmActions).toEqual([{ Ref: topicId }]);
        expect(alarm.props.OKActions).toEqual([{ Ref: topicId }]);
      }
    });

    test("a stage's thresholds and namespace come from its configuration", () => {
      const customAlarms = alarmsOf(custom.apiJson);
      const latency = customAlarms.filter((alarm) =>
        String(alarm.props.AlarmDescription).includes('#alarm-route-latency'),
      );
      expect(latency).toHaveLength(ROUTES.length);
      for (const alarm of latency) expect(alarm.props).toMatchObject({ Threshold: 1500 });
      const routeErrors = customAlarms.filter((alarm) =>
        String(alarm.props.AlarmDescription).includes('#alarm-route-errors'),
      );
      for (const alarm of routeErrors) {
        expect(JSON.stringify(alarm.props.Metrics)).toContain('"Namespace":"TmsQa"');
        expect(alarm.props.Threshold).toBe(2);
      }
      const rate = customAlarms.find((alarm) =>
        String(alarm.props.AlarmDescription).includes('#alarm-api-5xx-rate'),
      );
      expect(rate?.props.Threshold).toBe(2);
    });
  });

  describe('alarm topic', () => {
    test('refuses publishing without TLS', () => {
      service.api.hasResourceProperties('AWS::SNS::TopicPolicy', {
        Topics: [{ Ref: topicId }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    });

    test('has an email subscription per address the stage names, and none without', () => {
      service.api.resourceCountIs('AWS::SNS::Subscription', 0);
      custom.api.resourceCountIs('AWS::SNS::Subscription', 2);
      for (const address of ['ops@example.com', 'on-call@example.com']) {
        custom.api.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: address });
      }
    });

    test('its ARN and the dashboard URL are stack outputs', () => {
      expect(render(apiJson.Outputs?.AlarmTopicArn?.Value, statefulJson)).toBe(topicId);
      expect(render(apiJson.Outputs?.DashboardUrl?.Value, statefulJson)).toContain('#dashboards/dashboard/');
    });
  });
}
