import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/**
 * A queue where what failed every attempt is set aside: encrypted, HTTPS only,
 * kept 14 days (the longest SQS allows: time to find out why it kept failing).
 * A queue a function consumes needs a visibility timeout no shorter than the
 * function's timeout.
 */
export const deadLetterQueue = (scope: Construct, visibilityTimeout?: Duration): Queue =>
  new Queue(scope, 'DeadLetterQueue', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
    ...(visibilityTimeout && { visibilityTimeout }),
  });
