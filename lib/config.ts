import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';
import { between, contextList, fromContextString, originList, positiveUpTo } from '#lib/context-values';
import { STAGE_NAME } from '#lib/stage-name';
import {
  DEFAULT_OPERATIONS_CONFIG,
  OPERATIONS_CONTEXT_KEYS,
  type OperationsConfig,
  operationsFields,
  operationsProblems,
} from '#lib/stage-operations';
import { BUDGET_SETTING } from '#shared/config';
import * as z from '#shared/schemas/zod';

const BUDGET_MESSAGE = 'must be <rate>/<burst>, positive whole numbers (e.g. 25/100)';

import { DEFAULT_METRICS_NAMESPACE } from '#shared/telemetry-names/metric-names';

/**
 * What one deployment (stage) of the service may differ in. Read from CDK
 * context by {@link readStageConfig}: `-c key=value` on the command line wins over
 * `context.stages.<stage>.<key>` in cdk.json, which wins over the defaults below.
 */
export interface StageConfig extends OperationsConfig {
  /**
   * Stage name; part of every stack name, so several stages can live in one account.
   * @default 'dev'
   */
  readonly stage: string;
  /**
   * Buckets, besides the stack's own drop bucket, that `POST /images` may name
   * and the processor may read from (bucket names, not ARNs).
   * @default [] (the drop bucket only)
   */
  readonly allowedDocumentBuckets: readonly string[];
  /**
   * Who besides the stack's functions may put files into the drop bucket: IAM
   * role or user ARNs, or 12-digit account ids (granted s3:PutObject on the
   * bucket's objects by its bucket policy; an account must still allow its own
   * principals in IAM).
   * @default [] (only principals of this account that IAM allows)
   */
  readonly dropBucketWriters: readonly string[];
  /**
   * Web origins (`https://dispatch.example.com`) whose pages may upload files
   * straight to the drop bucket with `POST /images/uploads` (its CORS rule).
   * Native apps need none; `*` allows any page, which the signed form still
   * limits to one key, type and size.
   * @default [] (no browser uploads)
   */
  readonly uploadOrigins: readonly string[];
  /**
   * KMS keys (key ARNs) that encrypt buckets of `allowedDocumentBuckets`: the
   * processor may decrypt with them, through S3 only. Each key's own policy
   * must allow the processor's role too.
   * @default [] (the allowed buckets use S3-managed keys)
   */
  readonly partnerBucketKeys: readonly string[];
  /**
   * Retention of every function's and the API's log group; one of CloudWatch's
   * accepted values (1, 3, 5, 7, 14, 30, 60, 90, ... days).
   * @default 30
   */
  readonly logRetentionDays: RetentionDays;
  /**
   * Lifetime of the presigned URLs `GET /images?locationType=url` hands out.
   * @default 900 (15 minutes, docs/documents.md)
   */
  readonly presignedUrlTtlSeconds: number;
  /**
   * Days `GET /events` keeps an event (DynamoDB TTL removes it after, within
   * about two days); a cursor older than that is 410.
   * @default 30
   */
  readonly eventRetentionDays: number;
  /**
   * Steady-state requests per second the API stage accepts across all routes.
   * @default 50
   */
  readonly throttlingRateLimit: number;
  /**
   * Requests the API stage accepts in a burst above the steady rate.
   * @default 100
   */
  readonly throttlingBurstLimit: number;
  /**
   * Whether the document and drop buckets write S3 server access logs to a
   * log bucket of their own (an audit trail of who read which document).
   * @default true
   */
  readonly serverAccessLogs: boolean;
  /**
   * CloudWatch namespace of the service's own metrics (per-route latency,
   * errors, DynamoDB capacity, document outcomes); they also carry a `stage`
   * dimension, so stages can share it.
   * @default 'TmsApi'
   */
  readonly metricsNamespace: string;
  /**
   * A route's p99 latency, in milliseconds, that raises its latency alarm when
   * exceeded for three 5-minute periods in a row.
   * @default 3000
   */
  readonly latencyAlarmP99Ms: number;
  /**
   * Share of API requests answered with a 5xx, in percent, that raises the
   * 5xx alarm when exceeded in two of three 5-minute periods.
   * @default 5
   */
  readonly serverErrorAlarmPercent: number;
  /**
   * Prefix of the user pool's Cognito domain, whose `/oauth2/token` issues
   * integrations their tokens. Unique in the region across all accounts.
   * @default `tms-<stage>-<account id>`
   */
  readonly authDomainPrefix?: string;
  /**
   * Request budgets as `<rate>/<burst>` (docs/integrations.md, "Request
   * budgets"): every machine client's unless an operator set its own, every
   * driver's, and every dispatcher's (none unless set).
   * @default 25/100, 10/50, none
   */
  readonly clientBudget?: string;
  readonly driverBudget?: string;
  readonly dispatcherBudget?: string;
}

