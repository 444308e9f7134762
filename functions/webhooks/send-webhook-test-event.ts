import { hrefs } from '#shared/domain/hrefs';
import { httpHandler } from '#shared/http/http-handler';
import { accepted } from '#shared/http/response';
import * as routes from '#shared/routes';
import { sendTestEvent } from '#shared/webhooks/manual-deliveries';
import { renderDelivery } from '#shared/webhooks/presenter';

export const handler = httpHandler(routes.sendWebhookTestEvent, async ({ path, uri, principal }) => {
  const delivery = await sendTestEvent(principal, path.webhookId, uri);
  return accepted(renderDelivery(delivery), hrefs.webhookDeliveries(path.webhookId), {
    'webhook-id': delivery.id,
  });
});
