import { App } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DEFAULT_STAGE_CONFIG, readStageConfig } from '#lib/config';

const configOf = (context: Record<string, unknown>) => readStageConfig(new App({ context }).node);

describe('drop bucket writers', () => {
  test('role and user ARNs and account ids, from a comma-separated -c value', () => {
    expect(
      configOf({ dropBucketWriters: 'arn:aws:iam::123456789012:role/scanner, 210987654321' })
        .dropBucketWriters,
    ).toEqual(['arn:aws:iam::123456789012:role/scanner', '210987654321']);
  });

  test.each(['*', 'arn:aws:iam::*:role/x', 'arn:aws:s3:::bucket', '12345', 'arn:aws:iam::123456789012:root'])(
    '%s is refused: only named roles, users or accounts',
    (writer) => {
      expect(() => configOf({ dropBucketWriters: writer })).toThrow(/dropBucketWriters/);
    },
  );
});

describe('stage names', () => {
  const stages = { dev: {}, prod: { logRetentionDays: 365 } };

  test('a stage no block configures is refused, naming the configured ones', () => {
    expect(() => configOf({ stages, stage: 'prdo' })).toThrow(
      'Stage \'prdo\' has no configuration in the "stages" context (configured: dev, prod).',
    );
  });

  test('-c newStage=true deploys a new stage with the defaults', () => {
    expect(configOf({ stages, stage: 'staging', newStage: 'true' })).toMatchObject({ stage: 'staging' });
  });

  test('configured stages need no flag', () => {
    expect(configOf({ stages, stage: 'prod' })).toMatchObject({ stage: 'prod', logRetentionDays: 365 });
  });
});

describe('stage configuration from CDK context', () => {
  test('defaults without any context', () => {
    expect(configOf({})).toEqual({
      stage: 'dev',
      allowedDocumentBuckets: [],
      dropBucketWriters: [],
      uploadOrigins: [],
      partnerBucketKeys: [],
      logRetentionDays: RetentionDays.ONE_MONTH,
      presignedUrlTtlSeconds: 900,
      throttlingRateLimit: 50,
      throttlingBurstLimit: 100,
      serverAccessLogs: true,
      metricsNamespace: 'TmsApi',
      latencyAlarmP99Ms: 3000,
      serverErrorAlarmPercent: 5,
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

  test('alarm settings and the metrics namespace come from context too', () => {
    const config = configOf({
      alarmEmail: 'ops@example.com',
      latencyAlarmP99Ms: '1200',
      serverErrorAlarmPercent: '0.5',
      metricsNamespace: 'Tms/Prod',
    });
    expect(config).toMatchObject({
      alarmEmail: 'ops@example.com',
      latencyAlarmP99Ms: 1200,
      serverErrorAlarmPercent: 0.5,
      metricsNamespace: 'Tms/Prod',
    });
    expect(() =>
      configOf({ alarmEmail: 'not-an-address', metricsNamespace: 'AWS/Lambda', latencyAlarmP99Ms: '5' }),
    ).toThrow(/metricsNamespace:[\s\S]*alarmEmail:[\s\S]*latencyAlarmP99Ms:/);
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
