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

/** A delivery being worked: aborted when a message for it comes meanwhile; the end of its work. */
interface Run {
  queuedAgain: AbortController;
  done?: Promise<void>;
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
  const runs = new Map<string, Run>();

  const work = async (ref: DeliveryRef, run: Run) => {
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
      if (!run.queuedAgain.signal.aborted) {
        if (outcome === 'settled' || (outcome === 'retry' && number >= attempts)) return;
        const signal = AbortSignal.any([stopping.signal, run.queuedAgain.signal]);
        await sleep(localRetryDelayMs(number, backoffMs), undefined, { signal }).catch(() => {});
        if (stopping.signal.aborted) return;
      }
      if (run.queuedAgain.signal.aborted) {
        // Queued again meanwhile (a resend, a repeated fan-out): attempted now, numbered as a new
        // message's would be; the attempt skips a delivery that has settled.
        run.queuedAgain = new AbortController();
        number = 1;
      } else if (outcome === 'retry') number += 1;
    }
  };

  const detach = deliveryQueue.local.consume((ref) => {
    if (stopping.signal.aborted) return;
    const key = keyOf(ref);
    const running = runs.get(key);
    // One worker a delivery: a message for one in hand is its next attempt, at once.
    if (running !== undefined) return running.queuedAgain.abort();
    const run: Run = { queuedAgain: new AbortController() };
    runs.set(key, run);
    // Removed in the same turn as the work's last check: a message that comes later starts a new run.
    run.done = work(ref, run).finally(() => runs.delete(key));
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
      while (runs.size > 0) await Promise.all([...runs.values()].map((run) => run.done));
    },
    async stop() {
      stopping.abort();
      detach();
      await Promise.all([...runs.values()].map((run) => run.done));
    },
  };
}
