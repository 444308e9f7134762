import { Duration } from 'aws-cdk-lib';
import { Metric, type MetricOptions } from 'aws-cdk-lib/aws-cloudwatch';
import {
  COLD_START_METRIC,
  DROP_FOLDER_REFUSED_METRIC,
  REQUEST_METRICS,
  ROUTE_DIMENSION,
  SERVICE_DIMENSIONS,
  SERVICE_NAME,
  SUBMISSION_METRICS,
  type SubmissionOutcome,
} from '#shared/telemetry-names/metric-names';

/** The period every graph and alarm of the service uses unless it says otherwise. */
export const PERIOD = Duration.minutes(5);

/**
 * The metrics the functions write as embedded metric format
 * (shared/observability/metrics.ts), for one stage: the same names and
 * dimensions, from shared/telemetry-names/metric-names.ts.
 */
export class ServiceMetrics {
  constructor(
    private readonly namespace: string,
    private readonly stage: string,
  ) {}

  private dimensions(): Record<string, string> {
    return { [SERVICE_DIMENSIONS.service]: SERVICE_NAME, [SERVICE_DIMENSIONS.stage]: this.stage };
  }

  /** One of the requests' metrics over every route, e.g. `p99` of `Latency`. */
  request(metric: keyof typeof REQUEST_METRICS, options: Pick<MetricOptions, 'statistic' | 'label'>): Metric {
    return new Metric({
      namespace: this.namespace,
      metricName: REQUEST_METRICS[metric],
      dimensionsMap: this.dimensions(),
      period: PERIOD,
      ...options,
    });
  }

  /**
   * A route's own 5xx count (PER_ROUTE_METRICS), which only a function with
   * `ROUTE_METRICS=true` writes: for its rollback alarm, so no label (an
   * alarm keeps the plain metric form).
   */
  routeServerErrors(route: string, statistic: string): Metric {
    return new Metric({
      namespace: this.namespace,
      metricName: REQUEST_METRICS.serverErrors,
      dimensionsMap: { ...this.dimensions(), [ROUTE_DIMENSION]: route },
      period: PERIOD,
      statistic,
    });
  }

  /** Objects dropped in the drop folder that were not submitted (no label: an alarm keeps the plain metric form). */
  dropFolderRefusals(): Metric {
    return new Metric({
      namespace: this.namespace,
      metricName: DROP_FOLDER_REFUSED_METRIC,
      dimensionsMap: this.dimensions(),
      statistic: 'Sum',
      period: PERIOD,
    });
  }

  /** How many submission attempts ended with `outcome`. */
  submissions(outcome: SubmissionOutcome): Metric {
    return new Metric({
      namespace: this.namespace,
      metricName: SUBMISSION_METRICS[outcome],
      dimensionsMap: this.dimensions(),
      statistic: 'Sum',
      period: PERIOD,
      label: outcome,
    });
  }

  /** Cold starts of every function (Logs Insights names the functions: lib/monitoring/route-usage.ts). */
  coldStarts(): Metric {
    return new Metric({
      namespace: this.namespace,
      metricName: COLD_START_METRIC,
      dimensionsMap: this.dimensions(),
      statistic: 'Sum',
      period: PERIOD,
      label: 'cold starts',
    });
  }
}
