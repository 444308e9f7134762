import { ACMClient, DescribeCertificateCommand } from '@aws-sdk/client-acm';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetHostedZoneCommand, Route53Client } from '@aws-sdk/client-route-53';
import { GetTopicAttributesCommand, SNSClient } from '@aws-sdk/client-sns';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { bootstrapRequirement } from '#tools/operations/bootstrap-requirement';
import { type Finding, offlinePreflight, type PreflightStage, preflight } from '#tools/operations/preflight';
import { operatorMessage } from '#tools/operations/refusal';
import { reservedConcurrencyOf } from '#tools/operations/stage-facts';

const lambda = mockClient(LambdaClient);
const sns = mockClient(SNSClient);
const acm = mockClient(ACMClient);
const route53 = mockClient(Route53Client);
const ssm = mockClient(SSMClient);
const REGION = 'eu-west-1';
const clients = {
  lambda: new LambdaClient({ region: REGION }),
  sns: new SNSClient({ region: REGION }),
  acm: new ACMClient({ region: REGION }),
  route53: new Route53Client({ region: REGION }),
  ssm: new SSMClient({ region: REGION }),
};
const awsError = (name: string) => Object.assign(new Error(name), { name, $metadata: {} });

const TOPIC = 'arn:aws:sns:eu-west-1:123456789012:chatbot';
/** A policy as SNS returns it: `statements` and the TLS Deny a well-kept topic has. */
const topicPolicy = (...statements: object[]) =>
  JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      ...statements,
      {
        Effect: 'Deny',
        Principal: '*',
        Action: 'sns:Publish',
        Resource: TOPIC,
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      },
    ],
  });
const cloudWatchMayPublish = {
  Effect: 'Allow',
  Principal: { Service: 'cloudwatch.amazonaws.com' },
  Action: 'SNS:Publish',
  Resource: TOPIC,
  Condition: { StringEquals: { 'aws:SourceAccount': '123456789012' } },
};

const CERTIFICATE = 'arn:aws:acm:eu-west-1:123456789012:certificate/0f1e2d3c';
const prodStage: PreflightStage = {
  config: {
    stage: 'prod',
    accountConcurrencyLimit: 1000,
    alarmTopicArn: TOPIC,
    domainName: 'api.tms.example.com',
    certificateArn: CERTIFICATE,
    hostedZoneId: 'Z0123456789',
    hostedZoneName: 'tms.example.com',
  },
  reservedConcurrency: 40,
  bootstrap: {
    version: 8,
    neededBy: ['tms-prod-api.assets', 'tms-prod-stateful.assets'],
    parameter: '/cdk-bootstrap/hnb659fds/version',
    qualifier: 'hnb659fds',
  },
  templateCount: 11,
};

beforeEach(() => {
  for (const mock of [lambda, sns, acm, route53, ssm] as const) {
    mock.reset();
    (mock as typeof lambda).onAnyCommand().rejects(new Error('unexpected call'));
  }
  lambda.on(GetAccountSettingsCommand).resolves({
    AccountLimit: { ConcurrentExecutions: 1000, UnreservedConcurrentExecutions: 1000 },
  });
  ssm.on(GetParameterCommand).resolves({ Parameter: { Value: '27' } });
  sns.on(GetTopicAttributesCommand).resolves({ Attributes: { Policy: topicPolicy(cloudWatchMayPublish) } });
  acm.on(DescribeCertificateCommand).resolves({
    Certificate: {
      Status: 'ISSUED',
      DomainName: 'tms.example.com',
      SubjectAlternativeNames: ['*.tms.example.com'],
    },
  });
  route53.on(GetHostedZoneCommand).resolves({
    HostedZone: { Id: 'Z0123456789', Name: 'tms.example.com.', CallerReference: 'x' },
  });
});

const byCheck = (findings: Finding[]) =>
  Object.fromEntries(findings.map((finding) => [finding.check, finding]));

