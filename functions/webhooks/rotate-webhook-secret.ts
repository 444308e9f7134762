import { hrefs } from '#shared/domain/hrefs';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import * as routes from '#shared/routes';
import { renderRotatedSecret } from '#shared/webhooks/presenter';
import { rotateSecretOf } from '#shared/webhooks/subscriptions';

export const handler = httpHandler(routes.rotateWebhookSecret, async ({ path, body, headers, principal }) =>
  ok(
    renderRotatedSecret(
      await rotateSecretOf(
        principal,
        { id: path.webhookId, uri: hrefs.webhook(path.webhookId), ifMatch: headers['if-match'] },
        body.overlapSeconds,
      ),
    ),
  ),
);
