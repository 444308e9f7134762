import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { config } from '#shared/config';
import {
  REQUEST_METRICS,
  ROUTE_DIMENSION,
  SERVICE_DIMENSIONS,
  SUBMISSION_METRICS,
  type SubmissionOutcome,
} from './metric-names';

/**
 * The service's metrics, written as CloudWatch embedded metric format (EMF):
 * JSON lines in the function's log that CloudWatch turns into metrics, with no
 * API call on the request path.
 *
 * Every record below adds its datapoints and publishes them in one synchronous
 * step, so nothing waits in the buffer across an `await`. That keeps the
 * dimensions of one request apart from another's where requests share a
 * process (the local server, the document worker beside it), which a flush at
 * the end of the invocation (Powertools' `logMetrics` middleware) would not.
 */
export const metrics = new Metrics({
  namespace: config.metricsNamespace,
  serviceName: config.serviceName,
  defaultDimensions: { [SERVICE_DIMENSIONS.stage]: config.stage },
});

export interface RequestMeasurement {
  /** The route key, `GET /shipments/{shipmentId}`. */
  route: string;
  status: number;
  latencyMs: number;
  dynamoDbCapacityUnits: number;
}

/** One request's latency, error class and DynamoDB capacity, under its route. */
export function recordRequest(measurement: RequestMeasurement): void {
  metrics.addDimension(ROUTE_DIMENSION, measurement.route);
  metrics.addMetric(REQUEST_METRICS.latency, MetricUnit.Milliseconds, measurement.latencyMs);
  metrics.addMetric(REQUEST_METRICS.clientErrors, MetricUnit.Count, isBetween(measurement.status, 400, 499));
  metrics.addMetric(REQUEST_METRICS.serverErrors, MetricUnit.Count, isBetween(measurement.status, 500, 599));
  metrics.addMetric(
    REQUEST_METRICS.dynamoDbCapacityUnits,
    MetricUnit.Count,
    measurement.dynamoDbCapacityUnits,
  );
  metrics.publishStoredMetrics();
}

/** How one attempt at a document submission ended. */
export function recordSubmissionOutcome(outcome: SubmissionOutcome): void {
  metrics.addMetric(SUBMISSION_METRICS[outcome], MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
}

/** Powertools' `ColdStart` metric, once per execution environment, by function name. */
export function recordColdStart(functionName: string): void {
  metrics.captureColdStartMetric(functionName);
}

const isBetween = (status: number, low: number, high: number): number =>
  status >= low && status <= high ? 1 : 0;