export const DEFAULT_STAGE_CONFIG: StageConfig = {
  stage: 'dev',
  allowedDocumentBuckets: [],
  dropBucketWriters: [],
  uploadOrigins: [],
  partnerBucketKeys: [],
  logRetentionDays: RetentionDays.ONE_MONTH,
  presignedUrlTtlSeconds: 900,
  eventRetentionDays: 30,
  throttlingRateLimit: 50,
  throttlingBurstLimit: 100,
  serverAccessLogs: true,
  metricsNamespace: DEFAULT_METRICS_NAMESPACE,
  latencyAlarmP99Ms: 3000,
  serverErrorAlarmPercent: 5,
  ...DEFAULT_OPERATIONS_CONFIG,
};

/** The context keys a deployment can set; also the keys of a `stages.<stage>` block. */
export const CONTEXT_KEYS = [
  'allowedDocumentBuckets',
  'dropBucketWriters',
  'uploadOrigins',
  'partnerBucketKeys',
  'logRetentionDays',
  'presignedUrlTtlSeconds',
  'eventRetentionDays',
  'throttlingRateLimit',
  'throttlingBurstLimit',
  'serverAccessLogs',
  'metricsNamespace',
  'latencyAlarmP99Ms',
  'serverErrorAlarmPercent',
  'authDomainPrefix',
  'clientBudget',
  'driverBudget',
  'dispatcherBudget',
  ...OPERATIONS_CONTEXT_KEYS,
] as const satisfies readonly (keyof StageConfig)[];

const RETENTION_VALUES = new Set<number>(
  Object.values(RetentionDays).filter((value): value is number => typeof value === 'number'),
);

// S3's bucket naming rules, minus the rare dotted forms that break virtual-hosted TLS.
const BUCKET_NAME = /^(?!xn--)(?!.*-s3alias$)[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;

const bucketList = contextList(
  z.string().check(z.regex(BUCKET_NAME, 'must be an S3 bucket name (lower case, 3-63 characters)')),
);

/** An IAM role or user ARN, or an account id: never a wildcard. */
const WRITER = /^(\d{12}|arn:aws[a-z-]*:iam::\d{12}:(role|user)\/[\w+=,.@/-]{1,512})$/;
const KMS_KEY_ARN = /^arn:aws[a-z-]*:kms:[a-z0-9-]+:\d{12}:key\/[0-9a-f-]{36}$/;
const keyList = contextList(
  z.string().check(z.regex(KMS_KEY_ARN, 'must be a KMS key ARN (arn:aws:kms:region:account:key/id)')),
);

const writerList = contextList(
  z.string().check(z.regex(WRITER, 'must be an IAM role or user ARN, or a 12-digit account id')),
);

const stageConfigSchema = z.object({
  stage: z
    .string()
    .check(z.regex(STAGE_NAME, 'must be lower case letters, digits and dashes, at most 20 characters')),
  allowedDocumentBuckets: bucketList,
  dropBucketWriters: writerList,
  uploadOrigins: originList,
  partnerBucketKeys: keyList,
  logRetentionDays: fromContextString(
    z
      .number()
      .check(
        z.refine(
          (days) => RETENTION_VALUES.has(days),
          'must be a retention CloudWatch Logs accepts (e.g. 30)',
        ),
      ),
  ),
  // A presigned URL can't outlive the temporary credentials of the function that
  // signed it, so lifetimes beyond an hour wouldn't be dependable.
  presignedUrlTtlSeconds: fromContextString(z.int().check(...between(60, 3600))),
  eventRetentionDays: fromContextString(z.int().check(...between(1, 365))),
  throttlingRateLimit: fromContextString(z.number().check(...positiveUpTo(10_000))),
  throttlingBurstLimit: fromContextString(z.int().check(...positiveUpTo(5_000))),
  serverAccessLogs: fromContextString(z.boolean()),
  // CloudWatch's rule for namespaces; `AWS/` is reserved for AWS services.
  metricsNamespace: z
    .string()
    .check(
      z.regex(
        /^(?!AWS\/)[A-Za-z0-9.\-_/#:]{1,255}$/,
        'must be a CloudWatch namespace not starting with AWS/',
      ),
    ),
  latencyAlarmP99Ms: fromContextString(z.int().check(...between(100, 30_000))),
  serverErrorAlarmPercent: fromContextString(z.number().check(...positiveUpTo(100))),
  clientBudget: z.optional(z.string().check(z.regex(BUDGET_SETTING, BUDGET_MESSAGE))),
  driverBudget: z.optional(z.string().check(z.regex(BUDGET_SETTING, BUDGET_MESSAGE))),
  dispatcherBudget: z.optional(z.string().check(z.regex(BUDGET_SETTING, BUDGET_MESSAGE))),
  // Cognito's rule for domain prefixes; it refuses the reserved words too.
  authDomainPrefix: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^(?!.*(aws|amazon|cognito))[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
          'must be lower case letters, digits and dashes (at most 63), without aws, amazon or cognito',
        ),
      ),
  ),
  ...operationsFields,
});

