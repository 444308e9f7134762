import { etagOf } from '#shared/http/etag';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import { renderSubscription } from '#shared/presenters/webhooks';
import * as routes from '#shared/routes';
import { requireSubscription } from '#shared/webhooks/subscriptions';

export const handler = httpHandler(routes.getWebhook, async ({ path, uri, principal }) => {
  const { subscription, version } = await requireSubscription(principal, path.webhookId, uri);
  return ok(renderSubscription(subscription), { etag: etagOf(version) });
});
