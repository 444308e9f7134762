import { App } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DEFAULT_STAGE_CONFIG, readStageConfig } from '#lib/config';

const configOf = (context: Record<string, unknown>) => readStageConfig(new App({ context }).node);

describe('stage configuration from CDK context', () => {
  test('defaults without any context', () => {
    expect(configOf({})).toEqual({
      stage: 'dev',
      allowedDocumentBuckets: [],
      logRetentionDays: RetentionDays.ONE_MONTH,
      presignedUrlTtlSeconds: 900,
      throttlingRateLimit: 50,
      throttlingBurstLimit: 100,
      serverAccessLogs: true,
    });
    expect(configOf({})).toEqual(DEFAULT_STAGE_CONFIG);
  });

  test("a stage's block overrides the defaults, and top-level keys override the block", () => {
    const stages = {
      prod: { logRetentionDays: 365, throttlingRateLimit: 100 },
      dev: { throttlingRateLimit: 1 },
    };
    const config = configOf({ stage: 'prod', stages, throttlingRateLimit: '250' });
    expect(config).toMatchObject({ stage: 'prod', logRetentionDays: 365, throttlingRateLimit: 250 });
  });

  test('command-line strings are read as the types they spell', () => {
    const config = configOf({
      allowedDocumentBuckets: ' one-bucket ,two-bucket',
      presignedUrlTtlSeconds: '300',
      serverAccessLogs: 'false',
    });
    expect(config).toMatchObject({
      allowedDocumentBuckets: ['one-bucket', 'two-bucket'],
      presignedUrlTtlSeconds: 300,
      serverAccessLogs: false,
    });
  });

  test('every bad value is reported at once, by key', () => {
    expect(() =>
      configOf({
        stage: 'Prod!',
        logRetentionDays: 4,
        presignedUrlTtlSeconds: 86_400,
        allowedDocumentBuckets: ['Not_A_Bucket'],
      }),
    ).toThrow(
      /stage:[\s\S]*allowedDocumentBuckets\.0:[\s\S]*logRetentionDays:[\s\S]*presignedUrlTtlSeconds:/,
    );
  });
});
