import { S3Client } from '@aws-sdk/client-s3';
import { config } from '#shared/config';
import { tracer } from '#shared/observability/tracer';
import { S3_EMULATOR_CREDENTIALS } from './local-credentials';
import { BOUNDED_RETRIES, SHORT_TIMEOUTS } from './timeouts';

const endpoint = config.s3Endpoint;

/** Traced in Lambda (shared/observability/tracer.ts); as built elsewhere. */
export const s3 = tracer.captureAWSv3Client(
  new S3Client({
    region: config.region,
    ...BOUNDED_RETRIES,
    requestHandler: {
      ...SHORT_TIMEOUTS,
      // Document pages reach 25 MiB: allow a whole transfer time, but not a stalled socket.
      requestTimeout: 60_000,
      socketTimeout: 5_000,
    },
    ...(endpoint === undefined
      ? {}
      : {
          endpoint,
          // The emulator serves buckets by path and predates the checksums the SDK adds by default.
          forcePathStyle: true,
          credentials: S3_EMULATOR_CREDENTIALS,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }),
  }),
);
