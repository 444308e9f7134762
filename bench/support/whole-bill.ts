import { PER_ROUTE_METRICS, REQUEST_METRICS, SUBMISSION_METRICS } from '#shared/telemetry-names/metric-names';
import { synthesizeStage } from '#tools/operations/stage-facts';

/**
 * What a real bill shows beside the requests' own costs (bench/cost-model.ts):
 * CloudWatch alarms, custom metrics, Contributor Insights rules, the dashboard, logs, X-Ray, AWS Backup,
 * point-in-time recovery and Cognito's machine-to-machine charges. Every count
 * comes from the production stage as synthesized (its alarms, functions and
 * settings) and from the metric names the code emits; every price is the
 * us-east-1 list price of 2026-11-25.
 */
const PRICES = {
  /** Per metric an alarm reads (a metric-math alarm pays for each of its metrics), standard resolution. */
  alarmMetric: 0.1,
  /** Per custom metric (a name and dimension set), first 10,000. */
  customMetric: 0.3,
  /** Per Contributor Insights rule a month (log events it matches: $0.02 a million, refusals only). */
  insightRule: 0.5,
  /** Per dashboard beyond the account's first three. */
  dashboard: 3,
  logIngestionGb: 0.5,
  logStorageGbMonth: 0.03,
  /** Per trace recorded, after the first 100,000 a month. */
  xrayTrace: 5 / 1e6,
  xrayFreeTraces: 100_000,
  /** DynamoDB backups in AWS Backup (warm storage); each daily recovery point is the table's full size. */
  backupGbMonth: 0.1,
  pitrGbMonth: 0.2,
  /** Cognito machine-to-machine: per app client a month, and per token issued. */
  m2mAppClient: 6,
  m2mToken: 2.25 / 1000,
};

/** X-Ray's default sampling rule, which Lambda's active tracing uses: the first request a second, then 5%. */
const XRAY_RESERVOIR_PER_SECOND = 1;
const XRAY_RATE = 0.05;
const SECONDS_A_MONTH = 30 * 86_400;

/**
 * Log bytes of a request that are not the handler's own (those are measured:
 * ./log-bytes.ts), from the formats they are written in at typical values: the
 * API's access log record (lib/api-stack.ts, 13 fields as JSON) and Lambda's
 * START, END and REPORT lines with X-Ray's fields.
 */
export const PLATFORM_LOG_BYTES = { apiAccessLog: 420, lambdaPlatform: 380 };

/** What the bill reads of one function of the stage. */
export interface FunctionSettings {
  readonly memoryMb: number;
  /** X-Ray active tracing: its invocations are sampled, and sampled ones billed. */
  readonly traced: boolean;
  /** Lambda's own START, END and REPORT lines reach its log (its system log level lets INFO through). */
  readonly platformLogs: boolean;
}

export interface StageCounts {
  /** Metrics the stage's alarms read, each alarm's every metric. */
  readonly alarmMetrics: number;
  readonly alarms: number;
  /** Distinct custom metrics the functions emit: the requests', a canary route's own, outcomes, cold starts. */
  readonly customMetrics: number;
  readonly functionCount: number;
  /** Contributor Insights rules (refused callers, over the functions' logs). */
  readonly insightRules: number;
  readonly dashboards: number;
  readonly backupRetentionDays: number;
  /** Each service function's settings, by its description (a route function's is its route key). */
  readonly functions: ReadonlyMap<string, FunctionSettings>;
}

/** The settings of the stage's function described as `description`; a name the stage lacks is a mistake. */
export function functionNamed(counts: StageCounts, description: string): FunctionSettings {
  const settings = counts.functions.get(description);
  if (settings === undefined) throw new Error(`The stage has no function described as "${description}".`);
  return settings;
}

const settingsOf = (fn: { Properties?: Record<string, unknown> }): FunctionSettings => {
  const properties = fn.Properties ?? {};
  const logging = (properties.LoggingConfig ?? {}) as { LogFormat?: string; SystemLogLevel?: string };
  return {
    memoryMb: Number(properties.MemorySize ?? 128),
    traced: (properties.TracingConfig as { Mode?: string } | undefined)?.Mode === 'Active',
    // Only the JSON format filters Lambda's lines; WARN drops START, END and REPORT (INFO).
    platformLogs:
      logging.LogFormat !== 'JSON' || !['WARN', 'ERROR'].includes(logging.SystemLogLevel ?? 'INFO'),
  };
};

const environmentOf = (fn: { Properties?: Record<string, unknown> }): Record<string, unknown> =>
  (fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};

