import { evaluatePolicy, type PolicyRequest, type ValueResolver } from '#tools/operations/policy-evaluator';
import { synthesizeStage } from '#tools/operations/stage-facts';
import {
  type AlarmProperties,
  evaluateAlarm,
  type MetricQuery,
  type MetricSource,
  render,
  type Series,
} from './alarm-evaluator';
import { longRefusals } from './refusal-lines';
import type { TemplateJson } from './support';

/**
 * Each alarm of a production stage, as synthesized, run on sample metric
 * data: it fires, or stays quiet, as its runbook entry says.
 */

/**
 * Every template of a production stage, nested stacks included, their
 * resources merged; a nested stack's parameter (a function or version of its
 * parent, as CDK passes them) read as the value its parent gives it.
 */
function synthesizedResources(): TemplateJson['Resources'] {
  const { templates } = synthesizeStage({ stage: 'prod', alarmEmails: 'ops@example.com' });
  const merged: TemplateJson['Resources'] = Object.assign(
    {},
    ...templates.map((template) => template.Resources),
  );
  const passed: Record<string, unknown> = Object.assign(
    {},
    ...Object.values(merged)
      .filter((resource) => resource.Type === 'AWS::CloudFormation::Stack')
      .map((stack) => stack.Properties?.Parameters ?? {}),
  );
  return JSON.parse(JSON.stringify(merged), (_, value) =>
    value !== null && typeof value === 'object' && Object.keys(value).length === 1 && value.Ref in passed
      ? passed[value.Ref]
      : value,
  );
}

const resources = synthesizedResources();
const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);
const alarms = ofType('AWS::CloudWatch::Alarm').map(([id, alarm]) => ({
  id,
  props: alarm.Properties as unknown as AlarmProperties & { AlarmDescription: string },
}));

/** The alarms whose runbook entry is `entry`. */
const alarmsOf = (entry: string) =>
  alarms.filter((alarm) => alarm.props.AlarmDescription.includes(`#alarm-${entry}`));

/** Whether `alarm` reads a metric of the function `functionId`. */
const readsFunction = (alarm: { props: AlarmProperties }, functionId: string) =>
  JSON.stringify(alarm.props.Metrics ?? alarm.props.Dimensions).includes(`{"Ref":"${functionId}"}`);

function alarmOf(entry: string, functionId: string) {
  const found = alarmsOf(entry).filter((alarm) => readsFunction(alarm, functionId));
  expect(found).toHaveLength(1);
  return found[0]!.props;
}

/** The version of `functionId` the template deploys, as its alarms' `ExecutedVersion` renders it. */
function versionOf(functionId: string): string {
  const versions = ofType('AWS::Lambda::Version').filter(
    ([, version]) => (version.Properties?.FunctionName as { Ref?: string } | undefined)?.Ref === functionId,
  );
  expect(versions).toHaveLength(1);
  return `${versions[0]![0]}.Version`;
}

/** The function serving `route` (its description is the route key), and the version the template deploys. */
function functionOf(route: string): { functionId: string; newVersion: string } {
  const [functionId] =
    ofType('AWS::Lambda::Function').find(([, fn]) => fn.Properties?.Description === route) ?? [];
  if (functionId === undefined) throw new Error(`No function serves ${route}`);
  return { functionId, newVersion: versionOf(functionId) };
}

const MINUTES = 10;
const every = (value: number | undefined): Series => Array.from({ length: MINUTES }, () => value);
const only = (index: number, value: number): Series =>
  every(undefined).map((_, at) => (at === index ? value : undefined));

interface VersionTraffic {
  invocations: Series;
  errors?: Series;
  p99?: Series;
}

/**
 * Lambda's metrics of one function invoked through `live`: per version under
 * FunctionName + Resource + ExecutedVersion, and all versions together under
 * FunctionName alone. Errors has a datapoint wherever the version was invoked.
 */
