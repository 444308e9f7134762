/**
 * The routes a driver's app cannot work without: its plans, its non-shipment
 * events, and the itinerary PUT of a move it drives. Each one's function
 * reserves concurrency of its own (`driverRouteConcurrency`), so that
 * integrations flooding other routes, which share the account's unreserved
 * concurrency, can never leave these without room to run (docs/integrations.md,
 * "Isolation of drivers' routes").
 */
export const DRIVER_FACING_ROUTES: readonly string[] = [
  'GET /drivers/{driverId}/plans',
  'PUT /drivers/{driverId}/non-shipment-events/{eventId}',
  'PUT /shipments/{shipmentId}/itinerary',
];

/** The concurrency a route's function reserves: the stage's `driverRouteConcurrency` for a driver-facing route, else none. */
export function reservedConcurrencyOf(routeKey: string, driverRouteConcurrency: number): number | undefined {
  return DRIVER_FACING_ROUTES.includes(routeKey) ? driverRouteConcurrency : undefined;
}
