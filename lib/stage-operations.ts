import { contextList, fromContextString, originList, positiveDays, positiveUpTo } from '#lib/context-values';
import * as z from '#shared/schemas/zod';

/** How a deploy shifts traffic to a function's new version (CodeDeploy's predefined Lambda configurations). */
export const DEPLOYMENT_STRATEGIES = [
  'allAtOnce',
  'canary10Percent5Minutes',
  'canary10Percent10Minutes',
  'canary10Percent15Minutes',
  'canary10Percent30Minutes',
  'linear10PercentEvery1Minute',
  'linear10PercentEvery2Minutes',
  'linear10PercentEvery3Minutes',
  'linear10PercentEvery10Minutes',
] as const;
export type DeploymentStrategy = (typeof DEPLOYMENT_STRATEGIES)[number];

/**
 * AWS Backup Vault Lock on the table's vault: `governance` refuses deleting a
 * recovery point before its retention ends (a principal allowed
 * backup:DeleteBackupVaultLockConfiguration can lift it); `compliance` becomes
 * immutable three days after the deploy that sets it: no one, the account's
 * root included, can then delete a recovery point early or lift the lock.
 */
export const VAULT_LOCKS = ['governance', 'compliance'] as const;
export type VaultLock = (typeof VAULT_LOCKS)[number];

/** What happens to the stage's data (table, buckets, user pool) when its stacks are destroyed. */
export const DATA_REMOVAL_POLICIES = ['destroy', 'retain'] as const;
export type DataRemovalPolicy = (typeof DATA_REMOVAL_POLICIES)[number];

/**
 * The settings that make a stage operable in production: who hears of its
 * alarms, how deploys roll out, what happens to data, backups, the address,
 * browsers and throttles. Part of `StageConfig` (lib/config.ts), read from the
 * same context.
 */
export interface OperationsConfig {
  /**
   * A production stage: it refuses to synthesize without an alarm destination
   * (`alarmEmails` or `alarmTopicArn`).
   * @default false
   */
  readonly production: boolean;
  /**
   * Addresses the alarm topic emails; each confirms its subscription from the first message.
   * @default []
   */
  readonly alarmEmails: readonly string[];
  /**
   * An existing SNS topic that is told of every alarm too, e.g. one AWS
   * Chatbot forwards to Slack. In the stage's region.
   * @default - none
   */
  readonly alarmTopicArn?: string;
  /**
   * How a deploy shifts each function's `live` alias to its new version.
   * @default 'canary10Percent5Minutes'
   */
  readonly deployment: DeploymentStrategy;
  /**
   * `destroy` deletes the table, buckets and user pool with the stacks;
   * `retain` keeps them, with deletion protection on the table and the pool.
   * @default 'retain'
   */
  readonly removalPolicy: DataRemovalPolicy;
  /**
   * Days each daily AWS Backup recovery point of the table is kept.
   * @default 35
   */
  readonly backupRetentionDays: number;
  /**
   * A backup vault in another region that every recovery point is copied to
   * (kept as long): `arn:aws:backup:<region>:<account>:backup-vault:<name>`.
   * @default - no copy
   */
  readonly backupCopyVaultArn?: string;
  /**
   * Days a replaced or deleted document version stays recoverable.
   * @default 90
   */
  readonly documentVersionRetentionDays: number;
  /**
   * When set, the documents bucket has S3 Object Lock in governance mode, and
   * every stored version is locked this many days.
   * @default - no Object Lock
   */
  readonly documentLockDays?: number;
  /**
   * AWS Backup Vault Lock on the table's vault, its minimum retention the
   * stage's `backupRetentionDays` (see `VAULT_LOCKS`).
   * @default - no lock
   */
  readonly vaultLock?: VaultLock;
  /**
   * The API's own address, e.g. `api.tms.example.com`; needs `certificateArn`.
   * @default - the generated execute-api address only
   */
  readonly domainName?: string;
  /**
   * An ACM certificate for `domainName`, in the stage's region.
   * @default - none
   */
  readonly certificateArn?: string;
  /**
   * A Route 53 public hosted zone (id) that gets an alias record for
   * `domainName`; with `hostedZoneName`. Without it, point DNS yourself at the
   * `ApiDomainTarget` output.
   * @default - no record
   */
  readonly hostedZoneId?: string;
  /** The zone's name, e.g. `tms.example.com`. */
  readonly hostedZoneName?: string;
  /**
   * Web origins whose pages may call the API (API Gateway answers their
   * preflights). A production stage takes only `https://` origins, never `*`.
   * @default [] (no CORS)
   */
  readonly corsOrigins: readonly string[];
  /**
   * Steady requests per second of each route the route table marks `throttle: 'write'`;
   * at least every budgeted caller's rate (synth refuses less: lib/budget-limits.ts).
   * @default 25
   */
  readonly writeThrottlingRateLimit: number;
  /**
   * Burst of each route marked `throttle: 'write'`; at least every budgeted caller's burst.
   * @default 100
   */
  readonly writeThrottlingBurstLimit: number;
  /**
   * The account's Lambda concurrency quota in the stage's region: the
   * concurrency headroom alarm fires at 80% of it.
   * @default 1000
   */
  readonly accountConcurrencyLimit: number;
  /**
   * Concurrency each driver-facing route's function reserves (lib/driver-routes.ts):
   * held for drivers however many other invocations the account runs, and the
   * most that function runs at once.
   * @default 10
   */
  readonly driverRouteConcurrency: number;
}

