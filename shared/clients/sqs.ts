import { SQSClient } from '@aws-sdk/client-sqs';
import { config } from '#shared/config';
import { BOUNDED_RETRIES, SHORT_TIMEOUTS } from './timeouts';

/** Sends document submissions to their queue; never used locally, where the queue is in-process. */
export const sqs = new SQSClient({
  region: config.region,
  ...BOUNDED_RETRIES,
  requestHandler: SHORT_TIMEOUTS,
});
