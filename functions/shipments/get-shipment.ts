import { etagOf } from '#shared/domain/entity-tags';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import * as routes from '#shared/routes';
import { assertMayReachShipment } from '#shared/shipments/access';
import { renderShipment } from '#shared/shipments/presenters/shipment';
import { requireShipment } from '#shared/shipments/require-shipment';

export const handler = httpHandler(routes.getShipment, async ({ path, uri, principal }) => {
  const { shipment, version } = await requireShipment(path.shipmentId, uri);
  assertMayReachShipment(principal, shipment);
  // One version for facts and itinerary: the same ETag as GET …/itinerary, the If-Match of either PUT.
  return ok(renderShipment(shipment), { etag: etagOf(version) });
});
