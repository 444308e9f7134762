import { hrefs } from '#shared/domain/hrefs';
import { httpHandler } from '#shared/http/http-handler';
import { accepted } from '#shared/http/response';
import * as routes from '#shared/routes';
import { resendDelivery } from '#shared/webhooks/manual-deliveries';
import { renderDelivery } from '#shared/webhooks/presenter';

export const handler = httpHandler(routes.resendWebhookDelivery, async ({ path, uri, principal }) =>
  accepted(
    renderDelivery(
      await resendDelivery(principal, { webhookId: path.webhookId, deliveryId: path.deliveryId, uri }),
    ),
    hrefs.webhookDeliveries(path.webhookId),
  ),
);
