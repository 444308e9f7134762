import type { RouteId } from '#shared/route-table';
import { invoke, type TestResponse } from '../../../support/invoke';
import type { MasterRef } from './intake-steps';

/**
 * Reads of the live-intake property test, through the real handlers: what a
 * client sees of shipments, their history, drivers' plans, master records and
 * collections.
 */

// biome-ignore lint/suspicious/noExplicitAny: bodies are read as a client reads JSON
export type Json = any;

/** The version an `ETag` of a shipment names, 0 for no shipment. */
export const versionOf = (response: TestResponse): number =>
  response.status === 200 ? Number(JSON.parse(response.headers.etag ?? '"0"')) : 0;

export const getShipment = (shipmentId: string) => invoke('getShipment', { pathParameters: { shipmentId } });
export const getItinerary = (shipmentId: string) =>
  invoke('getItinerary', { pathParameters: { shipmentId } });

/** Every version of a shipment's history, oldest first. */
export async function historyOf(shipmentId: string): Promise<Json[]> {
  const versions: Json[] = [];
  for (let offset = 0; ; offset += 50) {
    const page = await invoke('listItineraryHistory', {
      pathParameters: { shipmentId },
      query: `offset=${offset}&limit=50`,
    });
    if (page.status === 404) return [];
    versions.push(...page.body.items);
    if (page.body.next === '') return versions.reverse();
  }
}

/** Every item of a collection, page after page of `limit`. */
export async function collection(route: RouteId, limit = 2): Promise<Json[]> {
  const items: Json[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = await invoke(route, { query: `offset=${offset}&limit=${limit}` });
    expect(page.status).toBe(200);
    items.push(...page.body.items);
    if (page.body.next === '') return items;
  }
}

/** A master record's routes. */
export const MASTER_ROUTES = {
  driver: { get: 'getDriver', put: 'putDriver', list: 'listDrivers', param: 'driverId' },
  customer: { get: 'getCustomer', put: 'putCustomer', list: 'listCustomers', param: 'customerId' },
} as const satisfies Record<MasterRef['kind'], { get: RouteId; put: RouteId; list: RouteId; param: string }>;

export const getMaster = (ref: MasterRef) =>
  invoke(MASTER_ROUTES[ref.kind].get, { pathParameters: { [MASTER_ROUTES[ref.kind].param]: ref.id } });

export const putMaster = (ref: MasterRef, body: unknown, headers: Record<string, string>) =>
  invoke(MASTER_ROUTES[ref.kind].put, {
    pathParameters: { [MASTER_ROUTES[ref.kind].param]: ref.id },
    body,
    headers,
  });

/** The shipment moves in a driver's plan, from any date: `shipment id@planned date`. */
export async function plannedMoves(driverId: string): Promise<string[]> {
  const plan = await invoke('getDriverPlans', {
    pathParameters: { driverId },
    query: 'startDate=2000-01-01',
  });
  if (plan.status === 404) return [];
  expect(plan.status).toBe(200);
  return plan.body.items
    .filter((item: Json) => item.shipment?.id)
    .map((item: Json) => `${item.shipment.id}@${item.plannedDate}`);
}
