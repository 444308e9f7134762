/**
 * The local stand-in for the submission queue: ids wait here until a worker
 * consumes them (tools/local-stack/local-worker.ts), in the same process as the
 * handlers that enqueue them.
 */
type Consumer = (submissionId: string) => void;

const backlog: string[] = [];
let consumer: Consumer | undefined;

export function sendInProcess(submissionId: string): void {
  // Delivered on a later turn, as a queue would: never inside the request that enqueued it.
  if (consumer) setImmediate(consumer, submissionId);
  else backlog.push(submissionId);
}

/** Makes `next` the one consumer, hands it the backlog, and returns the function that detaches it. */
export function consumeInProcess(next: Consumer): () => void {
  if (consumer) throw new Error('The in-process submission queue already has a consumer.');
  consumer = next;
  for (const submissionId of backlog.splice(0)) setImmediate(next, submissionId);
  return () => {
    if (consumer === next) consumer = undefined;
  };
}
