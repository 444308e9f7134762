import { config } from '#shared/config';
import {
  COLD_START_METRIC,
  DROP_FOLDER_REFUSED_METRIC,
  PER_ROUTE_METRICS,
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

/** Metrics of the record also written under the service dimensions and these (their values are properties of it). */
interface ExtraDimensions {
  dimensions: readonly string[];
  metrics: readonly string[];
}

/**
 * Writes one CloudWatch embedded metric format (EMF) record: a JSON line in the
 * function's log that CloudWatch turns into metrics, with no API call on the
 * request path. Every metric has the service dimensions (service, stage), some
 * also `extra`'s; `properties` are in the record for Logs Insights, no
 * dimension (each dimension value is a metric billed of its own). A record is
 * written whole at once, so that nothing of one request waits in a buffer
 * where another request of the same process (the local server, the document
 * worker beside it) could add to it.
 */
function publish(
  properties: Record<string, string>,
  datapoints: readonly Datapoint[],
  extra?: ExtraDimensions,
): void {
  if (config.metricsDisabled) return;
  const serviceDimensions = {
    [SERVICE_DIMENSIONS.service]: config.serviceName,
    [SERVICE_DIMENSIONS.stage]: config.stage,
  };
  const directive = (dimensions: readonly string[], metrics: readonly Datapoint[]) => ({
    Namespace: config.metricsNamespace,
    Dimensions: [[...Object.keys(serviceDimensions), ...dimensions]],
    Metrics: metrics.map(({ name, unit }) => ({ Name: name, Unit: unit })),
  });
  const record = {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [
        directive([], datapoints),
        ...(extra
          ? [
              directive(
                extra.dimensions,
                datapoints.filter(({ name }) => extra.metrics.includes(name)),
              ),
            ]
          : []),
      ],
    },
    ...serviceDimensions,
    ...properties,
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

/**
 * One request's latency, error class and DynamoDB capacity, naming its route;
 * PER_ROUTE_METRICS also under the route where its rollback alarm reads them.
 */
export function recordRequest(measurement: RequestMeasurement): void {
  const perRoute = config.routeMetrics
    ? { dimensions: [ROUTE_DIMENSION], metrics: PER_ROUTE_METRICS }
    : undefined;
  publish(
    { [ROUTE_DIMENSION]: measurement.route },
    [
      { name: REQUEST_METRICS.latency, unit: 'Milliseconds', value: measurement.latencyMs },
      { name: REQUEST_METRICS.clientErrors, unit: 'Count', value: isBetween(measurement.status, 400, 499) },
      { name: REQUEST_METRICS.serverErrors, unit: 'Count', value: isBetween(measurement.status, 500, 599) },
      {
        name: REQUEST_METRICS.dynamoDbCapacityUnits,
        unit: 'Count',
        value: measurement.dynamoDbCapacityUnits,
      },
    ],
    perRoute,
  );
}

/** How one attempt at a document submission ended. */
export function recordSubmissionOutcome(outcome: SubmissionOutcome): void {
  publish({}, [{ name: SUBMISSION_METRICS[outcome], unit: 'Count', value: 1 }]);
}

/** One object of the drop bucket's folders left untaken: not submitted (inbox/) or not imported (sync/). */
export function recordDropFolderRefusal(): void {
  publish({}, [{ name: DROP_FOLDER_REFUSED_METRIC, unit: 'Count', value: 1 }]);
}

/** The `ColdStart` metric of a new execution environment (./cold-start.ts), naming its function. */
export function recordColdStart(functionName: string): void {
  publish({ function_name: functionName }, [{ name: COLD_START_METRIC, unit: 'Count', value: 1 }]);
}
