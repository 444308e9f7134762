import type { ItineraryChange, ItineraryVersion } from '#shared/domain/itinerary-version';
import type { Shipment, StoredShipment } from '#shared/domain/types';
import { valueChanges } from '#shared/shipments/itinerary/changes';
import { importedVersion } from '#shared/shipments/itinerary/version-record';
import type { ShipmentBody } from '#shared/shipments/schemas/shipment-request';

/** The name the PUT body and the version's changes give the body's object (`object_name` of a 400). */
export const SHIPMENT_BODY = 'ShipmentUpdate';

/** The shipment a PUT body describes; `createdAt` is the service's, kept from the stored shipment or set now. */
export function shipmentFromBody(id: string, body: ShipmentBody, createdAt: string): Shipment {
  return {
    id,
    orderNumber: body.orderNumber,
    status: body.status,
    type: body.type,
    hazmat: body.hazmat,
    customerId: body.customer.id,
    createdAt,
    origin: body.origin.id,
    destination: body.destination.id,
    equipment: { ...body.equipment },
    ...(body.orderedAt !== undefined && { orderedAt: body.orderedAt }),
  };
}

/** The facts a caller owns, shaped as the PUT body: what a version's changes name (`status`, `customer.id`). */
function ownedFacts(shipment: Shipment) {
  return {
    orderNumber: shipment.orderNumber,
    status: shipment.status,
    type: shipment.type,
    hazmat: shipment.hazmat,
    customer: { id: shipment.customerId },
    origin: { id: shipment.origin },
    destination: { id: shipment.destination },
    equipment: shipment.equipment,
    ...(shipment.orderedAt !== undefined && { orderedAt: shipment.orderedAt }),
  };
}

/** What a facts PUT changes: every fact of a new shipment (from `null`), else those that differ. */
export function factsChanges(before: Shipment | undefined, after: Shipment): ItineraryChange[] {
  return valueChanges(before === undefined ? {} : ownedFacts(before), ownedFacts(after));
}

/** The top-level fields a facts change touched, as GET names them (`["status"]`). */
export function changedFacts(before: Shipment, after: Shipment): string[] {
  const names = factsChanges(before, after).map((change) => change.path.split(/[.[]/)[0]!);
  return [...new Set(names)];
}

/**
 * The version an import writes for a shipment it stores with its itinerary
 * (a first version unless `version` says otherwise): the facts' changes,
 * every one from `null` for a new shipment as a PUT's creation, then the moves'.
 */
export function importedShipmentVersion(
  shipment: StoredShipment,
  changedAt: Date,
  { version = 1, before }: { version?: number; before?: StoredShipment } = {},
): ItineraryVersion {
  const moves = importedVersion(shipment, changedAt, { version, before: before?.itinerary });
  return { ...moves, changes: [...factsChanges(before, shipment), ...moves.changes] };
}
