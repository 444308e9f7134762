import { startEmbeddedStack } from '#tools/local-stack/embedded-stack';
import { keepStack } from './stack-handle';

/**
 * One embedded stack (in memory, on free ports) for the whole run. Workers start
 * after this and inherit the environment, so the clients they build point at it.
 * Each test file creates its own table and buckets (test/support/table.ts).
 */
export default async function globalSetup(): Promise<void> {
  const stack = await startEmbeddedStack({ dynamodbPort: 0, s3Port: 0 });
  keepStack(stack);
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: stack.dynamodbEndpoint,
    S3_ENDPOINT: stack.s3Endpoint,
    AWS_REGION: 'us-east-1',
    // Never reach a real account from a test, whatever profile the machine has.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
}