/**
 * The stage's configuration from CDK context, validated as a whole: a bad value
 * fails synth with every offending key named, before any resource is built.
 * ARNs that must be in the stage's region are checked against `-c region`, or
 * else the region of the deploying profile (`CDK_DEFAULT_REGION`, set by the
 * CDK CLI), when either is known.
 */
export function readStageConfig(node: Node, env: NodeJS.ProcessEnv = process.env): StageConfig {
  const stage = String(node.tryGetContext('stage') ?? DEFAULT_STAGE_CONFIG.stage);
  const stages = stagesOf(node);
  assertStageConfigured(stage, stages, node.tryGetContext('newStage'));
  const stageBlock = stages !== undefined && Object.hasOwn(stages, stage) ? stages[stage] : undefined;
  const perStage = typeof stageBlock === 'object' && stageBlock !== null ? stageBlock : {};

  const raw: Record<string, unknown> = { ...DEFAULT_STAGE_CONFIG, ...perStage, stage };
  for (const key of CONTEXT_KEYS) {
    const value: unknown = node.tryGetContext(key);
    if (value !== undefined) raw[key] = value;
  }

  const parsed = stageConfigSchema.safeParse(raw);
  const region = (node.tryGetContext('region') as string | undefined) ?? env.CDK_DEFAULT_REGION;
  const problems = [
    ...unknownKeys(perStage, node),
    ...(parsed.success
      ? operationsProblems(parsed.data, region)
      : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid CDK context for stage '${stage}':\n  ${problems.join('\n  ')}`);
  }
  return { ...parsed.data, logRetentionDays: parsed.data.logRetentionDays as RetentionDays };
}

/**
 * What synth tells the operator when `-c stage` was left out: which stage it
 * used, so that a deploy meant for another stage is noticed. Undefined when the
 * stage was named.
 */
export function implicitStageNotice(node: Node): string | undefined {
  if (node.tryGetContext('stage') !== undefined) return undefined;
  return `No -c stage given: using the '${DEFAULT_STAGE_CONFIG.stage}' stage (pass -c stage=<name> to choose).`;
}

/** The settings a stage's block may name. */
const KNOWN_KEYS = new Set<string>(CONTEXT_KEYS);

/**
 * Keys of the stage's block that are no setting (a typo would otherwise be
 * ignored), and `alarmEmail`, which became the list `alarmEmails`, wherever set.
 */
function unknownKeys(perStage: object, node: Node): string[] {
  const unknown = Object.keys(perStage)
    .filter((key) => !KNOWN_KEYS.has(key))
    .map((key) => `${key}: not a stage setting (lib/config.ts and lib/stage-operations.ts list them)`);
  const renamed =
    'alarmEmail' in perStage || node.tryGetContext('alarmEmail') !== undefined
      ? ['alarmEmail: now alarmEmails, a comma-separated list']
      : [];
  return [...unknown.filter((problem) => !problem.startsWith('alarmEmail:')), ...renamed];
}

function stagesOf(node: Node): Record<string, unknown> | undefined {
  const stages: unknown = node.tryGetContext('stages');
  return typeof stages === 'object' && stages !== null ? (stages as Record<string, unknown>) : undefined;
}

/**
 * A stage name that no `stages` block configures is refused, so that a typo
 * (`-c stage=prdo`) cannot deploy a second stack pair with defaults and kept
 * resources; `-c newStage=true` deploys a new stage on purpose. Only the
 * block's own keys count: `constructor` or `toString`, which every object
 * inherits, name no stage.
 */
function assertStageConfigured(
  stage: string,
  stages: Record<string, unknown> | undefined,
  newStage: unknown,
): void {
  if (stages === undefined || Object.hasOwn(stages, stage)) return;
  if (newStage === true || newStage === 'true') return;
  const configured = Object.keys(stages).join(', ');
  throw new Error(
    `Stage '${stage}' has no configuration in the "stages" context (configured: ${configured}). ` +
      `Add a block for it to cdk.json, or pass -c newStage=true to deploy a new stage with the defaults.`,
  );
}
