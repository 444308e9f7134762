import { MAX_PAGE_BYTES } from '#shared/domain/types';
import * as z from '#shared/schemas/zod';
import { LOG_LEVELS, type LogLevel } from '#shared/telemetry-names/log-levels';
import { DEFAULT_METRICS_NAMESPACE, SERVICE_NAME } from '#shared/telemetry-names/metric-names';

/**
 * The service's configuration, from environment variables, each checked by a
 * zod schema. A variable is read once, on first use rather than at import:
 * scripts and tests set the environment before the first call, after their
 * imports have run. In Lambda, every entry point checks at cold start that the
 * variables it needs are set and that every variable set is valid
 * (`checkEnvironment`), so a misconfigured function fails at init with a
 * message naming the variable, not at the first request that needs it.
 */

const positiveWholeNumber = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,14}$/, 'must be a positive whole number')),
  z.transform(Number),
);
/** A request budget as `<rate>/<burst>`: requests a second, and at once after a quiet spell (a stage setting too). */
export const BUDGET_SETTING = /^[1-9][0-9]{0,5}\/[1-9][0-9]{0,6}$/;
/** The budgets a caller has unless a stage setting (or, for one client, an operator) gives another. */
export const DEFAULT_BUDGETS = {
  client: { rate: 25, burst: 100 },
  driver: { rate: 10, burst: 50 },
} as const;

/** `<rate>/<burst>` as numbers (a BUDGET_SETTING). */
export function budgetOfSetting(value: string): { rate: number; burst: number } {
  const [rate, burst] = value.split('/').map(Number) as [number, number];
  return { rate, burst };
}

