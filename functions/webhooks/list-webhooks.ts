import { httpHandler } from '#shared/http/http-handler';
import { pageOf } from '#shared/http/paging';
import { ok } from '#shared/http/response';
import * as routes from '#shared/routes';
import { renderSubscription } from '#shared/webhooks/presenter';
import { listReachableSubscriptions } from '#shared/webhooks/subscriptions';

export const handler = httpHandler(routes.listWebhooks, async ({ query, uri, principal }) =>
  ok(
    await pageOf('/webhooks', uri, query, async (page) => {
      const { items, hasMore } = await listReachableSubscriptions(principal, page);
      return { items: items.map(renderSubscription), hasMore };
    }),
  ),
);
