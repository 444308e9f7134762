import { SQSClient } from '@aws-sdk/client-sqs';
import { config } from '#shared/config';
import { tracer } from '#shared/observability/tracer';
import { BOUNDED_RETRIES, SHORT_TIMEOUTS } from './timeouts';

/** Sends to the service's queues and hands retries back (traced); never used locally, where the queues are in-process. */
export const sqs = tracer.captureAWSv3Client(
  new SQSClient({
    region: config.region,
    ...BOUNDED_RETRIES,
    requestHandler: SHORT_TIMEOUTS,
  }),
);
