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

/**
 * Refusals of an over-budget caller (`request refused`, status 429), per
 * caller, drivers' too: a query run when the dashboard is viewed, where a
 * metric per client would cost $0.30 a month each.
 */
const OVER_BUDGET = [
  "filter message = 'request refused' and status = 429",
  'stats count(*) as refused, min(@timestamp) as first, max(@timestamp) as last by caller',
  'sort refused desc',
  'limit 20',
];

/** Requests, errors and refusals over budget per machine client (integration), over the route functions' logs. */
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
    new LogQueryWidget({
      title: 'Requests over budget per caller (429)',
      logGroupNames,
      width: WIDTH,
      height: HEIGHT,
      view: LogQueryVisualizationType.TABLE,
      queryLines: OVER_BUDGET,
    }),
  ];
}
