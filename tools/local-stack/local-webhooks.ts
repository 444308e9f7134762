import { setTimeout as sleep } from 'node:timers/promises';
import { config } from '#shared/config';
import { logger } from '#shared/observability/logger';
import type { AttemptOutcome } from '#shared/queues/attempt';
import { attemptDelivery, type DeliveryOptions } from '#shared/webhooks/deliver';
import { deliveryQueue } from '#shared/webhooks/delivery-queue';
import type { DeliveryRef } from '#shared/webhooks/delivery-record';
import { localRetryDelayMs } from '#shared/webhooks/retry-policy';
import { listPendingDeliveries } from '#shared/webhooks/store';
import { retryStop } from './retry-stop';

export interface LocalWebhookOptions extends DeliveryOptions {
  /** @default LOCAL_WEBHOOK_ATTEMPTS, else 5 */
  attempts?: number;
  /** Wait before the first retry; later waits double, up to eight times this. @default LOCAL_WEBHOOK_BACKOFF_MS, else 1000 */
  backoffMs?: number;
}

export interface LocalWebhooks {
  /** Resolves once every delivery taken so far has settled or used its attempts. */
  idle(): Promise<void>;
  /** Stops taking deliveries and waits for the attempts under way; retries still waiting stay pending for the next start. */
  stop(): Promise<void>;
}

const keyOf = (ref: DeliveryRef) => JSON.stringify([ref.subscriptionId, ref.eventTimestamp, ref.eventId]);

/**
 * Delivers webhooks from the in-process queue with the same code as the
 * delivery function in AWS, retrying within seconds (1, 2, 4, 8, 8 s by
 * default) where SQS would wait minutes. Deliveries a previous run left
 * pending are resumed at start.
 */
export async function startLocalWebhooks(options: LocalWebhookOptions = {}): Promise<LocalWebhooks> {
  const attempts = options.attempts ?? config.localWebhookAttempts;
  const backoffMs = options.backoffMs ?? config.localWebhookBackoffMs;
  const stopping = retryStop();
  const inFlight = new Map<string, Promise<void>>();

  const work = async (ref: DeliveryRef) => {
    for (let number = 1; ; ) {
      let outcome: AttemptOutcome | 'not recorded';
      try {
        outcome = await attemptDelivery(ref, { number, of: attempts }, options);
      } catch (error) {
        // Left as it was, the delivery would stay pending until the next start, unsent and unsaid: make it again, uncounted.
        logger.warn('webhook attempt not recorded; trying again', {
          ...ref,
          error: error as Error,
        });
        outcome = 'not recorded';
      }
      if (outcome === 'settled' || (outcome === 'retry' && number >= attempts)) return;
      await sleep(localRetryDelayMs(number, backoffMs), undefined, { signal: stopping.signal });
      if (outcome === 'retry') number += 1;
    }
  };

  const detach = deliveryQueue.local.consume((ref) => {
    // A delivery queued again by a repeated fan-out runs once at a time.
    const key = keyOf(ref);
    if (stopping.signal.aborted || inFlight.has(key)) return;
    const run = work(ref)
      .catch(() => {
        // The backoff sleep rejects when stopping: the delivery stays pending, and resumes next start.
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, run);
  });
  // A store that does not answer yet: nothing is left attached, so that the start can be tried again.
  await listPendingDeliveries().then(
    (pending) => deliveryQueue.local.send(pending),
    (error: unknown) => {
      detach();
      throw error;
    },
  );

  return {
    async idle() {
      // Deliveries are handed over on a later turn: let those already sent arrive first.
      await new Promise((resolve) => setImmediate(resolve));
      while (inFlight.size > 0) await Promise.all(inFlight.values());
    },
    async stop() {
      stopping.abort();
      detach();
      await Promise.all(inFlight.values());
    },
  };
}
