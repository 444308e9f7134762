import { createInProcessQueue, type InProcessQueue } from './in-process-queue';
import type { Queue } from './queue';
import { sqsQueue } from './sqs-queue';

/** A queue of the service, SQS or in-process as configured. */
export interface ConfiguredQueue<T> extends Queue<T> {
  /** Whether messages wait in this process (no queue URL is set), lost when it stops. */
  readonly inProcess: boolean;
  /** The in-process adapter, which the local stack's workers consume (tools/local-stack). */
  readonly local: InProcessQueue<T>;
}

/**
 * The one place a queue is chosen: SQS when `queueUrl()` names one (in AWS),
 * else the in-process queue (the local server, tests). The URL is read at each
 * send, not at import: scripts and tests set the environment after their imports.
 */
export function configuredQueue<T>(name: string, queueUrl: () => string | undefined): ConfiguredQueue<T> {
  const local = createInProcessQueue<T>(name);
  return {
    local,
    get inProcess() {
      return queueUrl() === undefined;
    },
    send(messages) {
      const url = queueUrl();
      return url === undefined ? local.send(messages) : sqsQueue<T>(name, url).send(messages);
    },
  };
}