function lambdaMetrics(functionId: string, versions: Record<string, VersionTraffic>): MetricSource {
  const seriesOf = (traffic: VersionTraffic, metricName: string): Series | undefined => {
    if (metricName === 'Invocations') return traffic.invocations;
    if (metricName === 'Errors')
      return traffic.invocations.map((count, at) => count && (traffic.errors?.[at] ?? 0));
    if (metricName === 'Duration') return traffic.p99;
    return undefined;
  };
  return (query: MetricQuery) => {
    const { FunctionName, Resource, ExecutedVersion, ...rest } = query.dimensions;
    if (query.namespace !== 'AWS/Lambda' || FunctionName !== functionId || Object.keys(rest).length > 0) {
      return undefined;
    }
    if (ExecutedVersion !== undefined) {
      const traffic = Resource === `${functionId}:live` ? versions[ExecutedVersion] : undefined;
      return traffic && seriesOf(traffic, query.metricName);
    }
    const all = Object.values(versions).map((traffic) => seriesOf(traffic, query.metricName) ?? []);
    const combine = query.stat === 'Sum' ? (a: number, b: number) => a + b : Math.max;
    return every(undefined).map((_, at) =>
      all.reduce<number | undefined>((total, series) => {
        const point = series[at];
        return point === undefined ? total : total === undefined ? point : combine(total, point);
      }, undefined),
    );
  };
}

/** The handlers' own ServerErrors of `route`: one datapoint per answer, 1 for a 5xx. */
function routeAnswers(route: string, answers: Series, serverErrors: Series): MetricSource {
  return (query) => {
    if (query.dimensions.route !== route || query.metricName !== 'ServerErrors') return undefined;
    return query.stat === 'SampleCount' ? answers : serverErrors;
  };
}

const either =
  (...sources: MetricSource[]): MetricSource =>
  (query) =>
    sources.reduce<Series | undefined>((found, source) => found ?? source(query), undefined);

/** CloudWatch's lag before a minute's datapoint reaches an alarm, generously. */
const CLOUDWATCH_DELAY_MINUTES = 2;

/**
 * How long the canary of the stage's gradual deploys holds 10% of the traffic, from the deployment
 * groups (the quiet routes shift all at once after their pre-traffic hook: lib/route-traffic.ts).
 */
function canaryMinutes(): number {
  const configs = new Set(
    ofType('AWS::CodeDeploy::DeploymentGroup').map(([, group]) =>
      String(group.Properties?.DeploymentConfigName),
    ),
  );
  configs.delete('CodeDeployDefault.LambdaAllAtOnce');
  expect(configs).toEqual(new Set(['CodeDeployDefault.LambdaCanary10Percent5Minutes']));
  return 5;
}

/** The old version the canary shifts from: its series are another ExecutedVersion. */
const OLD = '41';

