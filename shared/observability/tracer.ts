import { Tracer } from '@aws-lambda-powertools/tracer';
import { config } from '#shared/config';

/**
 * The service's X-Ray tracer. It switches itself off outside Lambda (no
 * `AWS_EXECUTION_ENV`): locally and in tests it records nothing, patches
 * nothing, leaves SDK clients as they are (`captureAWSv3Client` returns them
 * untouched) and never looks for an X-Ray daemon.
 */
export const tracer = new Tracer({ serviceName: config.serviceName });
