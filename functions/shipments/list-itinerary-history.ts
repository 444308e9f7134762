import { hrefs } from '#shared/domain/hrefs';
import { httpHandler } from '#shared/http/http-handler';
import { pageOf } from '#shared/http/paging';
import { ok } from '#shared/http/response';
import * as routes from '#shared/routes';
import { HISTORY_PAGE_BOUNDS, readItineraryHistory } from '#shared/shipments/itinerary/history';
import { renderVersionSummary } from '#shared/shipments/presenters/itinerary-history';

export const handler = httpHandler(routes.listItineraryHistory, async ({ path, query, uri, principal }) =>
  ok(
    await pageOf(
      hrefs.itineraryHistory(path.shipmentId),
      uri,
      query,
      async (page) => {
        const { items, hasMore } = await readItineraryHistory(
          { shipmentId: path.shipmentId, uri, principal },
          page,
        );
        return { items: items.map(renderVersionSummary), hasMore };
      },
      HISTORY_PAGE_BOUNDS,
    ),
  ),
);
