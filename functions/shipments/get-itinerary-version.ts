import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import * as routes from '#shared/routes';
import { readItineraryVersion } from '#shared/shipments/itinerary/history';
import { renderVersion } from '#shared/shipments/presenters/itinerary-history';

export const handler = httpHandler(routes.getItineraryVersion, async ({ path, uri, principal }) => {
  const { version, record, directory } = await readItineraryVersion({ ...path, uri, principal });
  return ok(renderVersion(version, record.shipment, directory, record.version));
});
