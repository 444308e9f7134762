import { etagOf } from '#shared/http/etag';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import { renderSubscription } from '#shared/presenters/webhooks';
import * as routes from '#shared/routes';
import { replaceSubscriptionOf } from '#shared/webhooks/subscriptions';

export const handler = httpHandler(routes.replaceWebhook, async ({ path, body, uri, headers, principal }) => {
  const { subscription, version } = await replaceSubscriptionOf(
    principal,
    { id: path.webhookId, uri, ifMatch: headers['if-match'] },
    body,
  );
  return ok(renderSubscription(subscription), { etag: etagOf(version) });
});
