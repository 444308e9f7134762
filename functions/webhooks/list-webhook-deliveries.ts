import { hrefs } from '#shared/domain/hrefs';
import { httpHandler } from '#shared/http/http-handler';
import { pageOf } from '#shared/http/paging';
import { ok } from '#shared/http/response';
import * as routes from '#shared/routes';
import { renderDelivery } from '#shared/webhooks/presenter';
import { deliveriesOf } from '#shared/webhooks/subscriptions';

export const handler = httpHandler(routes.listWebhookDeliveries, async ({ path, query, uri, principal }) =>
  ok(
    await pageOf(hrefs.webhookDeliveries(path.webhookId), uri, query, async (page) => {
      const { items, hasMore } = await deliveriesOf(principal, path.webhookId, uri, page);
      return { items: items.map(renderDelivery), hasMore };
    }),
  ),
);