describe('rollback alarms read the new version, as rates, within the canary', () => {
  // A route busy enough for a canary (lib/route-traffic.ts): every route's alarms are made alike.
  const route = 'GET /drivers/{driverId}/plans';
  const { functionId, newVersion } = functionOf(route);
  const errors = alarmOf('route-errors', functionId);
  const latency = alarmOf('route-latency', functionId);
  const quietRoute = routeAnswers(route, every(undefined), every(undefined));

  test('a new version failing a third of its canary traffic rolls back before the canary ends', () => {
    const run = evaluateAlarm(
      errors,
      either(
        lambdaMetrics(functionId, {
          [OLD]: { invocations: every(180) },
          [newVersion]: { invocations: every(20), errors: every(7) },
        }),
        quietRoute,
      ),
      MINUTES,
    );
    expect(run.firstAlarm).toBe(1);
    expect(run.firstAlarm! + 1 + CLOUDWATCH_DELAY_MINUTES).toBeLessThanOrEqual(canaryMinutes());
  });

  test("the old version's failures during the canary do not roll the new one back", () => {
    const run = evaluateAlarm(
      errors,
      either(
        lambdaMetrics(functionId, {
          [OLD]: { invocations: every(180), errors: every(30) },
          [newVersion]: { invocations: every(20) },
        }),
        quietRoute,
      ),
      MINUTES,
    );
    expect(run.states).toEqual(every(undefined).map(() => 'OK'));
  });

  test('below 5 invocations a minute, or invoked in one minute only, the new version says nothing', () => {
    for (const traffic of [
      { invocations: every(2), errors: every(1) },
      { invocations: only(3, 20), errors: only(3, 20) },
    ]) {
      const source = either(lambdaMetrics(functionId, { [newVersion]: traffic }), quietRoute);
      expect(evaluateAlarm(errors, source, MINUTES).firstAlarm).toBeUndefined();
    }
  });

  test('the route answering 5xx breaches as a rate; one 5xx among many does not', () => {
    const noCrashes = lambdaMetrics(functionId, { [newVersion]: { invocations: every(100) } });
    const failing = either(noCrashes, routeAnswers(route, every(100), every(30)));
    expect(evaluateAlarm(errors, failing, MINUTES).firstAlarm).toBe(1);
    const occasional = either(
      noCrashes,
      routeAnswers(
        route,
        every(100),
        only(4, 1).map((value) => value ?? 0),
      ),
    );
    expect(evaluateAlarm(errors, occasional, MINUTES).firstAlarm).toBeUndefined();
  });

  test('a slow new version rolls back before the canary ends; a slow old one, or a slow handful, does not', () => {
    const slowNew = lambdaMetrics(functionId, {
      [OLD]: { invocations: every(180), p99: every(200) },
      [newVersion]: { invocations: every(20), p99: every(5000) },
    });
    const run = evaluateAlarm(latency, slowNew, MINUTES);
    expect(run.firstAlarm).toBe(1);
    expect(run.firstAlarm! + 1 + CLOUDWATCH_DELAY_MINUTES).toBeLessThanOrEqual(canaryMinutes());

    const slowOld = lambdaMetrics(functionId, {
      [OLD]: { invocations: every(180), p99: every(8000) },
      [newVersion]: { invocations: every(20), p99: every(200) },
    });
    expect(evaluateAlarm(latency, slowOld, MINUTES).firstAlarm).toBeUndefined();
    const handful = lambdaMetrics(functionId, { [newVersion]: { invocations: every(2), p99: every(9000) } });
    expect(evaluateAlarm(latency, handful, MINUTES).firstAlarm).toBeUndefined();
  });

  test.each(['processor-errors', 'publisher-errors', 'deliverer-errors'])(
    "a consumer's %s alarm fires on the new version's first failure, never on the old one's",
    (entry) => {
      const [alarm] = alarmsOf(entry);
      const named = alarm?.props.Dimensions?.find((dimension) => dimension.Name === 'FunctionName');
      const functionId = (named?.Value as { Ref: string } | undefined)?.Ref ?? '';
      const version = versionOf(functionId);
      const newFails = lambdaMetrics(functionId, {
        [version]: { invocations: every(3), errors: only(2, 1) },
      });
      expect(evaluateAlarm(alarm!.props, newFails, MINUTES).firstAlarm).toBe(2);
      const oldFails = lambdaMetrics(functionId, {
        [OLD]: { invocations: every(30), errors: every(5) },
        [version]: { invocations: every(3) },
      });
      expect(evaluateAlarm(alarm!.props, oldFails, MINUTES).firstAlarm).toBeUndefined();
    },
  );
});

