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

/** The event without the specialised properties that are empty or not allowed on it. */
export function keepAllowedSpecialProperties(
  event: ItineraryEvent,
  shipmentType: ShipmentType,
): ItineraryEvent {
  const { pickupBy, dropBy, ...common } = event;
  const kept: ItineraryEvent = common;
  if (pickupBy && allowed('pickupBy', event.type, shipmentType)) kept.pickupBy = pickupBy;
  if (dropBy && allowed('dropBy', event.type, shipmentType)) kept.dropBy = dropBy;
  return kept;
}
