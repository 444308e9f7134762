import type { Config } from '@jest/types';
import { startDynamoDbLocal } from '#tools/local-stack/dynamodb-local';
import { startEmbeddedStack } from '#tools/local-stack/embedded-stack';
import { keepStack } from './stack-handle';
import { WORKER_ENDPOINTS } from './worker-store';

/**
 * One embedded stack (in memory, on free ports) for the whole run, and one more
 * DynamoDB Local per further worker: DynamoDB Local answers one request at a
 * time (a single SQLite queue thread), so workers sharing one would wait on it
 * while the other core idles. Workers start after this and inherit the
 * environment; each points its clients at its own DynamoDB (worker-store.ts).
 * Each test file creates its own table and buckets (test/support/table.ts).
 */
export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  const furtherWorkers = Math.max(0, globalConfig.maxWorkers - 1);
  const [stack, ...further] = await Promise.all([
    startEmbeddedStack({ dynamodbPort: 0, s3Port: 0 }),
    ...Array.from({ length: furtherWorkers }, () => startDynamoDbLocal(0)),
  ]);
  keepStack(stack, further);
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: stack.dynamodbEndpoint,
    [WORKER_ENDPOINTS]: [stack.dynamodbEndpoint, ...further.map((service) => service.endpoint)].join(','),
    S3_ENDPOINT: stack.s3Endpoint,
    AWS_REGION: 'us-east-1',
    // Never reach a real account from a test, whatever profile the machine has.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
}
