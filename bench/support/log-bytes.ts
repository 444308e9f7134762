import { probeEvent } from '#shared/http/deploy-probe';
import type { LambdaHttpHandler } from '#shared/http/http-handler';
import { routes } from '#shared/route-table';
import { localLambdaContext } from '#tools/dev-server/lambda-context';

/** The environment a function of the stage gets; no store is reached by the request measured. */
const STAGE_ENVIRONMENT = {
  TABLE_NAME: 'tms-prod',
  DOCUMENTS_BUCKET: 'documents',
  DROP_BUCKET: 'drop',
  ALLOWED_DOCUMENT_BUCKETS: 'drop',
  PRESIGNED_URL_TTL_SECONDS: '300',
  SUBMISSION_QUEUE_URL: 'http://127.0.0.1/queue',
  STAGE: 'prod',
  POWERTOOLS_SERVICE_NAME: 'tms-api',
  POWERTOOLS_METRICS_NAMESPACE: 'TmsApi',
};

/**
 * Bytes a warm request of the itinerary PUT writes to its log (its request
 * line and its metrics document), measured by running its handler in
 * process on requests it answers without the store (refused by validation)
 * and counting what reaches stdout, as Lambda forwards it to CloudWatch Logs.
 */
export async function measuredLogBytesPerRequest(requests = 20): Promise<number> {
  for (const [name, value] of Object.entries(STAGE_ENVIRONMENT)) process.env[name] ??= value;
  const route = routes.putItinerary;
  const { handler } = (await import(`${process.cwd()}/${route.handler}`)) as { handler: LambdaHttpHandler };
  let bytes = 0;
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
    return true;
  }) as typeof process.stdout.write;
  try {
    // The first request is a cold start: its extra lines are not a warm request's.
    const cold = probeEvent(route, new Date());
    await handler(cold, localLambdaContext('measure', cold.requestContext.requestId));
    bytes = 0;
    for (let index = 0; index < requests; index++) {
      const event = probeEvent(route, new Date());
      await handler(event, localLambdaContext('measure', event.requestContext.requestId));
    }
  } finally {
    process.stdout.write = write;
  }
  return bytes / requests;
}
