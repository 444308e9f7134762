import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** How long a dead-letter queue keeps a message: the longest SQS allows, time to find out why it kept failing. */
export const DEAD_LETTER_RETENTION = Duration.days(14);

/**
 * A queue where what failed every attempt is set aside: encrypted, HTTPS only,
 * kept DEAD_LETTER_RETENTION. A queue a function consumes needs a visibility
 * timeout no shorter than the function's timeout.
 */
export const deadLetterQueue = (scope: Construct, visibilityTimeout?: Duration): Queue =>
  new Queue(scope, 'DeadLetterQueue', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: DEAD_LETTER_RETENTION,
    ...(visibilityTimeout && { visibilityTimeout }),
  });