export const DEFAULT_OPERATIONS_CONFIG: OperationsConfig = {
  production: false,
  alarmEmails: [],
  deployment: 'canary10Percent5Minutes',
  removalPolicy: 'retain',
  backupRetentionDays: 35,
  documentVersionRetentionDays: 90,
  corsOrigins: [],
  writeThrottlingRateLimit: 25,
  writeThrottlingBurstLimit: 100,
  accountConcurrencyLimit: 1000,
  driverRouteConcurrency: 10,
};

export const OPERATIONS_CONTEXT_KEYS = [
  'production',
  'alarmEmails',
  'alarmTopicArn',
  'deployment',
  'removalPolicy',
  'backupRetentionDays',
  'backupCopyVaultArn',
  'documentVersionRetentionDays',
  'documentLockDays',
  'vaultLock',
  'domainName',
  'certificateArn',
  'hostedZoneId',
  'hostedZoneName',
  'corsOrigins',
  'writeThrottlingRateLimit',
  'writeThrottlingBurstLimit',
  'accountConcurrencyLimit',
  'driverRouteConcurrency',
] as const satisfies readonly (keyof OperationsConfig)[];

const REGION = '[a-z]{2}(-gov|-iso[a-z]?)?-[a-z]+-\\d';
const ACCOUNT = '\\d{12}';
/** An ARN of one service, any region: the region is checked against the stage's apart, naming both. */
const arnOf = (service: string, resource: string, example: string) =>
  z
    .string()
    .check(
      z.regex(
        new RegExp(`^arn:aws[a-z-]*:${service}:${REGION}:${ACCOUNT}:${resource}$`),
        `must be an ARN of ${example}`,
      ),
    );
const HOST = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const hostName = (what: string) =>
  z.string().check(z.regex(HOST, `must be ${what} in lower case, no scheme`));

