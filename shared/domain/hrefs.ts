import type { Assignee, LocationKind } from '#shared/domain/types';

/** Every resource path the service hands out, derived from ids (they are never stored). */
export const hrefs = {
  shipment: (id: string) => `/shipments/${encodeURIComponent(id)}`,
  itinerary: (shipmentId: string) => `/shipments/${encodeURIComponent(shipmentId)}/itinerary`,
  itineraryHistory: (shipmentId: string) => `${hrefs.itinerary(shipmentId)}/history`,
  itineraryVersion: (shipmentId: string, version: number) =>
    `${hrefs.itineraryHistory(shipmentId)}/${version}`,
  shipmentImages: (shipmentId: string) => `/shipments/${encodeURIComponent(shipmentId)}/images`,
  customer: (id: string) => `/customers/${encodeURIComponent(id)}`,
  driver: (id: string) => `/drivers/${encodeURIComponent(id)}`,
  driverPlans: (id: string) => `/drivers/${encodeURIComponent(id)}/plans`,
  carrier: (id: string) => `/carriers/${encodeURIComponent(id)}`,
  tractor: (id: string) => (id ? `/equipment/tractors/${encodeURIComponent(id)}` : ''),
  masterRecord: (kind: MasterKindName, id: string) =>
    `${MASTER_COLLECTION_PATHS[kind]}/${encodeURIComponent(id)}`,
  location: (kind: LocationKind, id: string) =>
    `${LOCATION_COLLECTION_PATHS[kind]}/${encodeURIComponent(id)}`,
  submission: (id: string) => `/images/submissions/${encodeURIComponent(id)}`,
  importJob: (id: string) => `/imports/${encodeURIComponent(id)}`,
  webhook: (id: string) => `/webhooks/${encodeURIComponent(id)}`,
  webhookDeliveries: (id: string) => `/webhooks/${encodeURIComponent(id)}/deliveries`,
  /** A driver or carrier reference; a move that is not routed has none. */
  assignee: (assignee: Assignee) => {
    if (assignee.type === 'driver') return hrefs.driver(assignee.id);
    if (assignee.type === 'carrier') return hrefs.carrier(assignee.id);
    return '';
  },
};

/** Where each kind of master record is listed; a record's own path is its id under it. */
export const MASTER_COLLECTION_PATHS = {
  customer: '/customers',
  driver: '/drivers',
  carrier: '/carriers',
  site: '/locations/sites',
  yard: '/locations/yards',
  crossDock: '/locations/cross-docks',
  tractor: '/equipment/tractors',
  chassis: '/equipment/chassis',
  container: '/equipment/containers',
  trailer: '/equipment/trailers',
} as const;
export type MasterKindName = keyof typeof MASTER_COLLECTION_PATHS;

export const LOCATION_COLLECTION_PATHS: Record<LocationKind, string> = {
  site: MASTER_COLLECTION_PATHS.site,
  yard: MASTER_COLLECTION_PATHS.yard,
  crossDock: MASTER_COLLECTION_PATHS.crossDock,
};
