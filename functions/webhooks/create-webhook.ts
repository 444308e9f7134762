import { httpHandler } from '#shared/http/http-handler';
import { created } from '#shared/http/response';
import { hrefs } from '#shared/presenters/hrefs';
import { renderCreatedSubscription } from '#shared/presenters/webhooks';
import * as routes from '#shared/routes';
import { createSubscription } from '#shared/webhooks/subscriptions';

export const handler = httpHandler(routes.createWebhook, async ({ body }) => {
  const subscription = await createSubscription(body);
  return created(renderCreatedSubscription(subscription), hrefs.webhook(subscription.id));
});
