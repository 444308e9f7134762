import { type DeliveredEventType, eventBodyOf, WEBHOOK_TEST_EVENT_TYPE } from '#shared/domain/outbound-event';
import { logger } from '#shared/observability/logger';
import {
  configuredUrlPolicy,
  type Resolver,
  UnresolvedHostError,
  UnsafeUrlError,
  type UrlPolicy,
} from '#shared/outbound/url-safety';
import type { Attempt, AttemptOutcome } from '#shared/queues/attempt';
import { attemptRecordOf } from './attempt-record';
import { recordDeliveryAttempt } from './attempt-store';
import type { DeliveryRef, WebhookDelivery } from './delivery-record';
import { postToPinned, type SendResult, WEBHOOK_TIMEOUT_MS } from './send';
import { signedHeaders, signingSecretsOf } from './signing';
import { getDelivery, getSubscription, type WebhookSubscription } from './store';
import { checkedWebhookTarget } from './webhook-url';

export interface DeliveryOptions {
  /** @default the configured policy (loopback only with ALLOW_LOOPBACK_URLS outside Lambda) */
  policy?: UrlPolicy;
  /** Tests replace DNS; the service uses the system resolver. */
  resolve?: Resolver;
}

/**
 * The body every attempt of a delivery sends: Standard Webhooks' `{ type,
 * timestamp, data }` and the event's `id`, the same as the feed's, by which a
 * receiver dedupes webhooks and feed reads.
 */
export const deliveryBody = (delivery: WebhookDelivery): string =>
  JSON.stringify(
    eventBodyOf({
      id: delivery.eventId,
      type: delivery.type,
      timestamp: delivery.eventTimestamp,
      data: delivery.data,
    }),
  );

/** Whether a subscription still takes a delivery of `type`: a test event always (it was sent to it alone). */
const stillWanted = (subscription: WebhookSubscription, type: DeliveredEventType) =>
  type === WEBHOOK_TEST_EVENT_TYPE || subscription.events.includes(type);

const isSuccess = (result: SendResult) => 'status' in result && result.status >= 200 && result.status < 300;

/** One attempt: the URL checked again now (its addresses pinned), then a signed POST. */
async function send(
  subscription: WebhookSubscription,
  delivery: WebhookDelivery,
  options: DeliveryOptions,
): Promise<SendResult> {
  const policy = options.policy ?? configuredUrlPolicy();
  let target: Awaited<ReturnType<typeof checkedWebhookTarget>>;
  try {
    target = await checkedWebhookTarget(subscription.url, policy, {
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      ...(options.resolve && { resolve: options.resolve }),
    });
  } catch (error) {
    // The URL was safe when it was set: DNS may say otherwise now, and again otherwise later.
    if (error instanceof UnsafeUrlError || error instanceof UnresolvedHostError) {
      return { failure: `URL refused: ${error.message}` };
    }
    throw error;
  }
  const body = deliveryBody(delivery);
  const now = new Date();
  const headers = signedHeaders(signingSecretsOf(subscription, now), delivery.id, now, body);
  return postToPinned(target.url, target.pinned, headers, body);
}

/**
 * Makes one attempt of a recorded delivery, and records it: `delivered` on a
 * 2xx answer; on any other answer, or none, `failed` if it was the last
 * attempt, else still pending (`retry`). A delivery already settled is
 * skipped; one whose subscription was deleted, or no longer listens to its
 * event type, is dropped unsent (and recorded failed).
 */
export async function attemptDelivery(
  ref: DeliveryRef,
  attempt: Attempt,
  options: DeliveryOptions = {},
): Promise<AttemptOutcome> {
  const delivery = await getDelivery(ref);
  if (delivery === undefined || delivery.status !== 'pending') return 'settled';
  const subscription = (await getSubscription(ref.subscriptionId))?.subscription;
  if (subscription === undefined || !stillWanted(subscription, delivery.type)) {
    await recordDeliveryAttempt(ref, {
      status: 'failed',
      lastResponseStatus: delivery.lastResponseStatus,
      counted: false,
    });
    logger.info('webhook delivery dropped: the subscription no longer wants it', { webhookId: delivery.id });
    return 'settled';
  }

  const began = new Date();
  const result = await send(subscription, delivery, options);
  const record = attemptRecordOf(result, began, Date.now() - began.getTime());
  const status = isSuccess(result) ? 'delivered' : attempt.number >= attempt.of ? 'failed' : 'pending';
  await recordDeliveryAttempt(ref, {
    status,
    lastResponseStatus: 'status' in result ? result.status : null,
    counted: true,
    attempt: record,
  });
  const details = {
    webhookId: delivery.id,
    subscriptionId: subscription.id,
    attempt: attempt.number,
    ...('status' in result ? { responseStatus: result.status } : { failure: result.failure }),
  };
  if (status === 'failed') logger.warn('webhook delivery failed', details);
  else logger.info(`webhook attempt ${status === 'delivered' ? 'delivered' : 'to retry'}`, details);
  return status === 'pending' ? 'retry' : 'settled';
}
