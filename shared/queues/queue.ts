/**
 * Where work waits for a worker: an SQS queue in AWS (./sqs-queue.ts), an
 * in-process queue locally (./in-process-queue.ts); ./configured-queue.ts
 * picks one.
 */
export interface Queue<T> {
  /** Resolves once the queue holds every message. */
  send(messages: readonly T[]): Promise<void>;
}
