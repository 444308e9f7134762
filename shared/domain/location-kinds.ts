import type { LocationKind } from './types';

/**
 * Which kinds of location an event type may name, in the order they are looked
 * up: the collection a shipment event's type requires (spec, location rule), and
 * any kind for a non-shipment event.
 */
export function locationKindsFor(eventType: string): LocationKind[] {
  if (eventType === 'hook-yard' || eventType === 'drop-yard') return ['yard'];
  if (eventType === 'pickup-crossdock' || eventType === 'deliver-crossdock') return ['crossDock'];
  if (eventType === 'hook-chassis' || eventType === 'drop-chassis') return ['yard', 'site'];
  if (eventType.startsWith('ns-')) return ['site', 'yard', 'crossDock'];
  return ['site'];
}
