import { type IWidget, LogQueryVisualizationType, LogQueryWidget } from 'aws-cdk-lib/aws-cloudwatch';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import { COLD_START_METRIC, REQUEST_METRICS, ROUTE_DIMENSION } from '#shared/telemetry-names/metric-names';

const WIDTH = 12;
const HEIGHT = 6;
const { latency, clientErrors, serverErrors, dynamoDbCapacityUnits } = REQUEST_METRICS;

/**
 * Each request's metrics record names its route, and each cold start's its
 * function (shared/observability/metrics.ts): Logs Insights breaks them down,
 * with no metric per route or per function to pay for (docs/performance.md,
 * "The whole bill").
 */
export function routeUsageWidgets(functionLogGroups: readonly ILogGroup[]): IWidget[] {
  const logGroupNames = functionLogGroups.map((group) => group.logGroupName);
  return [
    new LogQueryWidget({
      title: 'Per route: requests, p99 latency (ms), 4xx, 5xx, DynamoDB capacity units',
      logGroupNames,
      width: WIDTH,
      height: HEIGHT,
      view: LogQueryVisualizationType.TABLE,
      queryLines: [
        `filter ispresent(${latency}) and ispresent(${ROUTE_DIMENSION})`,
        `stats count(*) as requests, pct(${latency}, 99) as p99, sum(${clientErrors}) as c4xx, ` +
          `sum(${serverErrors}) as c5xx, sum(${dynamoDbCapacityUnits}) as capacity by ${ROUTE_DIMENSION}`,
        'sort requests desc',
      ],
    }),
    new LogQueryWidget({
      title: 'Cold starts per function',
      logGroupNames,
      width: WIDTH,
      height: HEIGHT,
      view: LogQueryVisualizationType.BAR,
      queryLines: [
        `filter ispresent(${COLD_START_METRIC})`,
        `stats sum(${COLD_START_METRIC}) as coldStarts by function_name`,
        'sort coldStarts desc',
        'limit 50',
      ],
    }),
  ];
}
