import { etagOf } from '#shared/domain/entity-tags';
import { hrefs } from '#shared/domain/hrefs';
import { httpHandler } from '#shared/http/http-handler';
import { idempotency } from '#shared/http/idempotency/keyed-requests';
import { created, ok } from '#shared/http/response';
import * as routes from '#shared/routes';
import { putShipment } from '#shared/shipments/facts/put-shipment';
import { renderShipment } from '#shared/shipments/presenters/shipment';
import { requireShipment } from '#shared/shipments/require-shipment';
import type { ShipmentRecord } from '#shared/shipments/store/shipments';

const headersOf = (record: ShipmentRecord) => ({ etag: etagOf(record.version) });

export const handler = httpHandler(
  routes.putShipment,
  async ({ path, body, principal, headers }) => {
    const { record, created: isNew } = await putShipment({
      shipmentId: path.shipmentId,
      body,
      principal,
      ifMatch: headers['if-match'],
    });
    const shown = renderShipment(record.shipment);
    if (!isNew) return ok(shown, headersOf(record));
    const answer = created(shown, hrefs.shipment(record.shipment.id));
    return { ...answer, headers: { ...answer.headers, ...headersOf(record) } };
  },
  {
    idempotency,
    // A keyed create or replace whose answer was lost: the shipment as it is now.
    answerFromCurrentState: async ({ path, uri }) => {
      const record = await requireShipment(path.shipmentId, uri);
      return ok(renderShipment(record.shipment), headersOf(record));
    },
  },
);