describe('npm run preflight', () => {
  test('a ready account: every check passes', async () => {
    const findings = await preflight(clients, () => prodStage);
    expect(findings.filter((finding) => finding.status === 'fail' || finding.status === 'warn')).toEqual([]);
    expect(findings.map((finding) => finding.check)).toEqual([
      'synth',
      'CDK bootstrap needed',
      'Lambda concurrency',
      'CDK bootstrap',
      'alarm topic (SNS)',
      'email (SES)',
      'domain certificate (ACM)',
      'hosted zone (Route 53)',
    ]);
  });

  test.each([
    [139, 'fail'],
    [140, 'ok'],
  ])('a quota of %i against 100 unreserved + 40 reserved: %s', async (quota, status) => {
    lambda.on(GetAccountSettingsCommand).resolves({
      AccountLimit: { ConcurrentExecutions: quota, UnreservedConcurrentExecutions: quota },
    });
    const findings = byCheck(
      await preflight(clients, () => ({
        ...prodStage,
        config: { ...prodStage.config, accountConcurrencyLimit: quota },
      })),
    );
    expect(findings['Lambda concurrency']?.status).toBe(status);
    if (status === 'fail') {
      expect(findings['Lambda concurrency']?.detail).toMatch(
        /quota is 139, below 100 kept unreserved \+ 40 the stage reserves = 140/,
      );
    }
  });

  test('other reservations in the account leaving under 100 unreserved warn; a quota the stage misstates warns', async () => {
    lambda.on(GetAccountSettingsCommand).resolves({
      AccountLimit: { ConcurrentExecutions: 400, UnreservedConcurrentExecutions: 120 },
    });
    const findings = byCheck(await preflight(clients, () => prodStage));
    expect(findings['Lambda concurrency']?.status).toBe('warn');
    expect(findings.accountConcurrencyLimit?.detail).toMatch(/set -c accountConcurrencyLimit=400/);
  });

  test('what cdk deploy would trip on: no bootstrap, no topic, a pending certificate, another zone', async () => {
    ssm.on(GetParameterCommand).rejects(awsError('ParameterNotFound'));
    sns.on(GetTopicAttributesCommand).rejects(awsError('NotFoundException'));
    acm
      .on(DescribeCertificateCommand)
      .resolves({ Certificate: { Status: 'PENDING_VALIDATION', DomainName: 'api.tms.example.com' } });
    route53
      .on(GetHostedZoneCommand)
      .resolves({ HostedZone: { Id: 'Z0123456789', Name: 'other.example.com.', CallerReference: 'x' } });
    const findings = byCheck(await preflight(clients, () => prodStage));
    expect(findings['CDK bootstrap']).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('npx cdk bootstrap'),
    });
    expect(findings['alarm topic (SNS)']?.status).toBe('fail');
    expect(findings['domain certificate (ACM)']?.detail).toBe(
      `${CERTIFICATE} is PENDING_VALIDATION, not ISSUED.`,
    );
    expect(findings['hosted zone (Route 53)']?.detail).toBe(
      'Z0123456789 is other.example.com, not tms.example.com.',
    );
  });

  test.each([
    ['only the TLS Deny (what enforceSSL alone writes)', topicPolicy(), 'implicitly denied'],
    [
      "CloudWatch allowed for another account's alarms",
      topicPolicy({
        ...cloudWatchMayPublish,
        Condition: { StringEquals: { 'aws:SourceAccount': '210987654321' } },
      }),
      'implicitly denied',
    ],
    [
      'a Deny of every publish',
      topicPolicy(cloudWatchMayPublish, { Effect: 'Deny', Principal: '*', Action: 'sns:*', Resource: TOPIC }),
      'explicitly denied',
    ],
  ])("an alarm topic whose policy CloudWatch can't publish under fails: %s", async (_, policy, decision) => {
    sns.on(GetTopicAttributesCommand).resolves({ Attributes: { Policy: policy } });
    const findings = byCheck(await preflight(clients, () => prodStage));
    expect(findings['alarm topic (SNS)']).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining(`leaves an alarm's publish ${decision}`),
    });
  });

  test("SNS's default policy (the owner account, any principal) lets the alarms publish", async () => {
    const defaultPolicy = JSON.stringify({
      Version: '2008-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Principal: { AWS: '*' },
          Action: ['SNS:GetTopicAttributes', 'SNS:Publish'],
          Resource: TOPIC,
          Condition: { StringEquals: { 'AWS:SourceOwner': '123456789012' } },
        },
      ],
    });
    sns.on(GetTopicAttributesCommand).resolves({ Attributes: { Policy: defaultPolicy } });
    const findings = byCheck(await preflight(clients, () => prodStage));
    expect(findings['alarm topic (SNS)']?.status).toBe('ok');
  });

  test('a topic policy this check cannot read warns instead of passing', async () => {
    const policy = topicPolicy({
      ...cloudWatchMayPublish,
      Condition: { NumericLessThan: { 'aws:MultiFactorAuthAge': '3600' } },
    });
    sns.on(GetTopicAttributesCommand).resolves({ Attributes: { Policy: policy } });
    const findings = byCheck(await preflight(clients, () => prodStage));
    expect(findings['alarm topic (SNS)']).toMatchObject({
      status: 'warn',
      detail: expect.stringContaining('NumericLessThan'),
    });
  });

  test('a bootstrap older than the assembly needs fails, naming the version needed and what needs it', async () => {
    ssm.on(GetParameterCommand).resolves({ Parameter: { Value: '6' } });
    const findings = byCheck(await preflight(clients, () => prodStage));
    expect(findings['CDK bootstrap']).toEqual({
      status: 'fail',
      check: 'CDK bootstrap',
      detail:
        'bootstrap version 6 (qualifier hnb659fds) is too old: the templates need version 8 ' +
        '(tms-prod-api.assets, tms-prod-stateful.assets). Run npx cdk bootstrap to upgrade it.',
    });
    ssm.on(GetParameterCommand).resolves({ Parameter: { Value: '8' } });
    expect(byCheck(await preflight(clients, () => prodStage))['CDK bootstrap']?.status).toBe('ok');
  });

  test("the bootstrap is read under the app's qualifier, and a missing one names it", async () => {
    const qualified: PreflightStage = {
      ...prodStage,
      bootstrap: { ...prodStage.bootstrap, parameter: '/cdk-bootstrap/tms1/version', qualifier: 'tms1' },
    };
    ssm.on(GetParameterCommand).rejects(awsError('ParameterNotFound'));
    ssm
      .on(GetParameterCommand, { Name: '/cdk-bootstrap/tms1/version' })
      .resolves({ Parameter: { Value: '27' } });
    expect(byCheck(await preflight(clients, () => qualified))['CDK bootstrap']?.status).toBe('ok');
    expect(byCheck(await preflight(clients, () => prodStage))['CDK bootstrap']?.detail).toBe(
      'this account and region are not bootstrapped with qualifier hnb659fds (no /cdk-bootstrap/hnb659fds/version): run npx cdk bootstrap.',
    );
    ssm.on(GetParameterCommand).rejects(awsError('ParameterNotFound'));
    expect(byCheck(await preflight(clients, () => qualified))['CDK bootstrap']?.detail).toMatch(
      /run npx cdk bootstrap --qualifier tms1\.$/,
    );
  });

  test('the bootstrap needed is the highest any artifact of the manifest requires, under its qualifier', () => {
    const parameter = '/cdk-bootstrap/tms1/version';
    expect(
      bootstrapRequirement({
        artifacts: {
          'tms-prod-api': {
            type: 'aws:cloudformation:stack',
            properties: { requiresBootstrapStackVersion: 6, bootstrapStackVersionSsmParameter: parameter },
          },
          'tms-prod-api.assets': {
            type: 'cdk:asset-manifest',
            properties: { requiresBootstrapStackVersion: 8, bootstrapStackVersionSsmParameter: parameter },
          },
          Tree: { type: 'cdk:tree' },
        },
      }),
    ).toEqual({ version: 8, neededBy: ['tms-prod-api.assets'], parameter, qualifier: 'tms1' });
  });

  test('--offline: what synth tells, no request to AWS at all', () => {
    const findings = offlinePreflight(() => prodStage);
    expect(findings.map((finding) => finding.check)).toEqual([
      'synth',
      'CDK bootstrap needed',
      'account checks',
    ]);
    expect(byCheck(findings)['CDK bootstrap needed']?.detail).toBe(
      'version 8 or later (tms-prod-api.assets, tms-prod-stateful.assets), qualifier hnb659fds (/cdk-bootstrap/hnb659fds/version).',
    );
    for (const mock of [lambda, sns, acm, route53, ssm]) expect(mock.calls()).toHaveLength(0);
  });

  test('a certificate for another name fails', async () => {
    acm
      .on(DescribeCertificateCommand)
      .resolves({ Certificate: { Status: 'ISSUED', DomainName: '*.example.org' } });
    const findings = byCheck(await preflight(clients, () => prodStage));
    expect(findings['domain certificate (ACM)']?.detail).toBe(
      'the certificate names *.example.org, not api.tms.example.com.',
    );
  });

  test('without credentials: one line saying so, and the stage is not even synthesized', async () => {
    lambda.on(GetAccountSettingsCommand).rejects(awsError('CredentialsProviderError'));
    let synthesized = false;
    const loadStage = () => {
      synthesized = true;
      return prodStage;
    };
    const error = await preflight(clients, loadStage).catch((caught: unknown) => caught);
    expect(operatorMessage(error)).toMatch(/^No usable AWS credentials \(CredentialsProviderError\)[^\n]*$/);
    expect(synthesized).toBe(false);
  });

  test("the reserved concurrency is summed from every stack's functions, not a fixed figure", () => {
    const fn = (reserved?: number) => ({
      Type: 'AWS::Lambda::Function',
      Properties: reserved === undefined ? {} : { ReservedConcurrentExecutions: reserved },
    });
    expect(
      reservedConcurrencyOf([
        { Resources: { A: fn(10), B: fn(), Q: { Type: 'AWS::SQS::Queue' } } },
        { Resources: { C: fn(20), D: fn(10) } },
      ]),
    ).toBe(40);
  });
});
