import type { LocationKind, ShipmentEventType } from './types';

/**
 * Which collection of locations an event's site id must belong to (spec
 * "Itinerary event types", location rule); `yardOrSite`: either of the two.
 * The one source of this fact: the rules engine's event table, the presenters,
 * the importer and the time-zone lookup all read it here.
 */
export type SiteRequirement = 'site' | 'yard' | 'crossDock' | 'yardOrSite';

const NOT_A_SITE: Readonly<Partial<Record<ShipmentEventType, SiteRequirement>>> = {
  'hook-yard': 'yard',
  'drop-yard': 'yard',
  'pickup-crossdock': 'crossDock',
  'deliver-crossdock': 'crossDock',
  'hook-chassis': 'yardOrSite',
  'drop-chassis': 'yardOrSite',
};

export const siteRequirementOf = (type: ShipmentEventType): SiteRequirement => NOT_A_SITE[type] ?? 'site';

/** The location kinds each requirement accepts, in the order a site id is looked up. */
const KINDS_OF_REQUIREMENT: Readonly<Record<SiteRequirement, readonly LocationKind[]>> = {
  site: ['site'],
  yard: ['yard'],
  crossDock: ['crossDock'],
  yardOrSite: ['yard', 'site'],
};

/** A non-shipment event may name a location of any kind. */
const ANY_KIND: readonly LocationKind[] = ['site', 'yard', 'crossDock'];

/**
 * Which kinds of location an event type may name, in the order they are looked
 * up: the collection a shipment event's type requires, and any kind for a
 * non-shipment event.
 */
export function locationKindsFor(eventType: string): readonly LocationKind[] {
  if (eventType.startsWith('ns-')) return ANY_KIND;
  return KINDS_OF_REQUIREMENT[NOT_A_SITE[eventType as ShipmentEventType] ?? 'site'];
}
