import { hrefs } from '#shared/domain/hrefs';
import { httpHandler } from '#shared/http/http-handler';
import { accepted } from '#shared/http/response';
import * as routes from '#shared/routes';
import { resendDelivery } from '#shared/webhooks/manual-deliveries';
import { renderDelivery } from '#shared/webhooks/presenter';

export const handler = httpHandler(routes.resendWebhookDelivery, async ({ path, uri, principal }) => {
  const delivery = await resendDelivery(principal, { ...path, uri });
  return accepted(renderDelivery(delivery), hrefs.webhookDeliveries(path.webhookId), {
    'webhook-id': delivery.id,
  });
});
