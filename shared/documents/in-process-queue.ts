import { createInProcessQueue } from '#shared/queues/in-process-queue';

/**
 * The local stand-in for the submission queue: ids wait here until a worker
 * consumes them (tools/local-stack/local-worker.ts), in the same process as the
 * handlers that enqueue them.
 */
const submissions = createInProcessQueue<string>('submission');

export const sendInProcess = (submissionId: string): void => submissions.send(submissionId);

/** Makes `next` the one consumer, hands it the backlog, and returns the function that detaches it. */
export const consumeInProcess = (next: (submissionId: string) => void): (() => void) =>
  submissions.consume(next);