export const operationsFields = {
  production: fromContextString(z.boolean()),
  alarmEmails: contextList(z.email('must be an email address')),
  alarmTopicArn: z.optional(arnOf('sns', '[\\w-]{1,256}', 'an SNS topic (arn:aws:sns:region:account:name)')),
  deployment: z.enum(DEPLOYMENT_STRATEGIES, `must be one of ${DEPLOYMENT_STRATEGIES.join(', ')}`),
  removalPolicy: z.enum(DATA_REMOVAL_POLICIES, `must be one of ${DATA_REMOVAL_POLICIES.join(', ')}`),
  // AWS Backup keeps a recovery point at most 100 years.
  backupRetentionDays: positiveDays(36_500),
  backupCopyVaultArn: z.optional(
    arnOf(
      'backup',
      'backup-vault:[\\w.-]{2,50}',
      'a backup vault (arn:aws:backup:region:account:backup-vault:name)',
    ),
  ),
  documentVersionRetentionDays: positiveDays(36_500),
  documentLockDays: z.optional(positiveDays(36_500)),
  vaultLock: z.optional(z.enum(VAULT_LOCKS, `must be one of ${VAULT_LOCKS.join(', ')}`)),
  domainName: z.optional(hostName('a domain name such as api.tms.example.com')),
  certificateArn: z.optional(
    arnOf(
      'acm',
      'certificate/[0-9a-f-]{36}',
      'an ACM certificate (arn:aws:acm:region:account:certificate/id)',
    ),
  ),
  hostedZoneId: z.optional(
    z
      .string()
      .check(z.regex(/^Z[A-Z0-9]{1,31}$/, 'must be a Route 53 hosted zone id such as Z0123456789ABC')),
  ),
  hostedZoneName: z.optional(hostName('a hosted zone name such as tms.example.com')),
  corsOrigins: originList,
  writeThrottlingRateLimit: fromContextString(z.number().check(...positiveUpTo(10_000))),
  writeThrottlingBurstLimit: fromContextString(z.int().check(...positiveUpTo(5_000))),
  accountConcurrencyLimit: fromContextString(z.int().check(...positiveUpTo(1_000_000))),
  driverRouteConcurrency: fromContextString(z.int().check(...positiveUpTo(1_000))),
};

const regionOfArn = (arn: string) => arn.split(':')[3];

/**
 * What the settings get wrong together, each naming its key: a production
 * stage without an alarm destination, a domain without its certificate, ARNs
 * outside the stage's region (when it is known at synth), a copy to the same region.
 */
export function operationsProblems(config: OperationsConfig, region: string | undefined): string[] {
  const problems: string[] = [];
  if (config.production && config.alarmEmails.length === 0 && config.alarmTopicArn === undefined) {
    problems.push(
      'alarmEmails: a production stage needs an alarm destination: set alarmEmails, alarmTopicArn or both',
    );
  }
  if (config.domainName !== undefined && config.certificateArn === undefined) {
    problems.push(`certificateArn: the domain ${config.domainName} needs an ACM certificate ARN`);
  }
  if (config.certificateArn !== undefined && config.domainName === undefined) {
    problems.push('domainName: a certificate is set without the domain it is for');
  }
  if ((config.hostedZoneId === undefined) !== (config.hostedZoneName === undefined)) {
    problems.push('hostedZoneId: hostedZoneId and hostedZoneName go together');
  }
  if (config.hostedZoneName !== undefined) {
    const { domainName, hostedZoneName } = config;
    if (domainName === undefined) problems.push('hostedZoneId: a hosted zone is set without domainName');
    else if (domainName !== hostedZoneName && !domainName.endsWith(`.${hostedZoneName}`)) {
      problems.push(`hostedZoneName: ${domainName} is not in the zone ${hostedZoneName}`);
    }
  }
  if (config.production) {
    const unsafe = config.corsOrigins.filter((origin) => origin === '*' || origin.startsWith('http://'));
    if (unsafe.length > 0) {
      problems.push(
        `corsOrigins: a production stage allows only named https:// origins, not ${unsafe.join(', ')}`,
      );
    }
  }
  if (config.documentLockDays !== undefined && config.removalPolicy === 'destroy') {
    problems.push(
      "documentLockDays: locked documents cannot be deleted with the stage: use removalPolicy 'retain'",
    );
  }
  if (region !== undefined) {
    for (const key of ['alarmTopicArn', 'certificateArn'] as const) {
      const arn = config[key];
      if (arn !== undefined && regionOfArn(arn) !== region) {
        problems.push(`${key}: must be in the stage's region ${region}, not ${regionOfArn(arn)}`);
      }
    }
    const copy = config.backupCopyVaultArn;
    if (copy !== undefined && regionOfArn(copy) === region) {
      problems.push(`backupCopyVaultArn: a copy must go to another region than the stage's (${region})`);
    }
  }
  return problems;
}
