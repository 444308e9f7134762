/**
 * The names and dimensions of the service's own metrics, shared by the code
 * that emits them (shared/observability/metrics.ts) and the dashboard and alarms that read them
 * (lib/monitoring/): renaming one here renames it in both.
 */

/** The `service` of every log line, metric and trace (`POWERTOOLS_SERVICE_NAME`). */
export const SERVICE_NAME = 'tms-api';

/** @default namespace, when the stage configures none */
export const DEFAULT_METRICS_NAMESPACE = 'TmsApi';

/** Dimensions on every metric of the service. */
export const SERVICE_DIMENSIONS = { service: 'service', stage: 'stage' } as const;

/**
 * The route key, `GET /shipments/{shipmentId}`: a property of every request's
 * record (Logs Insights groups by it), and a dimension only of
 * {@link PER_ROUTE_METRICS}.
 */
export const ROUTE_DIMENSION = 'route';

/**
 * One datapoint per request, with dimensions service and stage: a metric per
 * route would cost $0.30 a month each for what the dashboard reads from the
 * same records in Logs Insights (docs/performance.md, "The whole bill").
 */
export const REQUEST_METRICS = {
  /** Milliseconds from the first middleware to the response (excludes init and API Gateway). */
  latency: 'Latency',
  /** 1 for a 4xx answer, else 0: the Sum counts them, the Average is their rate. */
  clientErrors: 'ClientErrors',
  /** 1 for a 5xx answer, else 0: the Sum counts them, the Average is their rate. */
  serverErrors: 'ServerErrors',
  /** DynamoDB capacity units the request consumed (reads and writes, indexes included). */
  dynamoDbCapacityUnits: 'DynamoDbCapacityUnits',
} as const;

/**
 * The request metrics also written with the route dimension, by a function
 * whose deploy rolls back on them (`ROUTE_METRICS=true`: routes that shift
 * by canary, lib/route-traffic.ts): what its rollback alarm reads.
 */
export const PER_ROUTE_METRICS = [REQUEST_METRICS.serverErrors] as const;

/** Document submission outcomes, with dimensions service and stage; one datapoint per outcome. */
export const SUBMISSION_METRICS = {
  completed: 'DocumentSubmissionsCompleted',
  failed: 'DocumentSubmissionsFailed',
  retried: 'DocumentSubmissionsRetried',
} as const;

export type SubmissionOutcome = keyof typeof SUBMISSION_METRICS;

/** An object dropped in the drop folder (`inbox/`) that could not be submitted; dimensions service and stage. */
export const DROP_FOLDER_REFUSED_METRIC = 'DropFolderObjectsRefused';

/**
 * A new execution environment (./cold-start.ts), under Powertools' name:
 * dimensions service and stage; the record names its `function_name` (Logs
 * Insights counts them per function).
 */
export const COLD_START_METRIC = 'ColdStart';
