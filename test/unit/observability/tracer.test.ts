import { dynamodb } from '#shared/aws/dynamodb';
import { s3 } from '#shared/aws/s3';
import { sqs } from '#shared/aws/sqs';
import { tracer } from '#shared/observability/tracer';

test('tracing is off outside Lambda, so nothing looks for an X-Ray daemon', () => {
  expect(process.env.AWS_EXECUTION_ENV).toBeUndefined();
  expect(tracer.isTracingEnabled()).toBe(false);
});

test('the SDK clients are left as built: no X-Ray middleware in their stacks', () => {
  for (const client of [dynamodb, s3, sqs]) {
    expect(client.middlewareStack.identify().join('\n')).not.toMatch(/xray/i);
  }
});
