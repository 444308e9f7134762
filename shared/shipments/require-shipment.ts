import { resourceNotFound } from '#shared/domain/errors';
import { readShipment } from '#shared/shipments/store/repository';
import type { ShipmentRecord } from '#shared/shipments/store/shipments';

/** The shipment, or the spec's 404 for an unknown one (`data.uri`, `Resource at <path> not found`). */
export async function requireShipment(shipmentId: string, uri: string): Promise<ShipmentRecord> {
  const record = await readShipment(shipmentId);
  if (!record) throw resourceNotFound(uri);
  return record;
}
