import type { LocationDirectory } from '#shared/domain/location-directory';
import type { Principal } from '#shared/domain/principal';
import { locationDirectoryFor } from '#shared/master-data/locations';
import { assertMayReachShipment } from '#shared/shipments/access';
import { requireShipment } from '#shared/shipments/require-shipment';
import type { ShipmentRecord } from '#shared/shipments/store/shipments';

/** GET /shipments/{id}/itinerary: the shipment as stored, with the locations its itinerary names. */
export async function readItinerary(
  shipmentId: string,
  principal: Principal,
  uri: string,
): Promise<{ record: ShipmentRecord; directory: LocationDirectory }> {
  const record = await requireShipment(shipmentId, uri);
  assertMayReachShipment(principal, record.shipment);
  const directory = await locationDirectoryFor(
    record.shipment.itinerary.moves.flatMap((move) => move.events),
  );
  return { record, directory };
}
