import { setTimeout as sleep } from 'node:timers/promises';
import { processSubmission } from '#shared/documents/process-submission';
import { listPendingSubmissionIds } from '#shared/documents/store';
import { submissionQueue } from '#shared/documents/submission-queue';
import { logger } from '#shared/observability/logger';
import { retryStop } from './retry-stop';

export interface LocalWorkerOptions {
  /**
   * Attempts per submission before it is marked failed.
   * @default 3
   */
  attempts?: number;
  /**
   * Wait before the second attempt; each later wait doubles it, up to the wait before the last.
   * @default 1000
   */
  backoffMs?: number;
  /**
   * How often submissions still pending that no attempt is working on are
   * picked up: those a crash left, or whose hand-over was lost. Only those
   * recorded at least this long ago, so that a new one is left to its own.
   * @default 30000
   */
  sweepEveryMs?: number;
}

export interface LocalWorker {
  /** Stops taking submissions and waits for the attempts under way; retries still waiting are dropped. */
  stop(): Promise<void>;
}

/**
 * Processes submissions from the in-process queue with the same function as
 * the SQS processor, retrying with exponential backoff as SQS redelivery does
 * in AWS. When the attempts end without settling a submission (its store did
 * not answer), one more delivery marks it failed, as the processor's last one
 * and the dead-letter queue's consumer do in AWS: that one is repeated until
 * the store answers. Submissions left pending are picked up at start and by a
 * periodic sweep.
 */
export async function startLocalWorker(options: LocalWorkerOptions = {}): Promise<LocalWorker> {
  const attempts = options.attempts ?? 3;
  const backoffMs = options.backoffMs ?? 1_000;
  const sweepEveryMs = options.sweepEveryMs ?? 30_000;
  const stopping = retryStop();
  const inFlight = new Map<string, Promise<void>>();

  const work = async (submissionId: string) => {
    // Past the last attempt, processSubmission marks a submission still pending failed.
    for (let number = 1; ; number += 1) {
      const outcome = await processSubmission(submissionId, { number, of: attempts });
      if (outcome === 'settled') return;
      await sleep(backoffMs * 2 ** (Math.min(number, attempts) - 1), undefined, { signal: stopping.signal });
    }
  };

  const detach = submissionQueue.local.consume(({ submissionId }) => {
    // A resumed submission may also be in the backlog: one run per submission at a time.
    if (stopping.signal.aborted || inFlight.has(submissionId)) return;
    const run = work(submissionId)
      .catch(() => {
        // Only the backoff sleep rejects, when the worker stops: the submission stays pending and resumes next start.
      })
      .finally(() => inFlight.delete(submissionId));
    inFlight.set(submissionId, run);
  });
  const resume = async (createdBefore?: string) =>
    submissionQueue.local.send(
      (await listPendingSubmissionIds(createdBefore)).map((submissionId) => ({ submissionId })),
    );
  // A store that does not answer yet: nothing is left attached, so that the start can be tried again.
  await resume().catch((error: unknown) => {
    detach();
    throw error;
  });

  const sweep = setInterval(() => {
    resume(new Date(Date.now() - sweepEveryMs).toISOString()).catch((error: Error) => {
      // The store did not answer: the next sweep asks again.
      logger.warn('pending submissions could not be listed', { error });
    });
  }, sweepEveryMs);
  sweep.unref();

  return {
    async stop() {
      clearInterval(sweep);
      stopping.abort();
      detach();
      await Promise.all(inFlight.values());
    },
  };
}
