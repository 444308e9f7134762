import type { RouteDefinition } from '#shared/routing/route';

/** The resources the API document groups its operations by, in the order it lists them. */
export const TAGS = [
  { name: 'Shipments', description: 'Shipments, newest first, with links to their itinerary and documents.' },
  {
    name: 'Itineraries',
    description:
      'Ordered moves and events of a shipment. GET, modify, PUT: updates are validated against the business rules, and the TMS may apply automatic changes. Every change is a numbered version in the history: who changed what, and when.',
  },
  {
    name: 'Documents',
    description: 'Shipment document images: submission by bucket key or URL, retrieval, supported types.',
  },
  {
    name: 'Driver plans',
    description: "A driver's scheduled moves, and updates of its non-shipment events.",
  },
  { name: 'Drivers', description: 'Master data: drivers.' },
  {
    name: 'Carriers',
    description: 'Master data: carriers handling moves on behalf of the trucking company.',
  },
  { name: 'Customers', description: 'Master data: customers.' },
  { name: 'Locations', description: 'Master data: sites, yards and cross-docks.' },
  { name: 'Equipment', description: 'Master data: tractors.' },
  {
    name: 'Imports',
    description:
      'Bulk imports of data files from the drop bucket: each record applied once, with counts per kind and refusals. See docs/intake.md.',
  },
  {
    name: 'Webhooks',
    description:
      'Subscriptions that POST signed events (Standard Webhooks) to an integrator, and their deliveries. See docs/webhooks.md.',
  },
  {
    name: 'Events',
    description:
      "The event feed: every outbound event (the webhook deliveries' ids and bodies) in order, from a cursor, kept 30 days. See docs/webhooks.md, Catching up.",
  },
] as const;

export type TagName = (typeof TAGS)[number]['name'];

const BY_FIRST_SEGMENT: Record<string, TagName> = {
  shipments: 'Shipments',
  images: 'Documents',
  drivers: 'Drivers',
  carriers: 'Carriers',
  customers: 'Customers',
  locations: 'Locations',
  equipment: 'Equipment',
  imports: 'Imports',
  webhooks: 'Webhooks',
  events: 'Events',
};

/** A route's tag, from its path: a new route is grouped without being listed anywhere. */
export function tagOf(route: Pick<RouteDefinition, 'path'>): TagName {
  if (/\/itinerary(\/|$)/.test(route.path)) return 'Itineraries';
  if (route.path.endsWith('/images')) return 'Documents';
  if (/\/(plans|non-shipment-events)\b/.test(route.path)) return 'Driver plans';
  const first = route.path.split('/')[1] ?? '';
  const tag = BY_FIRST_SEGMENT[first];
  if (!tag) throw new Error(`No tag for the path ${route.path}: add its first segment to the tags.`);
  return tag;
}
