import { type IWidget, LogQueryVisualizationType, LogQueryWidget } from 'aws-cdk-lib/aws-cloudwatch';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';

const WIDTH = 12;
const HEIGHT = 6;

/**
 * Every request's outcome is one log line with its `status`, and every line
 * of a request names its `caller` (`client:<id>` or `user:<subject>`): Logs
 * Insights counts them per integration, with no metric per client to pay for.
 */
const OUTCOMES = [
  "filter ispresent(status) and caller like /^client:/ and message in ['request completed', 'request refused', 'request failed']",
];

/** Requests and errors per machine client (integration), over the route functions' logs. */
export function clientUsageWidgets(routeLogGroups: readonly ILogGroup[]): IWidget[] {
  const logGroupNames = routeLogGroups.map((group) => group.logGroupName);
  return [
    new LogQueryWidget({
      title: 'Requests per integration (client id)',
      logGroupNames,
      width: WIDTH,
      height: HEIGHT,
      view: LogQueryVisualizationType.BAR,
      queryLines: [...OUTCOMES, 'stats count(*) as requests by caller', 'sort requests desc', 'limit 20'],
    }),
    new LogQueryWidget({
      title: 'Errors per integration (4xx and 5xx, by status)',
      logGroupNames,
      width: WIDTH,
      height: HEIGHT,
      view: LogQueryVisualizationType.TABLE,
      queryLines: [
        ...OUTCOMES,
        'filter status >= 400',
        'stats count(*) as errors by caller, status',
        'sort errors desc',
        'limit 50',
      ],
    }),
  ];
}
