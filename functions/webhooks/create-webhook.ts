import { hrefs } from '#shared/domain/hrefs';
import { httpHandler } from '#shared/http/http-handler';
import { idempotency } from '#shared/http/idempotency/keyed-requests';
import { created } from '#shared/http/response';
import * as routes from '#shared/routes';
import { renderCreatedSubscription } from '#shared/webhooks/presenter';
import type { WebhookSubscription } from '#shared/webhooks/store';
import { createSubscription, requireSubscription } from '#shared/webhooks/subscriptions';

const answer = (subscription: WebhookSubscription) =>
  created(renderCreatedSubscription(subscription), hrefs.webhook(subscription.id));

export const handler = httpHandler(
  routes.createWebhook,
  async ({ body, principal, createdResourceId }) =>
    answer(await createSubscription(principal, body, createdResourceId)),
  {
    idempotency,
    // A keyed retry: the same subscription, with its secret, while it exists (404 once deleted).
    answerFromCurrentState: async ({ principal, createdResourceId = '' }) =>
      answer(
        (await requireSubscription(principal, createdResourceId, hrefs.webhook(createdResourceId)))
          .subscription,
      ),
    // The answer holds the secret: the idempotency record keeps none of it.
    keepsAnswer: false,
  },
);
