import { config } from '#shared/config';
import { configuredQueue } from '#shared/queues/configured-queue';

export interface ImportMessage {
  importId: string;
}

/**
 * The queue of imports to run: SQS in AWS, in-process when no queue URL is
 * configured (the local server, tests), consumed by
 * tools/local-stack/local-import-worker.ts.
 */
export const importQueue = /* @__PURE__ */ configuredQueue<ImportMessage>(
  'import',
  () => config.importQueueUrl,
);

/** Hands an import to its worker. */
export const enqueueImport = (importId: string): Promise<void> => importQueue.send([{ importId }]);

/** Reads a message of the import queue, or undefined for one this service did not write. */
export function readImportMessage(body: string): ImportMessage | undefined {
  try {
    const { importId } = JSON.parse(body) ?? {};
    return typeof importId === 'string' && importId !== '' ? { importId } : undefined;
  } catch {
    return undefined;
  }
}
