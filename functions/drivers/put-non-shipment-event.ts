import { assertActsForDriver } from '#shared/http/auth';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import { locationDirectoryFor } from '#shared/master-data/locations';
import { recordNonShipmentEventUpdate } from '#shared/non-shipment/record-event-update';
import { renderEvent } from '#shared/presenters/itinerary';
import * as routes from '#shared/routes';

export const handler = httpHandler(routes.putNonShipmentEvent, async ({ path, body, principal }) => {
  assertActsForDriver(principal, path.driverId);
  const event = await recordNonShipmentEventUpdate(path.driverId, path.eventId, body);
  return ok(renderEvent(event, await locationDirectoryFor([event])));
});
