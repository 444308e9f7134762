import { Match } from 'aws-cdk-lib/assertions';
import { routeDeployment } from '#lib/route-traffic';
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
/** The routes that shift by canary in a stage that shifts by canary (lib/route-traffic.ts). */
const CANARY_ROUTES = ROUTES.filter((key) => routeDeployment(key, 'canary10Percent5Minutes') !== 'allAtOnce');

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
      ['Requests handled, p99 latency (ms)', [REQUEST_METRICS.latency, REQUEST_METRICS.latency]],
      ['4xx and 5xx answered by the handlers', [REQUEST_METRICS.clientErrors, REQUEST_METRICS.serverErrors]],
      ['DynamoDB capacity units of requests', [REQUEST_METRICS.dynamoDbCapacityUnits]],
    ])("%s: the service's metrics, no line (no metric) per route", (title, metricNames) => {
      const rows = metricRows(widget(body, title).metrics);
      expect(rows.map((row) => row.slice(0, 2))).toEqual(metricNames.map((metric) => ['TmsApi', metric]));
      for (const row of rows) {
        expect(row).toEqual(expect.arrayContaining(['service', 'tms-api', 'stage', 'dev']));
        expect(row).not.toContain('route');
      }
    });

    test("per route and per function, Logs Insights over every function's log group reads the metrics records", () => {
      const query = (title: string) =>
        String((widget(body, title) as { query?: string }).query).replace(/\s+/g, ' ');
      const perRoute = query('Per route: requests, p99 latency (ms), 4xx, 5xx, DynamoDB capacity units');
      expect(perRoute).toContain('pct(Latency, 99)');
      expect(perRoute).toContain('by route');
      expect(query('Cold starts per function')).toContain('by function_name');
      // Every function's group, route functions and queue or stream consumers.
      expect(perRoute.match(/SOURCE '/g)).toHaveLength(stacks.api.functions.size + 4);
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
      expect(metricRows(widget(body, 'Cold starts').metrics)).toEqual([
        ['TmsApi', 'ColdStart', 'service', 'tms-api', 'stage', 'dev'],
      ]);
    });

    test('the alarm status widget lists every alarm', () => {
      const [status] = body.widgets.filter((candidate) => candidate.type === 'alarm');
      expect(status?.properties.alarms).toHaveLength(alarms.length);
    });
  });

  describe('alarms', () => {
    test('one p99 latency and one error alarm per canary route, 5xx rate, API latency, dead letters, processor errors, the oldest submission, drop-folder refusals, DynamoDB throttles, webhook and import dead letters, changes set aside, the event flow, function throttles, account concurrency and requests over budget', () => {
      const { functionAlarms, eventFlowAlarms } = stacks.api;
      // dev shifts every route all at once: no alarm could stop a deploy, so no route has its own.
      expect(functionAlarms.routeErrors.size).toBe(0);
      expect(functionAlarms.routeLatency.size).toBe(0);
      // A stage that shifts by canary: the routes busy enough for the canary's alarms to count (lib/route-traffic.ts).
      const canary = custom.stacks.api.functionAlarms;
      expect([...canary.routeErrors.keys()]).toEqual(CANARY_ROUTES);
      expect([...canary.routeLatency.keys()]).toEqual(CANARY_ROUTES);
      // One throttles alarm: the reserved functions' and the account's.
      expect(functionAlarms.all()).toContain(functionAlarms.throttles);
      expect(eventFlowAlarms.all()).toHaveLength(4);
      expect(alarms).toHaveLength(12 + functionAlarms.all().length + eventFlowAlarms.all().length);
    });

    test("only a canary route's function writes the per-route metric its rollback alarm reads", () => {
      const writers = resourcesOfType(custom.apiJson, 'AWS::Lambda::Function')
        .filter(([, fn]) =>
          JSON.stringify(fn.Properties?.Environment ?? {}).includes('"ROUTE_METRICS":"true"'),
        )
        .map(([, fn]) => fn.Properties?.Description);
      expect(writers).toEqual(CANARY_ROUTES);
      const [errors] = custom.stacks.api.functionAlarms.routeErrors.values();
      const alarm = alarmsOf(custom.apiJson).find((candidate) => candidate.id === logicalId(errors!));
      expect(JSON.stringify(alarm?.props.Metrics)).toContain(
        '{"Name":"route","Value":"GET /drivers/{driverId}/plans"}',
      );
    });

    test("the API's p99 latency alarms over the stage's threshold, once a period has enough requests", () => {
      service.api.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmDescription: Match.stringLikeRegexp('#alarm-api-latency$'),
        Threshold: 3000,
        EvaluationPeriods: 3,
        Metrics: Match.arrayWith([
          Match.objectLike({ Expression: 'IF(FILL(requests, 0) >= 50, FILL(p99, 0), 0)' }),
          Match.objectLike({
            MetricStat: Match.objectLike({
              Metric: Match.objectLike({ Namespace: 'AWS/ApiGateway', MetricName: 'Latency' }),
              Stat: 'p99',
            }),
          }),
        ]),
      });
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

    test("each canary route's latency alarm reads the p99 duration of the version it deploys, a minute at a time", () => {
      const latency = alarmsOf(custom.apiJson).filter((alarm) =>
        String(alarm.props.AlarmDescription).includes('#alarm-route-latency'),
      );
      expect(latency).toHaveLength(CANARY_ROUTES.length);
      for (const alarm of latency) {
        expect(alarm.props).toMatchObject({
          Threshold: 1500,
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
      ).toEqual([...CANARY_ROUTES].sort());
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
      expect(latency).toHaveLength(CANARY_ROUTES.length);
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
