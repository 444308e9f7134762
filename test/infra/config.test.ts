import { App } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DEFAULT_STAGE_CONFIG, implicitStageNotice, readStageConfig } from '#lib/config';

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

  test.each(['constructor', 'toString', 'hasOwnProperty', 'valueof'])(
    "%s names no stage: only the block's own keys count",
    (stage) => {
      expect(() => configOf({ stages, stage })).toThrow(`Stage '${stage}' has no configuration`);
    },
  );

  test('synth says which stage it used when -c stage was left out, and nothing when it was given', () => {
    expect(implicitStageNotice(new App({ context: { stages } }).node)).toBe(
      "No -c stage given: using the 'dev' stage (pass -c stage=<name> to choose).",
    );
    expect(implicitStageNotice(new App({ context: { stages, stage: 'dev' } }).node)).toBeUndefined();
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
      eventRetentionDays: 30,
      throttlingRateLimit: 50,
      throttlingBurstLimit: 100,
      serverAccessLogs: true,
      metricsNamespace: 'TmsApi',
      latencyAlarmP99Ms: 3000,
      serverErrorAlarmPercent: 5,
      production: false,
      alarmEmails: [],
      deployment: 'canary10Percent5Minutes',
      removalPolicy: 'retain',
      backupRetentionDays: 35,
      documentVersionRetentionDays: 90,
      corsOrigins: [],
      writeThrottlingRateLimit: 25,
      writeThrottlingBurstLimit: 100,
      accountConcurrencyLimit: 1000,
      driverRouteConcurrency: 10,
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
      alarmEmails: 'ops@example.com',
      latencyAlarmP99Ms: '1200',
      serverErrorAlarmPercent: '0.5',
      metricsNamespace: 'Tms/Prod',
    });
    expect(config).toMatchObject({
      alarmEmails: ['ops@example.com'],
      latencyAlarmP99Ms: 1200,
      serverErrorAlarmPercent: 0.5,
      metricsNamespace: 'Tms/Prod',
    });
    expect(() =>
      configOf({ alarmEmails: 'not-an-address', metricsNamespace: 'AWS/Lambda', latencyAlarmP99Ms: '5' }),
    ).toThrow(/metricsNamespace:[\s\S]*latencyAlarmP99Ms:[\s\S]*alarmEmails\.0:/);
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

