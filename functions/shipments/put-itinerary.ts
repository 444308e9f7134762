import { etagOf } from '#shared/http/etag';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import { replaceItinerary } from '#shared/itinerary/replace-itinerary';
import { renderItinerary } from '#shared/presenters/itinerary';
import * as routes from '#shared/routes';

export const handler = httpHandler(routes.putItinerary, async ({ path, body, principal, headers }) => {
  const { record, directory } = await replaceItinerary({
    shipmentId: path.shipmentId,
    body,
    principal,
    ifMatch: headers['if-match'],
  });
  return ok(renderItinerary(record.shipment, directory), { etag: etagOf(record.version) });
});