describe('sparse metrics', () => {
  const [throttles] = alarmsOf('table-throttles');
  const throttledOnly =
    (operation: string, series: Series): MetricSource =>
    (query) =>
      query.metricName === 'ThrottledRequests' && query.dimensions.Operation === operation
        ? series
        : undefined;

  test('throttles of one operation alone fire the table throttles alarm', () => {
    const run = evaluateAlarm(throttles!.props, throttledOnly('PutItem', only(3, 2)), MINUTES);
    expect(run.firstAlarm).toBe(3);
    expect(run.states[4]).toBe('OK');
  });

  test('without FILL the same sum has no datapoint, which is why the alarm fills each operation', () => {
    const unfilled = {
      ...throttles!.props,
      Metrics: throttles!.props.Metrics?.map((query) =>
        query.Expression
          ? { ...query, Expression: query.Expression.replace(/FILL\((\w+), 0\)/g, '$1') }
          : query,
      ),
    };
    expect(evaluateAlarm(unfilled, throttledOnly('PutItem', only(3, 2)), MINUTES).firstAlarm).toBeUndefined();
  });

  test('no throttles at all is OK, not missing data', () => {
    const run = evaluateAlarm(throttles!.props, () => undefined, MINUTES);
    expect(new Set(run.states)).toEqual(new Set(['OK']));
  });

  test.each(['NumberOfBackupJobsFailed', 'NumberOfBackupJobsExpired'])(
    'one %s datapoint fires the backup jobs alarm',
    (metricName) => {
      const [backups] = alarmsOf('backup-jobs');
      const source: MetricSource = (query) =>
        query.namespace === 'AWS/Backup' &&
        query.metricName === metricName &&
        query.dimensions.BackupVaultName
          ? only(2, 1)
          : undefined;
      expect(evaluateAlarm(backups!.props, source, MINUTES).firstAlarm).toBe(2);
      expect(evaluateAlarm(backups!.props, () => undefined, MINUTES).firstAlarm).toBeUndefined();
    },
  );
});

describe('service-wide rates and throttles', () => {
  /** API Gateway's request and 5xx counts of the stage, per 5-minute period. */
  const apiCounts =
    (requests: Series, serverErrors: Series): MetricSource =>
    (query) => {
      if (query.namespace !== 'AWS/ApiGateway') return undefined;
      if (query.metricName === 'Count') return requests;
      return query.metricName === '5xx' ? serverErrors : undefined;
    };

  test("the API's 5xx rate fires above the stage's share in two of three periods; an occasional 5xx, or no traffic, does not", () => {
    const [rate] = alarmsOf('api-5xx-rate');
    const failing = apiCounts(
      every(200),
      only(2, 40).map((value, at) => value ?? (at === 3 ? 40 : 0)),
    );
    expect(evaluateAlarm(rate!.props, failing, MINUTES).firstAlarm).toBe(3);
    // 5 of 200 (2.5%) in every period: under the production default of 5%.
    expect(evaluateAlarm(rate!.props, apiCounts(every(200), every(5)), MINUTES).firstAlarm).toBeUndefined();
    // A 5xx datapoint only where there were some (a sparse metric) still reads as a rate.
    expect(
      evaluateAlarm(rate!.props, apiCounts(every(200), only(5, 30)), MINUTES).firstAlarm,
    ).toBeUndefined();
    expect(
      evaluateAlarm(rate!.props, apiCounts(every(undefined), every(undefined)), MINUTES).firstAlarm,
    ).toBeUndefined();
  });

  test('a quiet period needs enough requests, or enough 5xx, for its rate to count', () => {
    const [rate] = alarmsOf('api-5xx-rate');
    // One 5xx among 4 requests (25%) in every quiet period: noise, not a rate.
    expect(evaluateAlarm(rate!.props, apiCounts(every(4), every(1)), MINUTES).firstAlarm).toBeUndefined();
    // 49 requests with 4 5xx: still under both floors.
    expect(evaluateAlarm(rate!.props, apiCounts(every(49), every(4)), MINUTES).firstAlarm).toBeUndefined();
    // 50 requests, 4 5xx (8%): enough requests for the rate to count.
    expect(evaluateAlarm(rate!.props, apiCounts(every(50), every(4)), MINUTES).firstAlarm).toBe(1);
    // A quiet stage failing outright (5 of 6 requests): enough 5xx to count at any traffic.
    expect(evaluateAlarm(rate!.props, apiCounts(every(6), every(5)), MINUTES).firstAlarm).toBe(1);
  });

  test("one function throttled alone, or the account's throttles alone, fire the throttles alarm, whatever the other metrics hold", () => {
    const [alarm, ...more] = alarmsOf('function-throttles');
    expect(more).toEqual([]);
    const metrics = (alarm!.props.Metrics ?? []).filter((query) => query.MetricStat !== undefined);
    const [expression] = (alarm!.props.Metrics ?? []).flatMap((query) => query.Expression ?? []);
    // Each Throttles has a datapoint only when its function was invoked: each is filled with 0, so the
    // maximum never depends on how CloudWatch takes a gap in one of them.
    expect(expression).toBe(`MAX([${metrics.map((query) => `FILL(${query.Id}, 0)`).join(', ')}])`);
    const [first] = metrics;
    const throttledAlone: MetricSource = (query) =>
      query.metricName === 'Throttles' &&
      query.dimensions.FunctionName === render(first?.MetricStat?.Metric.Dimensions?.[0]?.Value)
        ? only(4, 3)
        : undefined;
    expect(evaluateAlarm(alarm!.props, throttledAlone, MINUTES).firstAlarm).toBe(4);
    const accountAlone: MetricSource = (query) =>
      query.metricName === 'Throttles' && Object.keys(query.dimensions).length === 0 ? only(2, 1) : undefined;
    expect(evaluateAlarm(alarm!.props, accountAlone, MINUTES).firstAlarm).toBe(2);
  });
});

