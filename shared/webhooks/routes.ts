/**
 * The webhook subscriptions' routes.
 * shared/routes.ts assembles every feature's routes into the one route table.
 */

import { defineRoute } from '#shared/routing/route';
import { DISPATCHER, listRoute } from '#shared/routing/shapes';
import { pageQuery } from '#shared/schemas/collections';
import {
  secretRotationRequest,
  webhookDeliveryPath,
  webhookPath,
  webhookSubscriptionRequest,
} from '#shared/webhooks/request-schemas';
import {
  createdWebhookSubscription,
  rotatedWebhookSecret,
  webhookDelivery,
  webhookDeliveryPage,
  webhookPage,
  webhookSubscription,
} from '#shared/webhooks/response-schemas';

export const createWebhook = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/webhooks',
  handler: 'functions/webhooks/create-webhook.ts',
  summary: 'Subscribe a URL to events (webhook)',
  roles: DISPATCHER,
  scope: 'tms/webhooks',
  request: { body: webhookSubscriptionRequest },
  access: { table: 'write' },
  response: { status: 201, body: createdWebhookSubscription },
  idempotent: true,
});

export const listWebhooks = /* @__PURE__ */ listRoute(
  '/webhooks',
  'functions/webhooks/list-webhooks.ts',
  'List webhook subscriptions',
  webhookPage,
  'tms/webhooks',
);

export const getWebhook = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/webhooks/{webhookId}',
  handler: 'functions/webhooks/get-webhook.ts',
  summary: 'Get a webhook subscription',
  roles: DISPATCHER,
  scope: 'tms/webhooks',
  request: { path: webhookPath },
  access: { table: 'read' },
  response: { status: 200, body: webhookSubscription },
  conditional: true,
});

export const replaceWebhook = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/webhooks/{webhookId}',
  handler: 'functions/webhooks/replace-webhook.ts',
  summary: "Replace a webhook subscription's URL, events and description",
  roles: DISPATCHER,
  scope: 'tms/webhooks',
  request: { path: webhookPath, body: webhookSubscriptionRequest },
  access: { table: 'write' },
  response: { status: 200, body: webhookSubscription },
});

export const deleteWebhook = /* @__PURE__ */ defineRoute({
  method: 'DELETE',
  path: '/webhooks/{webhookId}',
  handler: 'functions/webhooks/delete-webhook.ts',
  summary: 'Delete a webhook subscription (its queued deliveries are dropped)',
  roles: DISPATCHER,
  scope: 'tms/webhooks',
  request: { path: webhookPath },
  access: { table: 'write' },
  response: { status: 204 },
});

export const listWebhookDeliveries = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/webhooks/{webhookId}/deliveries',
  handler: 'functions/webhooks/list-webhook-deliveries.ts',
  summary: "List a webhook subscription's deliveries, newest first",
  roles: DISPATCHER,
  scope: 'tms/webhooks',
  request: { path: webhookPath, query: pageQuery },
  access: { table: 'read' },
  response: { status: 200, body: webhookDeliveryPage },
});

export const rotateWebhookSecret = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/webhooks/{webhookId}/secret',
  handler: 'functions/webhooks/rotate-webhook-secret.ts',
  summary: "Rotate a webhook subscription's signing secret, with an overlap",
  roles: DISPATCHER,
  scope: 'tms/webhooks',
  request: { path: webhookPath, body: secretRotationRequest },
  access: { table: 'write' },
  response: { status: 200, body: rotatedWebhookSecret },
});

export const sendWebhookTestEvent = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/webhooks/{webhookId}/test',
  handler: 'functions/webhooks/send-webhook-test-event.ts',
  summary:
    'Send a `webhook.test` event to this subscription alone, through the delivery path every event takes',
  roles: DISPATCHER,
  scope: 'tms/webhooks',
  request: { path: webhookPath },
  access: { table: 'write', webhookQueue: 'send' },
  response: { status: 202, body: webhookDelivery },
});

export const resendWebhookDelivery = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/webhooks/{webhookId}/deliveries/{deliveryId}/resend',
  handler: 'functions/webhooks/resend-webhook-delivery.ts',
  summary: 'Send a delivery again: the same event under the same `webhook-id`, recorded as another attempt',
  roles: DISPATCHER,
  scope: 'tms/webhooks',
  request: { path: webhookDeliveryPath },
  access: { table: 'write', webhookQueue: 'send' },
  response: { status: 202, body: webhookDelivery },
});
