import { LOG_LEVELS, type LogLevel } from '#shared/observability/log-levels';
import { DEFAULT_METRICS_NAMESPACE, SERVICE_NAME } from '#shared/observability/metric-names';

/**
 * The service's configuration, from environment variables. Each variable is read
 * once, on first use rather than at import: scripts and tests set the environment
 * before the first call, after their imports have run. A missing required
 * variable fails that first use with a message naming it.
 */

const readOnce = new Map<string, string | undefined>();

function optional(name: string): string | undefined {
  if (!readOnce.has(name)) readOnce.set(name, process.env[name] || undefined);
  return readOnce.get(name);
}

function required(name: string, meaning: string): string {
  const value = optional(name);
  if (value === undefined) {
    throw new Error(`Missing environment variable ${name} (${meaning}).`);
  }
  return value;
}

function positiveInteger(name: string, fallback: number): number {
  const value = optional(name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0) {
    throw new Error(`Environment variable ${name} must be a positive whole number, not "${value}".`);
  }
  return parsed;
}

function oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
  const value = optional(name);
  if (value === undefined) return fallback;
  const chosen = allowed.find((candidate) => candidate === value.toUpperCase());
  if (chosen === undefined) {
    throw new Error(`Environment variable ${name} must be one of ${allowed.join(', ')}, not "${value}".`);
  }
  return chosen;
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
    const name =
      optional('POWERTOOLS_LOG_LEVEL') === undefined ? 'AWS_LAMBDA_LOG_LEVEL' : 'POWERTOOLS_LOG_LEVEL';
    return oneOf(name, LOG_LEVELS, 'INFO');
  },
  /** `POWERTOOLS_METRICS_DISABLED=true` writes no metrics (local runs and tests). */
  get metricsDisabled(): boolean {
    return optional('POWERTOOLS_METRICS_DISABLED') === 'true';
  },
  /** Whether this process is a Lambda function (Lambda sets `AWS_LAMBDA_FUNCTION_NAME`) rather than a local run. */
  get inLambda(): boolean {
    return optional('AWS_LAMBDA_FUNCTION_NAME') !== undefined;
  },
  /** `TABLE_NAME`: the service's single DynamoDB table. */
  get tableName(): string {
    return required('TABLE_NAME', 'the name of the DynamoDB table');
  },
  /** `DOCUMENTS_BUCKET`: where stored shipment documents live. */
  get documentsBucket(): string {
    return required('DOCUMENTS_BUCKET', 'the S3 bucket of stored documents');
  },
  /** `DROP_BUCKET`: where integrators put files before `POST /images` names them. */
  get dropBucket(): string {
    return required('DROP_BUCKET', 'the S3 drop bucket');
  },
  /** `DYNAMODB_ENDPOINT`: set only to reach DynamoDB Local. */
  get dynamodbEndpoint(): string | undefined {
    return optional('DYNAMODB_ENDPOINT');
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
    return positiveInteger('PRESIGNED_URL_TTL_SECONDS', 900);
  },
  /** `SUBMISSION_QUEUE_URL`: the SQS queue of document submissions; unset locally (in-process queue). */
  get submissionQueueUrl(): string | undefined {
    return optional('SUBMISSION_QUEUE_URL');
  },
  /**
   * `ALLOW_LOOPBACK_URLS=true` (the local server's `--allow-loopback-urls`) lets URL
   * submissions reach 127.0.0.1, ::1 and localhost. Ignored inside Lambda, so that a
   * stray variable can never open the loopback interface of a deployed function.
   */
  get allowLoopbackUrls(): boolean {
    return optional('ALLOW_LOOPBACK_URLS') === 'true' && !config.inLambda;
  },
  /** `MAX_DOCUMENT_PAGE_BYTES`: the largest page a submission may bring. @default 25 MiB */
  get maxDocumentPageBytes(): number {
    return positiveInteger('MAX_DOCUMENT_PAGE_BYTES', 25 * 1024 * 1024);
  },
  /** `DOCUMENT_CONNECT_TIMEOUT_MS`: how long a document download may take to connect. @default 5000 */
  get documentConnectTimeoutMs(): number {
    return positiveInteger('DOCUMENT_CONNECT_TIMEOUT_MS', 5_000);
  },
  /** `DOCUMENT_DOWNLOAD_TIMEOUT_MS`: how long one page's download may take, redirects included. @default 30000 */
  get documentDownloadTimeoutMs(): number {
    return positiveInteger('DOCUMENT_DOWNLOAD_TIMEOUT_MS', 30_000);
  },
};
