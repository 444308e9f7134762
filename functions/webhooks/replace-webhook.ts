import { etagOf } from '#shared/domain/entity-tags';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import * as routes from '#shared/routes';
import { renderSubscription } from '#shared/webhooks/presenter';
import { replaceSubscriptionOf } from '#shared/webhooks/subscriptions';

export const handler = httpHandler(routes.replaceWebhook, async ({ path, body, uri, headers, principal }) => {
  const { subscription, version } = await replaceSubscriptionOf(
    principal,
    { id: path.webhookId, uri, ifMatch: headers['if-match'] },
    body,
  );
  return ok(renderSubscription(subscription), { etag: etagOf(version) });
});
