import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AssetHashType, DockerImage, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  Alias,
  ApplicationLogLevel,
  Architecture,
  Code,
  LoggingFormat,
  SystemLogLevel,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { buildSync } from 'esbuild';
import { BUNDLE_ENTRY_FILE, esbuildOptionsOf, FUNCTION_BUNDLING } from '#lib/bundling';
import { LAMBDA_RUNTIME } from '#lib/runtime';
import { SERVICE_NAME } from '#shared/telemetry-names/metric-names';
import { LIVE_ALIAS } from './live-alias';

/** The repository root: handler paths in the route table are relative to it. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where the service's resources are, handed to every function as environment variables. */
export interface ServiceEnvironment {
  /** `TABLE_NAME` */
  readonly tableName: string;
  /** `DOCUMENTS_BUCKET` */
  readonly documentsBucket: string;
  /** `DROP_BUCKET` */
  readonly dropBucket: string;
  /** `ALLOWED_DOCUMENT_BUCKETS`, comma-separated; the drop bucket is always first. */
  readonly allowedDocumentBuckets: readonly string[];
  /** `PRESIGNED_URL_TTL_SECONDS` */
  readonly presignedUrlTtlSeconds: number;
  /** `SUBMISSION_QUEUE_URL` */
  readonly submissionQueueUrl: string;
  /** `IMPORT_QUEUE_URL` */
  readonly importQueueUrl?: string;
  /** `WEBHOOK_QUEUE_URL`: only for functions that queue webhook deliveries. */
  readonly webhookQueueUrl?: string;
  /** `STAGE`: the `stage` dimension of every metric. */
  readonly stage: string;
  /** `POWERTOOLS_METRICS_NAMESPACE` */
  readonly metricsNamespace: string;
  /** `CLIENT_BUDGET`, `DRIVER_BUDGET`, `DISPATCHER_BUDGET` (`<rate>/<burst>`), each when the stage sets it. */
  readonly budgets?: { client?: string; driver?: string; dispatcher?: string };
}

export interface ApiFunctionProps {
  /** Module exporting `handler`, relative to the project root, as in the route table. */
  readonly entry: string;
  /** Resource locations, the same for every function of the service. */
  readonly environment: ServiceEnvironment;
  /**
   * Retention of the function's own log group.
   * @default RetentionDays.ONE_MONTH
   */
  readonly logRetention?: RetentionDays;
  /**
   * Memory in MB. Lambda allots CPU in proportion to memory, and cold starts
   * (module init, SDK clients) are CPU-bound: 1024 MB roughly halves them against
   * 512 MB for a handful of MB-seconds per request.
   * @default 1024
   */
  readonly memorySize?: number;
  /**
   * API Gateway gives up on an integration after 29 s; a handler should answer
   * (or fail with the spec's error body) well before that.
   * @default Duration.seconds(10)
   */
  readonly timeout?: Duration;
  /**
   * Shown in the console; the route key for route functions.
   * @default - no description
   */
  readonly description?: string;
  /**
   * Concurrency set apart for this function, which is also its ceiling: a
   * queue consumer's, so that a burst of messages can neither starve the API
   * nor be starved by it; a driver-facing route's, so that integrations'
   * floods elsewhere leave it room (lib/driver-routes.ts).
   * @default - none (shares the account's unreserved pool)
   */
  readonly reservedConcurrency?: number;
  /**
   * `ROUTE_METRICS=true`: a route function whose rollback alarm reads its own
   * per-route metrics (shared/telemetry-names/metric-names.ts, PER_ROUTE_METRICS).
   * @default false
   */
  readonly routeMetrics?: boolean;
  /**
   * X-Ray active tracing. Off only where a trace tells nothing the function's
   * own records do not (the deliverer: each attempt's time and answer are in
   * its delivery record), since traces are billed per sampled invocation
   * (docs/performance.md, "The whole bill").
   * @default true
   */
  readonly traced?: boolean;
}

/**
 * A Node.js function of the service with every default in one place: Node.js 22
 * on ARM64 (cheaper per ms than x86 for this kind of I/O-bound work), an ESM
 * bundle built by the local esbuild (never Docker), source maps, X-Ray tracing,
 * and a log group with a set retention. Logs are in Lambda's JSON format with
 * its own lines (START, END, REPORT: about 380 bytes an invocation, billed as
 * ingested logs) at WARN: the service's lines and metrics are JSON with a
 * `level` already, and Lambda's duration and memory figures are metrics of
 * their own.
 */
