import { etagOf } from '#shared/domain/entity-tags';
import { httpHandler } from '#shared/http/http-handler';
import { idempotency } from '#shared/http/idempotency/keyed-requests';
import { ok } from '#shared/http/response';
import * as routes from '#shared/routes';
import { readItinerary } from '#shared/shipments/itinerary/read-itinerary';
import { replaceItinerary } from '#shared/shipments/itinerary/replace-itinerary';
import { renderItinerary } from '#shared/shipments/presenters/itinerary';

const answer = ({ record, directory }: Awaited<ReturnType<typeof readItinerary>>) =>
  ok(renderItinerary(record.shipment, directory), { etag: etagOf(record.version) });

export const handler = httpHandler(
  routes.putItinerary,
  async ({ path, body, principal, headers }) =>
    answer(
      await replaceItinerary({ shipmentId: path.shipmentId, body, principal, ifMatch: headers['if-match'] }),
    ),
  {
    idempotency,
    answerFromCurrentState: async ({ path, principal, uri }) =>
      answer(await readItinerary(path.shipmentId, principal, uri)),
  },
);
