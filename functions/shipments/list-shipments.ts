import { listShipmentsNewestFirst } from '#shared/data/shipments';
import { httpHandler } from '#shared/http/http-handler';
import { pageOf } from '#shared/http/paging';
import { ok } from '#shared/http/response';
import { renderShipment } from '#shared/presenters/shipment';
import * as routes from '#shared/routes';

export const handler = httpHandler(routes.listShipments, async ({ query, uri }) =>
  ok(
    await pageOf('/shipments', uri, query, async (page) => {
      const { items, hasMore } = await listShipmentsNewestFirst(page);
      return { items: items.map(renderShipment), hasMore };
    }),
  ),
);
