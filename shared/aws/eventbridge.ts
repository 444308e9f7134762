import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { config } from '#shared/config';
import { tracer } from '#shared/observability/tracer';
import { BOUNDED_RETRIES, SHORT_TIMEOUTS } from './timeouts';

/** Puts outbound events on the stack's bus (traced); never used locally, where there is no bus. */
export const eventBridge = tracer.captureAWSv3Client(
  new EventBridgeClient({
    region: config.region,
    ...BOUNDED_RETRIES,
    requestHandler: SHORT_TIMEOUTS,
  }),
);
