import { etagOf } from '#shared/domain/entity-tags';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import * as routes from '#shared/routes';
import { readItinerary } from '#shared/shipments/itinerary/read-itinerary';
import { renderItinerary } from '#shared/shipments/presenters/itinerary';

export const handler = httpHandler(routes.getItinerary, async ({ path, uri, principal }) => {
  const { record, directory } = await readItinerary(path.shipmentId, principal, uri);
  return ok(renderItinerary(record.shipment, directory), { etag: etagOf(record.version) });
});
