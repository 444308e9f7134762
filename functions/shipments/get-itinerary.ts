import { etagOf } from '#shared/api/etag';
import { locationDirectoryFor } from '#shared/api/locations';
import { assertMayReachShipment } from '#shared/api/shipment-access';
import { requireShipment } from '#shared/api/shipments';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import { renderItinerary } from '#shared/presenters/itinerary';
import * as routes from '#shared/routes';

export const handler = httpHandler(routes.getItinerary, async ({ path, uri, principal }) => {
  const { shipment, version } = await requireShipment(path.shipmentId, uri);
  assertMayReachShipment(principal, shipment);
  const directory = await locationDirectoryFor(shipment.itinerary.moves.flatMap((move) => move.events));
  return ok(renderItinerary(shipment, directory), { etag: etagOf(version) });
});
