import { listSubscriptions } from '#shared/data/webhooks';
import { httpHandler } from '#shared/http/http-handler';
import { pageOf } from '#shared/http/paging';
import { ok } from '#shared/http/response';
import { renderSubscription } from '#shared/presenters/webhooks';
import * as routes from '#shared/routes';

export const handler = httpHandler(routes.listWebhooks, async ({ query, uri }) =>
  ok(
    await pageOf('/webhooks', uri, query, async (page) => {
      const { items, hasMore } = await listSubscriptions(page);
      return { items: items.map(renderSubscription), hasMore };
    }),
  ),
);