describe('go-live settings', () => {
  const NO_REGION = {};
  const inRegion = (context: Record<string, unknown>, region = 'eu-west-1') =>
    readStageConfig(new App({ context }).node, { CDK_DEFAULT_REGION: region });
  const problemsOf = (context: Record<string, unknown>, env: NodeJS.ProcessEnv = NO_REGION) => {
    try {
      readStageConfig(new App({ context }).node, env);
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };
  const CERTIFICATE = 'arn:aws:acm:eu-west-1:123456789012:certificate/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';

  test('a production stage without an alarm destination does not synthesize', () => {
    expect(problemsOf({ production: 'true' })).toMatch(
      /alarmEmails: a production stage needs an alarm destination/,
    );
    expect(problemsOf({ production: 'true', alarmEmails: 'ops@example.com' })).toBe('');
    expect(problemsOf({ production: true, alarmTopicArn: 'arn:aws:sns:eu-west-1:123456789012:alarms' })).toBe(
      '',
    );
  });

  test("cdk.json's prod block is a production stage: it needs a destination from the operator", () => {
    const stages = { prod: { production: true } };
    expect(problemsOf({ stages, stage: 'prod' })).toMatch(/alarmEmails:/);
  });

  test.each([
    ['alarmEmails', 'ops@example.com, not-an-address', /alarmEmails\.1: must be an email address/],
    [
      'alarmTopicArn',
      'arn:aws:sqs:eu-west-1:123456789012:alarms',
      /alarmTopicArn: must be an ARN of an SNS topic/,
    ],
    [
      'certificateArn',
      'arn:aws:acm:eu-west-1:123456789012:key/abc',
      /certificateArn: must be an ARN of an ACM certificate/,
    ],
    ['backupCopyVaultArn', 'arn:aws:s3:::bucket', /backupCopyVaultArn: must be an ARN of a backup vault/],
    ['corsOrigins', 'dispatch.example.com', /corsOrigins\.0: must be a web origin/],
    ['corsOrigins', 'https://dispatch.example.com/app', /corsOrigins\.0: must be a web origin/],
    ['backupRetentionDays', '0', /backupRetentionDays:/],
    ['backupRetentionDays', '-3', /backupRetentionDays:/],
    ['backupRetentionDays', '2.5', /backupRetentionDays: must be a positive whole number of days/],
    ['documentVersionRetentionDays', 'forever', /documentVersionRetentionDays:/],
    ['documentLockDays', '0', /documentLockDays:/],
    ['vaultLock', 'forever', /vaultLock: must be one of governance, compliance/],
    ['domainName', 'https://api.example.com', /domainName: must be a domain name/],
    ['deployment', 'bigBang', /deployment: must be one of allAtOnce/],
    ['removalPolicy', 'snapshot', /removalPolicy: must be one of destroy, retain/],
    ['hostedZoneId', 'zone-1', /hostedZoneId: must be a Route 53 hosted zone id/],
    ['writeThrottlingRateLimit', '0', /writeThrottlingRateLimit:/],
  ])('%s=%s is refused, naming the key', (key, value, message) => {
    expect(problemsOf({ [key]: value })).toMatch(message);
  });

  test('a domain needs its certificate, and a certificate its domain', () => {
    expect(problemsOf({ domainName: 'api.tms.example.com' })).toMatch(
      /certificateArn: the domain api.tms.example.com needs an ACM certificate ARN/,
    );
    expect(problemsOf({ certificateArn: CERTIFICATE })).toMatch(/domainName: a certificate is set without/);
    expect(problemsOf({ domainName: 'api.tms.example.com', certificateArn: CERTIFICATE })).toBe('');
  });

  test('a hosted zone comes with its name, and the domain must be in it', () => {
    const domain = { domainName: 'api.tms.example.com', certificateArn: CERTIFICATE };
    expect(problemsOf({ ...domain, hostedZoneId: 'Z0123456789ABC' })).toMatch(
      /hostedZoneId: hostedZoneId and hostedZoneName go together/,
    );
    expect(
      problemsOf({ ...domain, hostedZoneId: 'Z0123456789ABC', hostedZoneName: 'other.example.com' }),
    ).toMatch(/hostedZoneName: api.tms.example.com is not in the zone other.example.com/);
    expect(problemsOf({ ...domain, hostedZoneId: 'Z0123456789ABC', hostedZoneName: 'tms.example.com' })).toBe(
      '',
    );
  });

  test("ARNs in another region than the stage's are refused, when the region is known", () => {
    const context = {
      alarmTopicArn: 'arn:aws:sns:us-east-1:123456789012:alarms',
      domainName: 'api.tms.example.com',
      certificateArn: CERTIFICATE.replace('eu-west-1', 'us-east-1'),
    };
    const message = problemsOf(context, { CDK_DEFAULT_REGION: 'eu-west-1' });
    expect(message).toMatch(/alarmTopicArn: must be in the stage's region eu-west-1, not us-east-1/);
    expect(message).toMatch(/certificateArn: must be in the stage's region eu-west-1, not us-east-1/);
    // -c region wins over the profile's.
    expect(problemsOf({ ...context, region: 'us-east-1' }, { CDK_DEFAULT_REGION: 'eu-west-1' })).toBe('');
    expect(() => inRegion(context, 'us-east-1')).not.toThrow();
  });

  test('a backup copy must go to another region', () => {
    const copy = { backupCopyVaultArn: 'arn:aws:backup:eu-west-1:123456789012:backup-vault:copies' };
    expect(problemsOf(copy, { CDK_DEFAULT_REGION: 'eu-west-1' })).toMatch(
      /backupCopyVaultArn: a copy must go to another region than the stage's \(eu-west-1\)/,
    );
    expect(problemsOf(copy, { CDK_DEFAULT_REGION: 'eu-central-1' })).toBe('');
  });

  test("a stage block's unknown keys are refused, and the old alarmEmail names its successor", () => {
    const stages = { prod: { alarmEmial: 'ops@example.com', logRetentionDays: 365 } };
    expect(problemsOf({ stages, stage: 'prod' })).toMatch(/alarmEmial: not a stage setting/);
    expect(problemsOf({ alarmEmail: 'ops@example.com' })).toMatch(/alarmEmail: now alarmEmails/);
    expect(problemsOf({ stages: { dev: { alarmEmail: 'ops@example.com' } } })).toMatch(
      /alarmEmail: now alarmEmails/,
    );
  });

  test('a production stage refuses CORS for any origin (*) and for plain http:// origins', () => {
    const production = { production: 'true', alarmEmails: 'ops@example.com' };
    expect(problemsOf({ ...production, corsOrigins: '*' })).toMatch(
      /corsOrigins: a production stage allows only named https:\/\/ origins, not \*/,
    );
    expect(problemsOf({ ...production, corsOrigins: 'https://a.example.com,http://b.example.com' })).toMatch(
      /corsOrigins: .* not http:\/\/b\.example\.com$/m,
    );
    expect(problemsOf({ ...production, corsOrigins: 'https://a.example.com' })).toBe('');
    // Other stages may, e.g. a page served by a development server.
    expect(problemsOf({ corsOrigins: 'http://localhost:5173,*' })).toBe('');
  });

  test('locked documents cannot belong to a stage that destroys its data', () => {
    expect(problemsOf({ documentLockDays: '30', removalPolicy: 'destroy' })).toMatch(/documentLockDays:/);
  });

  test('lists and numbers from -c strings', () => {
    expect(
      configOf({
        corsOrigins: 'https://dispatch.example.com, http://localhost:5173',
        backupRetentionDays: '14',
        production: 'false',
      }),
    ).toMatchObject({
      corsOrigins: ['https://dispatch.example.com', 'http://localhost:5173'],
      backupRetentionDays: 14,
      production: false,
    });
  });
});