/** The production stage's counts, from its synthesized templates. */
export function productionStageCounts(): StageCounts {
  const { templates, config } = synthesizeStage({ stage: 'prod', alarmEmails: 'ops@example.com' });
  const resources = templates.flatMap((template) => Object.values(template.Resources ?? {}));
  const ofType = (type: string) => resources.filter((resource) => resource.Type === type);
  const alarms = ofType('AWS::CloudWatch::Alarm');
  const alarmMetrics = alarms.reduce((total, alarm) => {
    const queries = (alarm.Properties?.Metrics ?? []) as { MetricStat?: unknown; Expression?: unknown }[];
    // A Contributor Insights rule's metric is billed as one alarm metric, like a MetricStat.
    const billed = queries.filter(
      (query) =>
        query.MetricStat !== undefined || String(query.Expression ?? '').includes('INSIGHT_RULE_METRIC'),
    );
    return total + (queries.length === 0 ? 1 : billed.length);
  }, 0);
  // Functions with the service's environment emit metrics (CDK's own handlers and the deploy hooks do not).
  const serviceFunctions = ofType('AWS::Lambda::Function').filter(
    (fn) => 'POWERTOOLS_METRICS_NAMESPACE' in environmentOf(fn),
  );
  // A route function writes its route's own metrics only where its rollback alarm reads them.
  const perRouteFunctions = serviceFunctions.filter((fn) => environmentOf(fn).ROUTE_METRICS === 'true');
  const customMetrics =
    Object.keys(REQUEST_METRICS).length +
    perRouteFunctions.length * PER_ROUTE_METRICS.length +
    Object.keys(SUBMISSION_METRICS).length +
    // The drop folder's refusals (requests refused over budget are counted by Contributor Insights rules).
    1 +
    // ColdStart, for the service (records name the function: Logs Insights counts per function).
    1;
  return {
    alarmMetrics,
    alarms: alarms.length,
    customMetrics,
    functionCount: serviceFunctions.length,
    functions: new Map(
      serviceFunctions.map((fn) => [String(fn.Properties?.Description ?? ''), settingsOf(fn)] as const),
    ),
    insightRules: ofType('AWS::CloudWatch::InsightRule').length,
    dashboards: ofType('AWS::CloudWatch::Dashboard').length,
    backupRetentionDays: config.backupRetentionDays,
  };
}

/** A month of one kind of invocation: how many, whether API Gateway logs it too, and its function. */
export interface Invocations {
  readonly perMonth: number;
  readonly api: boolean;
  readonly function: FunctionSettings;
}

export interface BillInputs {
  /** The handler's own log bytes a request, measured. */
  readonly handlerLogBytes: number;
  readonly invocations: readonly Invocations[];
  /** The table's size (items, deliveries, event feed): what PITR and each recovery point hold. */
  readonly tableGb: number;
  readonly machineClients: number;
  /** Tokens each machine client fetches a month (one per access token lifetime it is active). */
  readonly tokensPerClient: number;
}

export interface BillLine {
  readonly what: string;
  readonly count: string;
  readonly perMonth: number;
}

/** The monthly lines of everything but the requests themselves. */
export function operationsBill(counts: StageCounts, inputs: BillInputs): BillLine[] {
  const logBytes = inputs.invocations.reduce(
    (total, { perMonth, api, function: fn }) =>
      total +
      perMonth *
        ((api ? PLATFORM_LOG_BYTES.apiAccessLog : 0) +
          (fn.platformLogs ? PLATFORM_LOG_BYTES.lambdaPlatform : 0) +
          inputs.handlerLogBytes),
    0,
  );
  const logGb = logBytes / 1e9;
  const traced = inputs.invocations
    .filter((invocation) => invocation.function.traced)
    .reduce((total, invocation) => total + invocation.perMonth, 0);
  const reservoir = Math.min(traced, XRAY_RESERVOIR_PER_SECOND * SECONDS_A_MONTH);
  const traces = reservoir + XRAY_RATE * (traced - reservoir);
  const tokens = inputs.machineClients * inputs.tokensPerClient;
  return [
    {
      what: `CloudWatch alarms (${counts.alarms} alarms)`,
      count: `${counts.alarmMetrics} alarm metrics`,
      perMonth: counts.alarmMetrics * PRICES.alarmMetric,
    },
    {
      what: 'CloudWatch custom metrics',
      count: `${counts.customMetrics} metrics`,
      perMonth: counts.customMetrics * PRICES.customMetric,
    },
    {
      what: 'CloudWatch Contributor Insights rules',
      count: `${counts.insightRules} rules`,
      perMonth: counts.insightRules * PRICES.insightRule,
    },
    {
      what: 'CloudWatch dashboard',
      count: `${counts.dashboards}`,
      perMonth: counts.dashboards * PRICES.dashboard,
    },
    {
      what: `CloudWatch Logs ingestion and a month stored (${Math.round(inputs.handlerLogBytes)} bytes a request measured)`,
      count: `${logGb.toFixed(1)} GB`,
      perMonth: logGb * (PRICES.logIngestionGb + PRICES.logStorageGbMonth),
    },
    {
      what: 'X-Ray traces (default sampling: 1 a second, then 5%, of traced functions)',
      count: `${(traces / 1e6).toFixed(1)} M of ${(traced / 1e6).toFixed(1)} M traced invocations`,
      perMonth: Math.max(0, traces - PRICES.xrayFreeTraces) * PRICES.xrayTrace,
    },
    {
      what: `AWS Backup (a daily recovery point kept ${counts.backupRetentionDays} days)`,
      count: `${Math.round(inputs.tableGb * counts.backupRetentionDays)} GB-months`,
      perMonth: inputs.tableGb * counts.backupRetentionDays * PRICES.backupGbMonth,
    },
    {
      what: 'DynamoDB point-in-time recovery',
      count: `${inputs.tableGb.toFixed(1)} GB`,
      perMonth: inputs.tableGb * PRICES.pitrGbMonth,
    },
    {
      what: 'Cognito machine-to-machine app clients',
      count: `${inputs.machineClients}`,
      perMonth: inputs.machineClients * PRICES.m2mAppClient,
    },
    {
      what: 'Cognito machine-to-machine tokens',
      count: `${Math.round(tokens).toLocaleString('en-US')}`,
      perMonth: tokens * PRICES.m2mToken,
    },
  ];
}
