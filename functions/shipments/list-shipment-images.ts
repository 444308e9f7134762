import { shipmentImages } from '#shared/documents/shipment-images';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import * as routes from '#shared/routes';

export const handler = httpHandler(routes.listShipmentImages, async ({ path, principal, uri }) =>
  ok(await shipmentImages(path.shipmentId, principal, uri)),
);
