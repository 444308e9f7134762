import { httpHandler } from '#shared/http/http-handler';
import { pageOf } from '#shared/http/paging';
import { ok } from '#shared/http/response';
import * as routes from '#shared/routes';
import { renderShipment } from '#shared/shipments/presenters/shipment';
import { listShipmentsNewestFirst } from '#shared/shipments/store/shipments';

export const handler = httpHandler(routes.listShipments, async ({ query, uri }) =>
  ok(
    await pageOf('/shipments', uri, query, async (page) => {
      const { items, hasMore } = await listShipmentsNewestFirst(page);
      return { items: items.map(renderShipment), hasMore };
    }),
  ),
);
