import { assertActsForDriver } from '#shared/domain/principal';
import { httpHandler } from '#shared/http/http-handler';
import { idempotency } from '#shared/http/idempotency/keyed-requests';
import { ok } from '#shared/http/response';
import { locationDirectoryFor } from '#shared/master-data/locations';
import {
  currentNonShipmentEvent,
  recordNonShipmentEventUpdate,
} from '#shared/non-shipment/record-event-update';
import * as routes from '#shared/routes';
import { renderEvent } from '#shared/shipments/presenters/itinerary';

const answer = async (event: Awaited<ReturnType<typeof currentNonShipmentEvent>>) =>
  ok(renderEvent(event, await locationDirectoryFor([event])));

export const handler = httpHandler(
  routes.putNonShipmentEvent,
  async ({ path, body, principal }) => {
    assertActsForDriver(principal, path.driverId);
    // The update read the move's locations: the answer needs no second read.
    const { event, directory } = await recordNonShipmentEventUpdate(path.driverId, path.eventId, body);
    return ok(renderEvent(event, directory));
  },
  {
    idempotency,
    answerFromCurrentState: async ({ path, principal }) => {
      assertActsForDriver(principal, path.driverId);
      return answer(await currentNonShipmentEvent(path.driverId, path.eventId));
    },
  },
);
