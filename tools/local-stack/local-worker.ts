import { setTimeout as sleep } from 'node:timers/promises';
import { processSubmission } from '#shared/documents/process-submission';
import { listPendingSubmissionIds } from '#shared/documents/store';
import { submissionQueue } from '#shared/documents/submission-queue';
import { retryStop } from './retry-stop';

export interface LocalWorkerOptions {
  /**
   * Attempts per submission before it is marked failed.
   * @default 3
   */
  attempts?: number;
  /**
   * Wait before the second attempt; each later wait doubles it.
   * @default 1000
   */
  backoffMs?: number;
}

export interface LocalWorker {
  /** Stops taking submissions and waits for the attempts under way; retries still waiting are dropped. */
  stop(): Promise<void>;
}

/**
 * Processes submissions from the in-process queue with the same function as
 * the SQS processor, retrying with exponential backoff as SQS redelivery does
 * in AWS. Submissions a previous run left pending are resumed at start.
 */
export async function startLocalWorker(options: LocalWorkerOptions = {}): Promise<LocalWorker> {
  const attempts = options.attempts ?? 3;
  const backoffMs = options.backoffMs ?? 1_000;
  const stopping = retryStop();
  const inFlight = new Map<string, Promise<void>>();

  const work = async (submissionId: string) => {
    for (let number = 1; ; number += 1) {
      const outcome = await processSubmission(submissionId, { number, of: attempts });
      if (outcome === 'settled' || number === attempts) return;
      await sleep(backoffMs * 2 ** (number - 1), undefined, { signal: stopping.signal });
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
  await submissionQueue.local.send(
    (await listPendingSubmissionIds()).map((submissionId) => ({ submissionId })),
  );

  return {
    async stop() {
      stopping.abort();
      detach();
      await Promise.all(inFlight.values());
    },
  };
}
