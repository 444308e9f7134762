import { etagOf } from '#shared/http/etag';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import { locationDirectoryFor } from '#shared/master-data/locations';
import { renderItinerary } from '#shared/presenters/itinerary';
import * as routes from '#shared/routes';
import { assertMayReachShipment } from '#shared/shipments/access';
import { requireShipment } from '#shared/shipments/require-shipment';

export const handler = httpHandler(routes.getItinerary, async ({ path, uri, principal }) => {
  const { shipment, version } = await requireShipment(path.shipmentId, uri);
  assertMayReachShipment(principal, shipment);
  const directory = await locationDirectoryFor(shipment.itinerary.moves.flatMap((move) => move.events));
  return ok(renderItinerary(shipment, directory), { etag: etagOf(version) });
});
