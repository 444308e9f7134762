import { config } from '#shared/config';
import {
  COLD_START_METRIC,
  DROP_FOLDER_REFUSED_METRIC,
  OVER_BUDGET_METRIC,
  REQUEST_METRICS,
  ROUTE_DIMENSION,
  SERVICE_DIMENSIONS,
  SUBMISSION_METRICS,
  type SubmissionOutcome,
} from '#shared/telemetry-names/metric-names';

type Unit = 'Milliseconds' | 'Count';

interface Datapoint {
  name: string;
  unit: Unit;
  value: number;
}

/**
 * Writes one CloudWatch embedded metric format (EMF) record: a JSON line in the
 * function's log that CloudWatch turns into metrics, with no API call on the
 * request path. Every record carries the service dimensions (service, stage)
 * and the extra ones given, and is written whole at once, so that nothing of
 * one request waits in a buffer where another request of the same process (the
 * local server, the document worker beside it) could add to it.
 */
function publish(dimensions: Record<string, string>, datapoints: readonly Datapoint[]): void {
  if (config.metricsDisabled) return;
  const allDimensions = {
    [SERVICE_DIMENSIONS.service]: config.serviceName,
    [SERVICE_DIMENSIONS.stage]: config.stage,
    ...dimensions,
  };
  const record = {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [
        {
          Namespace: config.metricsNamespace,
          Dimensions: [Object.keys(allDimensions)],
          Metrics: datapoints.map(({ name, unit }) => ({ Name: name, Unit: unit })),
        },
      ],
    },
    ...allDimensions,
    ...Object.fromEntries(datapoints.map(({ name, value }) => [name, value])),
  };
  process.stdout.write(`${JSON.stringify(record)}\n`);
}

export interface RequestMeasurement {
  /** The route key, `GET /shipments/{shipmentId}`. */
  route: string;
  status: number;
  latencyMs: number;
  dynamoDbCapacityUnits: number;
}

const isBetween = (status: number, low: number, high: number): number =>
  status >= low && status <= high ? 1 : 0;

/** One request's latency, error class and DynamoDB capacity, under its route. */
export function recordRequest(measurement: RequestMeasurement): void {
  publish({ [ROUTE_DIMENSION]: measurement.route }, [
    { name: REQUEST_METRICS.latency, unit: 'Milliseconds', value: measurement.latencyMs },
    { name: REQUEST_METRICS.clientErrors, unit: 'Count', value: isBetween(measurement.status, 400, 499) },
    { name: REQUEST_METRICS.serverErrors, unit: 'Count', value: isBetween(measurement.status, 500, 599) },
    {
      name: REQUEST_METRICS.dynamoDbCapacityUnits,
      unit: 'Count',
      value: measurement.dynamoDbCapacityUnits,
    },
  ]);
}

/** How one attempt at a document submission ended. */
export function recordSubmissionOutcome(outcome: SubmissionOutcome): void {
  publish({}, [{ name: SUBMISSION_METRICS[outcome], unit: 'Count', value: 1 }]);
}

/** One object of the drop bucket's folders left untaken: not submitted (inbox/) or not imported (sync/). */
export function recordDropFolderRefusal(): void {
  publish({}, [{ name: DROP_FOLDER_REFUSED_METRIC, unit: 'Count', value: 1 }]);
}

/** One request refused because its caller's budget was spent (the alarm of a client refused for long). */
export function recordOverBudget(): void {
  publish({}, [{ name: OVER_BUDGET_METRIC, unit: 'Count', value: 1 }]);
}

/** The `ColdStart` metric of a new execution environment (./cold-start.ts), by function name. */
export function recordColdStart(functionName: string): void {
  publish({ function_name: functionName }, [{ name: COLD_START_METRIC, unit: 'Count', value: 1 }]);
}
