import { httpHandler } from '#shared/http/http-handler';
import { noContent } from '#shared/http/response';
import * as routes from '#shared/routes';
import { removeSubscription } from '#shared/webhooks/subscriptions';

export const handler = httpHandler(routes.deleteWebhook, async ({ path, uri, headers, principal }) => {
  await removeSubscription(principal, { id: path.webhookId, uri, ifMatch: headers['if-match'] });
  return noContent();
});
