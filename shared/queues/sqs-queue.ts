import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { sqs } from '#shared/aws/sqs';
import { chunksOf, sendUntilProcessed } from '#shared/data/batching';
import type { Queue } from './queue';

/** SendMessageBatch's limit. */
const SQS_BATCH = 10;

/** The SQS queue at `queueUrl`: each message a JSON body, ten a request, failed entries sent again. */
export function sqsQueue<T>(name: string, queueUrl: string): Queue<T> {
  return {
    async send(messages) {
      for (const chunk of chunksOf(messages, SQS_BATCH)) {
        await sendUntilProcessed(
          chunk.map((message, index) => ({ Id: String(index), MessageBody: JSON.stringify(message) })),
          async (entries) => {
            const { Failed: failed = [] } = await sqs.send(
              new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }),
            );
            const failedIds = new Set(failed.map((entry) => entry.Id));
            return entries.filter((entry) => failedIds.has(entry.Id));
          },
          `Sending to the ${name} queue`,
        );
      }
    },
  };
}
