import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import * as routes from '#shared/routes';
import { prepareReplacement } from '#shared/shipments/itinerary/prepare-replacement';
import { renderItineraryPreview } from '#shared/shipments/presenters/itinerary-history';
import { getShipment } from '#shared/shipments/store/shipments';

/** The PUT's decision without its write: no version, plan change, event or idempotency record, no `ETag`. */
export const handler = httpHandler(routes.previewItinerary, async ({ path, body, principal, headers }) => {
  const request = { shipmentId: path.shipmentId, body, principal, ifMatch: headers['if-match'] };
  const { next, version, directory } = await prepareReplacement(request, getShipment);
  return ok(renderItineraryPreview(version, next, directory));
});
