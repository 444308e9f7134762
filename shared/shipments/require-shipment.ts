import { getShipment, type ShipmentRecord } from '#shared/data/shipments';
import { NotFoundError } from '#shared/http/errors';

/** The shipment, or the spec's 404 for an unknown one (`data.uri`, `Resource at <path> not found`). */
export async function requireShipment(shipmentId: string, uri: string): Promise<ShipmentRecord> {
  const record = await getShipment(shipmentId);
  if (!record) throw new NotFoundError(`Resource at ${uri} not found`, { uri });
  return record;
}
