import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import { readItineraryVersion } from '#shared/itinerary/history';
import { renderVersion } from '#shared/presenters/itinerary-history';
import * as routes from '#shared/routes';

export const handler = httpHandler(routes.getItineraryVersion, async ({ path, uri, principal }) => {
  const { version, record, directory } = await readItineraryVersion({ ...path, uri, principal });
  return ok(renderVersion(version, record.shipment, directory, record.version));
});
