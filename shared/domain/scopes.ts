/**
 * The scopes of the resource server `tms`: what a machine client (an
 * integration) may do. Each route declares the one it needs in the route table;
 * people's tokens carry none and are governed by their roles.
 */
export const SCOPES = {
  'tms/shipments.read': "Read shipments, itineraries, their history and a shipment's document list",
  'tms/shipments.write': 'Create shipments and replace their facts (status, customer, places, equipment)',
  'tms/itineraries.write': "Replace a shipment's itinerary",
  'tms/documents.read': 'Read stored documents, document types and submissions',
  'tms/documents.write': 'Submit documents and ask for uploads',
  'tms/drivers.read': "Read drivers and drivers' plans",
  'tms/drivers.write': "Update a driver's non-shipment events",
  'tms/master-data.read':
    'Read customers, carriers, locations and equipment, and the events of their changes (`master-data.updated`)',
  'tms/master-data.write':
    'Create, replace and retire customers, drivers, carriers, locations and equipment, and import data files',
  'tms/webhooks': 'Manage its own webhook subscriptions and read their deliveries',
} as const;

export type Scope = keyof typeof SCOPES;

/** The resource server's identifier: every scope is `tms/<name>`. */
export const RESOURCE_SERVER = 'tms';

export const SCOPE_NAMES = Object.keys(SCOPES) as Scope[];

export const isScope = (name: string): name is Scope => Object.hasOwn(SCOPES, name);

/** The names in a space-separated `scope` value (RFC 6749, 3.3) that are not scopes of `tms`. */
export function unknownScopes(names: readonly string[]): string[] {
  return names.filter((name) => !isScope(name));
}

/** A `scope` value split on spaces, empty names dropped. */
export const scopeList = (value: string): string[] => value.split(' ').filter(Boolean);
