import { Duration } from 'aws-cdk-lib';
import { Metric, type MetricOptions, SearchExpression } from 'aws-cdk-lib/aws-cloudwatch';
import {
  COLD_START_METRIC,
  DROP_FOLDER_REFUSED_METRIC,
  OVER_BUDGET_METRIC,
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

  /**
   * One of a route's request metrics, e.g. `p99` of `Latency` for `GET /shipments`.
   * Graphs label it with the route; alarms leave the label out, so that the
   * alarm keeps the plain metric form.
   */
  request(
    metric: keyof typeof REQUEST_METRICS,
    route: string,
    options: Pick<MetricOptions, 'statistic' | 'label'>,
  ): Metric {
    return new Metric({
      namespace: this.namespace,
      metricName: REQUEST_METRICS[metric],
      dimensionsMap: { ...this.dimensions(), [ROUTE_DIMENSION]: route },
      period: PERIOD,
      ...options,
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

  /** Requests refused because their caller's budget was spent, per minute (no label: an alarm keeps the plain metric form). */
  overBudget(): Metric {
    return new Metric({
      namespace: this.namespace,
      metricName: OVER_BUDGET_METRIC,
      dimensionsMap: this.dimensions(),
      statistic: 'Sum',
      period: Duration.minutes(1),
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

  /** Cold starts, one line per function (their names are only known once deployed). */
  coldStarts(): SearchExpression {
    const { service, stage } = SERVICE_DIMENSIONS;
    const schema = `{${this.namespace},function_name,${service},${stage}}`;
    const filter = `MetricName="${COLD_START_METRIC}" ${service}="${SERVICE_NAME}" ${stage}="${this.stage}"`;
    return new SearchExpression({
      expression: `SEARCH('${schema} ${filter}', 'Sum', ${PERIOD.toSeconds()})`,
      label: 'cold starts',
      period: PERIOD,
    });
  }
}