describe('a caller refused for long', () => {
  const [alarm, ...more] = alarmsOf('requests-over-budget');
  const ruleNames = ofType('AWS::CloudWatch::InsightRule').map(([, rule]) =>
    String(rule.Properties?.RuleName),
  );
  const [ruleName] = ruleNames.filter((name) => name.endsWith('-long-refused-callers'));
  const hour = (refusalsAMinute: number | undefined): Series =>
    Array.from({ length: 60 }, () => refusalsAMinute);
  const runOf = (perCaller: Record<string, Series>) =>
    evaluateAlarm(alarm!.props, longRefusals(ruleName!, perCaller), 60);

  test("one alarm, on the stage's rule of long-refused callers", () => {
    expect(more).toEqual([]);
    expect(ruleNames).toHaveLength(2);
    expect(JSON.stringify(alarm?.props.Metrics)).toContain(`INSIGHT_RULE_METRIC('${ruleName}'`);
  });

  test('a client refused every minute fires it once it has been refused for more than 10 minutes, whoever else is refused', () => {
    expect(runOf({ 'client:stuck': hour(12) }).firstAlarm).toBe(10);
    const now = (minute: number) => hour(undefined).map((_, at) => (at === minute ? 3 : undefined));
    expect(runOf({ 'client:stuck': hour(12), 'client:burst': now(2) }).firstAlarm).toBe(10);
  });

  test('one refused minute, even a flood of refusals, or clients refused in turn, does not', () => {
    const once = hour(undefined).map((_, at) => (at === 4 ? 5000 : undefined));
    expect(runOf({ 'client:burst': once }).firstAlarm).toBeUndefined();
    const turns = (parity: number) => hour(undefined).map((_, at) => (at % 2 === parity ? 40 : undefined));
    expect(runOf({ 'client:a': turns(0), 'client:b': turns(1) }).firstAlarm).toBeUndefined();
  });
});

test('every alarm of the stage is one this evaluator reads, and is quiet without data', () => {
  expect(alarms.length).toBeGreaterThan(0);
  for (const alarm of alarms) {
    const run = evaluateAlarm(alarm.props, () => undefined, MINUTES);
    expect(run.firstAlarm).toBeUndefined();
  }
});

