import type { WebhookSubscription } from '#shared/data/webhooks';
import { httpHandler } from '#shared/http/http-handler';
import { idempotency } from '#shared/http/idempotency';
import { created } from '#shared/http/response';
import { hrefs } from '#shared/presenters/hrefs';
import { renderCreatedSubscription } from '#shared/presenters/webhooks';
import * as routes from '#shared/routes';
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
