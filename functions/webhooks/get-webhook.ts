import { etagOf } from '#shared/domain/entity-tags';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import * as routes from '#shared/routes';
import { renderSubscription } from '#shared/webhooks/presenter';
import { requireSubscription } from '#shared/webhooks/subscriptions';

export const handler = httpHandler(routes.getWebhook, async ({ path, uri, principal }) => {
  const { subscription, version } = await requireSubscription(principal, path.webhookId, uri);
  return ok(renderSubscription(subscription), { etag: etagOf(version) });
});
