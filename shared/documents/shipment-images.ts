import { hrefs } from '#shared/domain/hrefs';
import type { Principal } from '#shared/domain/principal';
import { assertMayReachShipment } from '#shared/shipments/access';
import { requireShipment } from '#shared/shipments/require-shipment';
import { listDocumentTypesOfShipment } from './store';

/** GET /shipments/{id}/images: the document types the shipment currently has (empty when none). */
export async function shipmentImages(shipmentId: string, principal: Principal, uri: string) {
  const { shipment } = await requireShipment(shipmentId, uri);
  assertMayReachShipment(principal, shipment);
  return {
    id: shipment.id,
    self: hrefs.shipmentImages(shipment.id),
    items: await listDocumentTypesOfShipment(shipment.id),
  };
}
