import { timingFieldsOf } from '#shared/domain/event-fields';
import { hrefs } from '#shared/domain/hrefs';
import type { LocationDirectory } from '#shared/domain/location-directory';
import type { ItineraryEvent, Move, StoredShipment } from '#shared/domain/types';
import { renderSite } from '#shared/master-data/presenter';

export function renderEvent(event: ItineraryEvent, directory: LocationDirectory) {
  return {
    type: event.type,
    site: renderSite(event.site.id, event.type, directory),
    ...timingFieldsOf(event),
    ...(event.id !== undefined ? { id: event.id } : {}),
  };
}

export const renderPowerUnit = (powerUnit: { id: string }) => ({
  id: powerUnit.id,
  href: hrefs.tractor(powerUnit.id),
});

function renderMove(move: Move, shipmentId: string, directory: LocationDirectory) {
  return {
    driver: { id: move.driver.id, href: hrefs.assignee(move.driver), type: move.driver.type },
    events: move.events.map((event) => renderEvent(event, directory)),
    plannedDate: move.plannedDate,
    powerUnit: renderPowerUnit(move.powerUnit),
    status: move.status,
    hint: move.hint,
    shipment: { id: shipmentId, href: hrefs.shipment(shipmentId) },
  };
}

/** The shipment itinerary resource of the spec. */
export function renderItinerary(shipment: StoredShipment, directory: LocationDirectory) {
  return {
    id: shipment.id,
    self: hrefs.itinerary(shipment.id),
    shipment: { id: shipment.id, href: hrefs.shipment(shipment.id), orderNumber: shipment.orderNumber },
    moves: shipment.itinerary.moves.map((move) => renderMove(move, shipment.id, directory)),
  };
}

/** Every location id an itinerary names, for one batched read of their details. */
export const locationIdsOf = (moves: readonly { events: readonly ItineraryEvent[] }[]): string[] => [
  ...new Set(moves.flatMap((move) => move.events.map((event) => event.site.id))),
];
