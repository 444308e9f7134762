import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '#shared/aws/sqs';
import { config } from '#shared/config';
import { sendInProcess } from './in-process-queue';

/**
 * Deliveries of one submission the SQS processor makes before it marks the
 * submission failed. Less than the queue's maxReceiveCount (5, in
 * lib/constructs/document-pipeline.ts) on purpose: if the last attempt dies
 * without settling (a timeout), one more delivery remains to mark it failed
 * instead of parking it, still pending, in the dead-letter queue.
 */
export const QUEUE_ATTEMPTS = 4;

interface SubmissionMessage {
  submissionId: string;
}

/**
 * Hands a recorded submission to processing: an SQS message in AWS, the
 * in-process queue when no queue URL is configured (the local server, tests).
 */
export async function enqueue(submissionId: string): Promise<void> {
  const queueUrl = config.submissionQueueUrl;
  if (queueUrl === undefined) {
    sendInProcess(submissionId);
    return;
  }
  const message: SubmissionMessage = { submissionId };
  await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
}

/** The submission id a queue message carries, or undefined for a message this service did not write. */
export function submissionIdOf(messageBody: string): string | undefined {
  try {
    const { submissionId } = JSON.parse(messageBody) as Partial<SubmissionMessage>;
    return typeof submissionId === 'string' && submissionId !== '' ? submissionId : undefined;
  } catch {
    return undefined;
  }
}