describe("the alarm topic lets the stage's alarms publish, as IAM would decide", () => {
  const ACCOUNT = '111122223333';
  const REGION = 'eu-west-1';
  const [[topicId] = []] = ofType('AWS::SNS::Topic').filter(([, topic]) =>
    String(topic.Properties?.DisplayName).endsWith(' alarms'),
  );
  if (topicId === undefined) throw new Error('No alarm topic');
  const topicArn = `arn:aws:sns:${REGION}:${ACCOUNT}:alarms`;
  const refs: Record<string, string> = {
    'AWS::AccountId': ACCOUNT,
    'AWS::Region': REGION,
    'AWS::Partition': 'aws',
    [topicId]: topicArn,
  };
  /** The template's `Ref` and `Fn::Join` as deployed in ACCOUNT and REGION. */
  const env: ValueResolver = (value) => {
    if (typeof value === 'string') return value;
    const node = value as { Ref?: string; 'Fn::Join'?: [string, unknown[]] };
    if (node.Ref !== undefined && refs[node.Ref] !== undefined) return refs[node.Ref]!;
    if (node['Fn::Join'] !== undefined) return node['Fn::Join'][1].map(env).join(node['Fn::Join'][0]);
    throw new Error(`Unread template value ${JSON.stringify(value)}`);
  };
  const [policy] = ofType('AWS::SNS::TopicPolicy').filter(([, resource]) =>
    JSON.stringify(resource.Properties?.Topics).includes(`"${topicId}"`),
  );
  const document = policy?.[1].Properties?.PolicyDocument as { Statement: unknown[] };
  const alarmPublish = (changes: Partial<PolicyRequest> & { context?: Record<string, string> } = {}) => ({
    principal: { service: 'cloudwatch.amazonaws.com' },
    action: 'sns:Publish',
    resource: topicArn,
    ...changes,
    context: {
      'aws:SecureTransport': 'true',
      'aws:SourceAccount': ACCOUNT,
      'aws:SourceArn': `arn:aws:cloudwatch:${REGION}:${ACCOUNT}:alarm:tms-prod-api-5xx-rate`,
      ...changes.context,
    },
  });

  test('every alarm notifies this one topic', () => {
    expect(alarms.length).toBeGreaterThan(10);
    const actions = alarms.map(
      (alarm) => (alarm.props as { AlarmActions?: { Ref?: string }[] }).AlarmActions?.[0]?.Ref,
    );
    // Nested stacks' alarms (route stacks, the event flow) read the topic as the parameter their parent passes.
    expect(new Set(actions)).toEqual(new Set([topicId]));
    expect(document).toBeDefined();
  });

  test("an alarm of the stage's account and region publishes", () => {
    expect(evaluatePolicy(document, alarmPublish(), env)).toBe('allowed');
  });

  test('a publish without TLS is denied, even from an alarm', () => {
    expect(evaluatePolicy(document, alarmPublish({ context: { 'aws:SecureTransport': 'false' } }), env)).toBe(
      'explicitly denied',
    );
  });

  test("another account's alarm, or one in another region, cannot publish", () => {
    const elsewhere = '444455556666';
    const otherAccount = alarmPublish({
      context: {
        'aws:SourceAccount': elsewhere,
        'aws:SourceArn': `arn:aws:cloudwatch:${REGION}:${elsewhere}:alarm:theirs`,
      },
    });
    expect(evaluatePolicy(document, otherAccount, env)).toBe('implicitly denied');
    const otherRegion = alarmPublish({
      context: { 'aws:SourceArn': `arn:aws:cloudwatch:us-east-1:${ACCOUNT}:alarm:theirs` },
    });
    expect(evaluatePolicy(document, otherRegion, env)).toBe('implicitly denied');
    const anotherAccountDirectly: PolicyRequest = {
      principal: { account: elsewhere },
      action: 'sns:Publish',
      resource: topicArn,
      context: { 'aws:SecureTransport': 'true' },
    };
    expect(evaluatePolicy(document, anotherAccountDirectly, env)).toBe('implicitly denied');
  });

  test('another service, or another action, gets nothing from the policy', () => {
    expect(
      evaluatePolicy(document, alarmPublish({ principal: { service: 'events.amazonaws.com' } }), env),
    ).toBe('implicitly denied');
    expect(evaluatePolicy(document, alarmPublish({ action: 'sns:Subscribe' }), env)).toBe(
      'implicitly denied',
    );
  });
});