const budget = z.pipe(
  z.string().check(z.regex(BUDGET_SETTING, 'must be <rate>/<burst>, positive whole numbers')),
  z.transform(budgetOfSetting),
);
const text = z.string().check(z.minLength(1, 'must not be empty'));
const logLevel = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value) => value.toUpperCase()),
  ),
  z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`),
);

/** Every variable the functions read, with its schema and what it is for. */
const VARIABLES = {
  POWERTOOLS_SERVICE_NAME: { schema: text, meaning: 'the service name of logs, metrics and traces' },
  STAGE: { schema: text, meaning: 'the deployment' },
  POWERTOOLS_METRICS_NAMESPACE: { schema: text, meaning: 'the CloudWatch namespace of the metrics' },
  POWERTOOLS_LOG_LEVEL: { schema: logLevel, meaning: 'the least severe level logged' },
  AWS_LAMBDA_LOG_LEVEL: { schema: logLevel, meaning: "Lambda's log level" },
  POWERTOOLS_METRICS_DISABLED: { schema: text, meaning: '"true" to write no metrics' },
  ROUTE_METRICS: {
    schema: z.enum(['true', 'false'], 'must be true or false'),
    meaning: '"true" to write the per-route metrics a rollback alarm reads',
  },
  AWS_LAMBDA_FUNCTION_NAME: { schema: text, meaning: 'set by Lambda' },
  TABLE_NAME: { schema: text, meaning: 'the name of the DynamoDB table' },
  DOCUMENTS_BUCKET: { schema: text, meaning: 'the S3 bucket of stored documents' },
  DROP_BUCKET: { schema: text, meaning: 'the S3 drop bucket' },
  DYNAMODB_ENDPOINT: { schema: z.url(), meaning: 'DynamoDB Local' },
  DYNAMODB_LOCAL_TIMEOUT_MS: {
    schema: positiveWholeNumber,
    meaning: 'how long a request to DynamoDB Local may wait for its answer',
  },
  S3_ENDPOINT: { schema: z.url(), meaning: 'the local S3 emulator' },
  AWS_REGION: { schema: text, meaning: 'set by Lambda' },
  ALLOWED_DOCUMENT_BUCKETS: { schema: z.string(), meaning: 'more buckets POST /images may name' },
  PRESIGNED_URL_TTL_SECONDS: { schema: positiveWholeNumber, meaning: 'lifetime of presigned URLs' },
  EVENT_RETENTION_DAYS: { schema: positiveWholeNumber, meaning: 'how long the event feed keeps an event' },
  SUBMISSION_QUEUE_URL: { schema: z.url(), meaning: 'the SQS queue of document submissions' },
  IMPORT_QUEUE_URL: { schema: z.url(), meaning: 'the SQS queue of bulk imports' },
  ALLOW_LOOPBACK_URLS: { schema: text, meaning: '"true" to let URL submissions and webhooks reach loopback' },
  WEBHOOK_QUEUE_URL: { schema: z.url(), meaning: 'the SQS queue of webhook deliveries' },
  EVENT_BUS_NAME: { schema: text, meaning: 'the EventBridge bus outbound events go to' },
  LOCAL_WEBHOOK_ATTEMPTS: { schema: positiveWholeNumber, meaning: 'attempts of a webhook delivered locally' },
  LOCAL_WEBHOOK_BACKOFF_MS: {
    schema: positiveWholeNumber,
    meaning: 'wait before the first local webhook retry',
  },
  MAX_DOCUMENT_PAGE_BYTES: {
    schema: positiveWholeNumber,
    meaning: 'the largest page a submission may bring',
  },
  DOCUMENT_CONNECT_TIMEOUT_MS: { schema: positiveWholeNumber, meaning: 'connect timeout of downloads' },
  DOCUMENT_DOWNLOAD_TIMEOUT_MS: { schema: positiveWholeNumber, meaning: "one page's download timeout" },
  REQUEST_BUDGETS: {
    schema: z.enum(['on', 'off'], 'must be on or off'),
    meaning: '"off" to answer every caller without a request budget (the local server\'s --no-limits)',
  },
  CLIENT_BUDGET: { schema: budget, meaning: "a machine client's default request budget" },
  DRIVER_BUDGET: { schema: budget, meaning: "a driver's request budget" },
  DISPATCHER_BUDGET: { schema: budget, meaning: "a dispatcher's request budget (none when unset)" },
} as const;

export type VariableName = keyof typeof VARIABLES;
type ValueOf<N extends VariableName> = z.output<(typeof VARIABLES)[N]['schema']>;

/** The problem with one variable's value, or undefined when it is unset or valid. */
function problemWith(name: VariableName, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const result = z.safeParse(VARIABLES[name].schema, value);
  if (result.success) return undefined;
  return `${name} ${result.error.issues[0]?.message ?? 'is invalid'}, not "${value}"`;
}

const readOnce = new Map<VariableName, unknown>();

function optional<N extends VariableName>(name: N): ValueOf<N> | undefined {
  if (!readOnce.has(name)) {
    const value = process.env[name] || undefined;
    const problem = problemWith(name, value);
    if (problem !== undefined) throw new Error(`Environment variable ${problem}.`);
    readOnce.set(name, value === undefined ? undefined : z.parse(VARIABLES[name].schema, value));
  }
  return readOnce.get(name) as ValueOf<N> | undefined;
}

function required<N extends VariableName>(name: N): ValueOf<N> {
  const value = optional(name);
  if (value === undefined) {
    throw new Error(`Missing environment variable ${name} (${VARIABLES[name].meaning}).`);
  }
  return value;
}

/**
 * Checks the whole environment at once: every variable set must be valid and
 * every variable of `needed` set. Throws one error naming each problem.
 */
export function checkEnvironment(needed: readonly VariableName[], env = process.env): void {
  const names = Object.keys(VARIABLES) as VariableName[];
  const problems = [
    ...needed.filter((name) => !env[name]).map((name) => `${name} is missing (${VARIABLES[name].meaning})`),
    ...names
      .map((name) => problemWith(name, env[name] || undefined))
      .filter((problem) => problem !== undefined),
  ];
  if (problems.length > 0) throw new Error(`Invalid environment: ${problems.join('; ')}.`);
}

export const config = {
  /** `POWERTOOLS_SERVICE_NAME`: the `service` of every log line, metric and trace. @default tms-api */
  get serviceName(): string {
    return optional('POWERTOOLS_SERVICE_NAME') ?? SERVICE_NAME;
  },
  /** `STAGE`: the deployment (`dev`, `prod`, ...), a dimension of every metric. @default local */
  get stage(): string {
    return optional('STAGE') ?? 'local';
  },
  /** `POWERTOOLS_METRICS_NAMESPACE`: the CloudWatch namespace of the service's metrics. @default TmsApi */
  get metricsNamespace(): string {
    return optional('POWERTOOLS_METRICS_NAMESPACE') ?? DEFAULT_METRICS_NAMESPACE;
  },
  /**
   * `POWERTOOLS_LOG_LEVEL`, else Lambda's log-level setting (`AWS_LAMBDA_LOG_LEVEL`):
   * the least severe level logged, in any letter case. @default INFO
   */
  get logLevel(): LogLevel {
    return optional('POWERTOOLS_LOG_LEVEL') ?? optional('AWS_LAMBDA_LOG_LEVEL') ?? 'INFO';
  },
  /** `POWERTOOLS_METRICS_DISABLED=true` writes no metrics (local runs and tests). */
  get metricsDisabled(): boolean {
    return optional('POWERTOOLS_METRICS_DISABLED') === 'true';
  },
  /** `ROUTE_METRICS=true`: requests also write PER_ROUTE_METRICS under their route (a canary's rollback alarm reads them). */
  get routeMetrics(): boolean {
    return optional('ROUTE_METRICS') === 'true';
  },
  /** Whether this process is a Lambda function (Lambda sets `AWS_LAMBDA_FUNCTION_NAME`) rather than a local run. */
  get inLambda(): boolean {
    return optional('AWS_LAMBDA_FUNCTION_NAME') !== undefined;
  },
  /** `TABLE_NAME`: the service's single DynamoDB table. */
  get tableName(): string {
    return required('TABLE_NAME');
  },
  /** `DOCUMENTS_BUCKET`: where stored shipment documents live. */
  get documentsBucket(): string {
    return required('DOCUMENTS_BUCKET');
  },
  /** `DROP_BUCKET`: where integrators put files before `POST /images` names them. */
  get dropBucket(): string {
    return required('DROP_BUCKET');
  },
  /** `DYNAMODB_ENDPOINT`: set only to reach DynamoDB Local. */
  get dynamodbEndpoint(): string | undefined {
    return optional('DYNAMODB_ENDPOINT');
  },
  /**
   * `DYNAMODB_LOCAL_TIMEOUT_MS`: how long a request to DynamoDB Local may wait
   * for its answer, behind the others of its one queue. @default 25000, under
   * a local function's 29 s, so that a store too slow is named as such
   */
  get dynamodbLocalTimeoutMs(): number {
    return optional('DYNAMODB_LOCAL_TIMEOUT_MS') ?? 25_000;
  },
  /** `S3_ENDPOINT`: set only to reach the local S3 emulator. */
  get s3Endpoint(): string | undefined {
    return optional('S3_ENDPOINT');
  },
  /** `AWS_REGION`, set by Lambda. @default us-east-1 */
  get region(): string {
    return optional('AWS_REGION') ?? 'us-east-1';
  },
  /**
   * `ALLOWED_DOCUMENT_BUCKETS`: comma-separated buckets `POST /images` may name,
   * besides the drop bucket, which is always allowed. @default the drop bucket only
   */
  get allowedDocumentBuckets(): string[] {
    const listed = (optional('ALLOWED_DOCUMENT_BUCKETS') ?? '').split(',').map((name) => name.trim());
    return [...new Set([config.dropBucket, ...listed.filter(Boolean)])];
  },
  /** `PRESIGNED_URL_TTL_SECONDS`: lifetime of the URLs `GET /images?locationType=url` signs. @default 900 */
  get presignedUrlTtlSeconds(): number {
    return optional('PRESIGNED_URL_TTL_SECONDS') ?? 900;
  },
  /** `EVENT_RETENTION_DAYS`: how long `GET /events` keeps an event (the stage setting `eventRetentionDays`). @default 30 */
  get eventRetentionDays(): number {
    return optional('EVENT_RETENTION_DAYS') ?? 30;
  },
  /** `SUBMISSION_QUEUE_URL`: the SQS queue of document submissions; unset locally (in-process queue). */
  get submissionQueueUrl(): string | undefined {
    return optional('SUBMISSION_QUEUE_URL');
  },
  /** `IMPORT_QUEUE_URL`: the SQS queue of bulk imports; unset locally (in-process queue). */
  get importQueueUrl(): string | undefined {
    return optional('IMPORT_QUEUE_URL');
  },
  /**
   * `ALLOW_LOOPBACK_URLS=true` (the local server's `--allow-loopback-urls`) lets URL
   * submissions reach 127.0.0.1, ::1 and localhost. Ignored inside Lambda, so that a
   * stray variable can never open the loopback interface of a deployed function.
   */
  get allowLoopbackUrls(): boolean {
    return optional('ALLOW_LOOPBACK_URLS') === 'true' && !config.inLambda;
  },
  /** `EVENT_BUS_NAME`: the EventBridge bus of outbound events; unset locally, where there is no bus. */
  get eventBusName(): string | undefined {
    return optional('EVENT_BUS_NAME');
  },
  /** `WEBHOOK_QUEUE_URL`: the SQS queue of webhook deliveries; unset locally (in-process queue). */
  get webhookQueueUrl(): string | undefined {
    return optional('WEBHOOK_QUEUE_URL');
  },
  /** `LOCAL_WEBHOOK_ATTEMPTS`: attempts of a webhook delivered without SQS (the local server). @default 5 */
  get localWebhookAttempts(): number {
    return optional('LOCAL_WEBHOOK_ATTEMPTS') ?? 5;
  },
  /**
   * `LOCAL_WEBHOOK_BACKOFF_MS`: wait before the first retry of a webhook delivered
   * without SQS; each later wait doubles, up to 8 times this. @default 1000
   */
  get localWebhookBackoffMs(): number {
    return optional('LOCAL_WEBHOOK_BACKOFF_MS') ?? 1_000;
  },
  /** `MAX_DOCUMENT_PAGE_BYTES`: the largest page a submission may bring. @default 25 MiB */
  get maxDocumentPageBytes(): number {
    return optional('MAX_DOCUMENT_PAGE_BYTES') ?? MAX_PAGE_BYTES;
  },
  /** `DOCUMENT_CONNECT_TIMEOUT_MS`: how long a document download may take to connect. @default 5000 */
  get documentConnectTimeoutMs(): number {
    return optional('DOCUMENT_CONNECT_TIMEOUT_MS') ?? 5_000;
  },
  /** `DOCUMENT_DOWNLOAD_TIMEOUT_MS`: how long one page's download may take, redirects included. @default 30000 */
  get documentDownloadTimeoutMs(): number {
    return optional('DOCUMENT_DOWNLOAD_TIMEOUT_MS') ?? 30_000;
  },
  /** `REQUEST_BUDGETS=off` answers every caller without a budget (load tests). @default on */
  get requestBudgets(): boolean {
    return optional('REQUEST_BUDGETS') !== 'off';
  },
  /** `CLIENT_BUDGET`: a machine client's budget unless an operator set its own (stage setting). @default 25/100 */
  get clientBudget(): { rate: number; burst: number } {
    return optional('CLIENT_BUDGET') ?? { ...DEFAULT_BUDGETS.client };
  },
  /** `DRIVER_BUDGET`: a driver's budget (stage setting). @default 10/50 */
  get driverBudget(): { rate: number; burst: number } {
    return optional('DRIVER_BUDGET') ?? { ...DEFAULT_BUDGETS.driver };
  },
  /** `DISPATCHER_BUDGET`: a dispatcher's budget (stage setting). @default none */
  get dispatcherBudget(): { rate: number; burst: number } | undefined {
    return optional('DISPATCHER_BUDGET');
  },
};
