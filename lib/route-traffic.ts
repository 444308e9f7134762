import { ROLLBACK_MIN_INVOCATIONS } from '#lib/monitoring/live-version-metrics';
import type { DeploymentStrategy } from '#lib/stage-operations';

/**
 * Requests a minute each route gets in the hours it is used, at the cost
 * model's workload (500 trucks, docs/performance.md "The cost model"): plans
 * polled by every truck every 5 minutes; 2,000 shipments a day with 20
 * itinerary changes each (a read before each), over 24 hours; a dispatcher's
 * shipment list a minute per 25 trucks; 5 documents per shipment. A route not
 * listed is modelled as quiet (under one request a minute).
 */
export const MODELLED_REQUESTS_PER_MINUTE: Readonly<Record<string, number>> = {
  'GET /drivers/{driverId}/plans': (500 * 60) / 5 / 60,
  'PUT /shipments/{shipmentId}/itinerary': (2_000 * 20) / (24 * 60),
  'GET /shipments/{shipmentId}/itinerary': (2_000 * 20) / (24 * 60),
  'GET /shipments': 500 / 25,
  'POST /images': (2_000 * 5) / (24 * 60),
  'POST /images/uploads': (2_000 * 5) / (24 * 60),
  'GET /shipments/{shipmentId}/images': (2_000 * 5) / (24 * 60),
};

/** The share of requests a canary's new version gets before the rest shift (CodeDeploy's 10% configurations). */
export const CANARY_SHARE = 0.1;

/**
 * How a route's deploy shifts its traffic. A route whose new version gets at
 * least ROLLBACK_MIN_INVOCATIONS a minute on the canary's share can be rolled
 * back by its alarms: it takes the stage's strategy. A quieter one cannot
 * (its alarms never count), so it shifts all at once after its pre-traffic
 * hook, which is its gate: a longer canary would only delay the same outcome.
 */
export function routeDeployment(routeKeyOf: string, stageStrategy: DeploymentStrategy): DeploymentStrategy {
  const perMinute = MODELLED_REQUESTS_PER_MINUTE[routeKeyOf] ?? 0;
  return perMinute * CANARY_SHARE >= ROLLBACK_MIN_INVOCATIONS ? stageStrategy : 'allAtOnce';
}
