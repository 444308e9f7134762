import type { ItineraryEvent, ShipmentEventType, ShipmentType } from '#shared/domain/types';

/**
 * The specialised event properties and where the spec allows them. Elsewhere the
 * TMS drops them silently: the spec lets it ignore fields, and the caller reads
 * the stored itinerary back.
 */
export const SPECIAL_PROPERTIES = {
  pickupBy: {
    eventTypes: ['hook-origin', 'mount-origin', 'pickup-origin'],
    shipmentTypes: ['export', 'intermodal-oneway'],
  },
  dropBy: {
    eventTypes: ['drop-empty', 'dismount-empty'],
    shipmentTypes: ['export'],
  },
} as const satisfies Record<
  'pickupBy' | 'dropBy',
  { eventTypes: readonly ShipmentEventType[]; shipmentTypes: readonly ShipmentType[] }
>;

type SpecialProperty = keyof typeof SPECIAL_PROPERTIES;

function allowed(property: SpecialProperty, eventType: string, shipmentType: ShipmentType): boolean {
  const where = SPECIAL_PROPERTIES[property];
  return (
    (where.eventTypes as readonly string[]).includes(eventType) &&
    (where.shipmentTypes as readonly string[]).includes(shipmentType)
  );
}

/** Adds to `into` the specialised properties of `event` that are set and allowed on it. */
export function copyAllowedSpecialProperties(
  event: ItineraryEvent,
  shipmentType: ShipmentType,
  into: ItineraryEvent,
): ItineraryEvent {
  if (event.pickupBy && allowed('pickupBy', event.type, shipmentType)) into.pickupBy = event.pickupBy;
  if (event.dropBy && allowed('dropBy', event.type, shipmentType)) into.dropBy = event.dropBy;
  return into;
}
