import { importQueue } from '#shared/imports/import-queue';
import { runImport } from '#shared/imports/run-import';
import { logger } from '#shared/observability/logger';

export interface LocalImportWorker {
  /** Stops taking imports and waits for the runs under way. */
  stop(): Promise<void>;
}

/**
 * Runs imports from the in-process queue with the same function as the SQS
 * consumer: one run per import at a time, resumed from its checkpoint until
 * it settles. A run the store failed is logged and left pending; it resumes
 * when its import is queued again.
 */
export function startLocalImportWorker(): LocalImportWorker {
  const inFlight = new Map<string, Promise<void>>();
  let stopping = false;
  const work = async (importId: string) => {
    while (!stopping && (await runImport(importId, { keepGoing: () => !stopping })) === 'continue') {}
  };
  const detach = importQueue.local.consume(({ importId }) => {
    if (stopping || inFlight.has(importId)) return;
    const run = work(importId)
      .catch((error: Error) => logger.error('import run failed', { importId, error }))
      .finally(() => inFlight.delete(importId));
    inFlight.set(importId, run);
  });
  return {
    async stop() {
      stopping = true;
      detach();
      await Promise.all(inFlight.values());
    },
  };
}
