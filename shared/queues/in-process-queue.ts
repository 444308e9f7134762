import { AsyncLocalStorage } from 'node:async_hooks';
import type { Queue } from './queue';

/**
 * The local stand-in for an SQS queue: messages wait here until a worker
 * consumes them, in the same process as the code that sends them.
 */
export interface InProcessQueue<T> extends Queue<T> {
  /** Makes `consumer` the one consumer, hands it the backlog, and returns the function that detaches it. */
  consume(consumer: (message: T) => void): () => void;
}

export function createInProcessQueue<T>(name: string): InProcessQueue<T> {
  const backlog: T[] = [];
  let current: ((message: T) => void) | undefined;
  return {
    async send(messages) {
      for (const message of messages) {
        // Delivered on a later turn, as a queue would: never inside the call that sent it.
        if (current) setImmediate(current, message);
        else backlog.push(message);
      }
    },
    consume(consumer) {
      if (current) throw new Error(`The in-process ${name} queue already has a consumer.`);
      // Run in the consumer's own context, as another function is in AWS: a message carries nothing
      // of the request that sent it (its log keys, the idempotency fence of its transactions).
      const next = AsyncLocalStorage.bind(consumer);
      current = next;
      for (const message of backlog.splice(0)) setImmediate(next, message);
      return () => {
        if (current === next) current = undefined;
      };
    },
  };
}
