import { getShipment } from '#shared/data/shipments';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import { prepareReplacement } from '#shared/itinerary/prepare-replacement';
import { renderItineraryPreview } from '#shared/presenters/itinerary-history';
import * as routes from '#shared/routes';

/** The PUT's decision without its write: no version, plan change, event or idempotency record, no `ETag`. */
export const handler = httpHandler(routes.previewItinerary, async ({ path, body, principal, headers }) => {
  const request = { shipmentId: path.shipmentId, body, principal, ifMatch: headers['if-match'] };
  const { next, version, directory } = await prepareReplacement(request, getShipment);
  return ok(renderItineraryPreview(version, next, directory));
});
