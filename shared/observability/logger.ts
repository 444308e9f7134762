import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The one structured JSON logger of the service. Each request appends its
 * request id and route; tokens and presigned URLs are never logged.
 */
export const logger = new Logger({ serviceName: process.env.SERVICE_NAME ?? 'tms-api' });