export class ApiFunction extends Construct {
  readonly lambda: NodejsFunction;
  /** What callers invoke: the published version CodeDeploy shifts traffic to, never `$LATEST`. */
  readonly live: Alias;
  readonly logGroup: LogGroup;
  /** Whether it has a reserved concurrency of its own, at which it is throttled. */
  readonly reservesConcurrency: boolean;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    this.reservesConcurrency = props.reservedConcurrency !== undefined;

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      // A keeping stage retains it (keepLogGroupsAsData, lib/constructs/function-log-groups.ts).
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const env = props.environment;
    this.lambda = new NodejsFunction(this, 'Function', {
      ...codeFor(this, props.entry),
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: props.traced === false ? Tracing.DISABLED : Tracing.ACTIVE,
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
      systemLogLevelV2: SystemLogLevel.WARN,
      applicationLogLevelV2: ApplicationLogLevel.INFO,
      description: props.description,
      reservedConcurrentExecutions: props.reservedConcurrency,
      // A deploy leaves the previous version in place, so that `npm run rollback` has something to point
      // `live` back to; `npm run prune-versions` deletes the ones too old to matter (docs/operations.md).
      currentVersionOptions: { removalPolicy: RemovalPolicy.RETAIN },
      environment: {
        TABLE_NAME: env.tableName,
        DOCUMENTS_BUCKET: env.documentsBucket,
        DROP_BUCKET: env.dropBucket,
        ALLOWED_DOCUMENT_BUCKETS: env.allowedDocumentBuckets.join(','),
        PRESIGNED_URL_TTL_SECONDS: String(env.presignedUrlTtlSeconds),
        SUBMISSION_QUEUE_URL: env.submissionQueueUrl,
        ...(env.importQueueUrl && { IMPORT_QUEUE_URL: env.importQueueUrl }),
        ...(env.webhookQueueUrl && { WEBHOOK_QUEUE_URL: env.webhookQueueUrl }),
        STAGE: env.stage,
        POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
        POWERTOOLS_METRICS_NAMESPACE: env.metricsNamespace,
        ...(env.budgets?.client && { CLIENT_BUDGET: env.budgets.client }),
        ...(env.budgets?.driver && { DRIVER_BUDGET: env.budgets.driver }),
        ...(env.budgets?.dispatcher && { DISPATCHER_BUDGET: env.budgets.dispatcher }),
        ...(props.routeMetrics && { ROUTE_METRICS: 'true' }),
        // Powertools' tracer would otherwise look for a trace Lambda does not start.
        ...(props.traced === false && { POWERTOOLS_TRACE_ENABLED: 'false' }),
      },
    });

    this.live = new Alias(this, 'Live', { aliasName: LIVE_ALIAS, version: this.lambda.currentVersion });

    // cdk-nag (AwsSolutions) findings every function of the service shares, and why they stand.
    NagSuppressions.addResourceSuppressions(
      this.lambda,
      [
        {
          id: 'AwsSolutions-L1',
          reason: `${LAMBDA_RUNTIME.name} is the runtime the service is specified and tested on; runtime upgrades are deliberate.`,
        },
        {
          id: 'AwsSolutions-IAM4',
          reason: 'AWSLambdaBasicExecutionRole only lets the function create and write its own log streams.',
          appliesTo: [
            'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
          ],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason: 'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions.',
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );
  }
}

/**
 * The entry to bundle. A stack synthesized without bundling (the infra tests:
 * context `aws:cdk:bundling-stacks` = []) never reads the entry, so a handler
 * file that isn't written yet gets stand-in code there; a real synth refuses it.
 */
function codeFor(scope: Construct, entry: string): { code: Code; handler: string } {
  const path = join(PROJECT_ROOT, entry);
  if (existsSync(path)) return { code: bundledCode(path), handler: HANDLER };
  if (Stack.of(scope).bundlingRequired) {
    throw new Error(`Cannot bundle ${entry}: the file does not exist (every route needs its handler).`);
  }
  return { code: Code.fromInline(`// ${entry} is not bundled in this synth`), handler: HANDLER };
}

const HANDLER = `${BUNDLE_ENTRY_FILE.replace(/\.mjs$/, '')}.handler`;

/**
 * The function's bundle, built by the local esbuild with the options the bench
 * and the bundle tests use (`esbuildOptionsOf`): NodejsFunction writes one
 * file, and the bundle is split so that code loaded on demand is read on
 * demand. Never Docker: the image is only there because CDK asks for one.
 */
function bundledCode(entry: string): Code {
  return Code.fromAsset(PROJECT_ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // CDK caches bundled assets by their bundling options, which do not see the entry inside tryBundle.
      environment: { FUNCTION_ENTRY: relative(PROJECT_ROOT, entry) },
      image: DockerImage.fromRegistry(`public.ecr.aws/sam/build-${LAMBDA_RUNTIME.name}`),
      local: {
        tryBundle(outputDir) {
          buildSync(esbuildOptionsOf(FUNCTION_BUNDLING, entry, outputDir));
          return true;
        },
      },
    },
  });
}
