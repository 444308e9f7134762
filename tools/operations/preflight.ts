import { type ACMClient, DescribeCertificateCommand } from '@aws-sdk/client-acm';
import {
  GetAccountSettingsCommand,
  type GetAccountSettingsCommandOutput,
  type LambdaClient,
} from '@aws-sdk/client-lambda';
import { GetHostedZoneCommand, type Route53Client } from '@aws-sdk/client-route-53';
import type { SNSClient } from '@aws-sdk/client-sns';
import { GetParameterCommand, type SSMClient } from '@aws-sdk/client-ssm';
import type { StageConfig } from '#lib/config';
import { alarmTopic } from './alarm-topic-check';
import { type BootstrapRequirement, DEFAULT_QUALIFIER } from './bootstrap-requirement';
import type { Finding } from './preflight-finding';

export type { Finding } from './preflight-finding';

/** Lambda refuses a reservation that would leave fewer than this many executions unreserved in the account. */
export const LAMBDA_MIN_UNRESERVED = 100;

export interface PreflightClients {
  readonly lambda: LambdaClient;
  readonly sns: SNSClient;
  readonly acm: ACMClient;
  readonly route53: Route53Client;
  readonly ssm: SSMClient;
}

export interface PreflightStage {
  readonly config: Pick<
    StageConfig,
    | 'stage'
    | 'accountConcurrencyLimit'
    | 'alarmTopicArn'
    | 'domainName'
    | 'certificateArn'
    | 'hostedZoneId'
    | 'hostedZoneName'
  >;
  /** The sum of the stage's functions' reserved concurrency (stage-facts.ts). */
  readonly reservedConcurrency: number;
  /** What the synthesized assembly asks of the account's CDK bootstrap. */
  readonly bootstrap: BootstrapRequirement;
  /** Templates synthesized, nested stacks' included. */
  readonly templateCount: number;
}

const notFound = (error: unknown) =>
  error instanceof Error && /NotFound|NoSuch|InvalidParameter|ParameterNotFound/.test(error.name);

type AccountLimit = NonNullable<GetAccountSettingsCommandOutput['AccountLimit']>;

/**
 * The account's Lambda concurrency against the stage's reservations: Lambda
 * keeps 100 unreserved, so the quota must be at least 100 plus the sum of
 * the stage's reserved concurrency, and what is unreserved now must cover it.
 */
function concurrency(AccountLimit: AccountLimit | undefined, stage: PreflightStage): Finding[] {
  const quota = AccountLimit?.ConcurrentExecutions ?? 0;
  const unreserved = AccountLimit?.UnreservedConcurrentExecutions ?? 0;
  const reserved = stage.reservedConcurrency;
  const needed = LAMBDA_MIN_UNRESERVED + reserved;
  const findings: Finding[] = [];
  const check = 'Lambda concurrency';
  if (quota < needed) {
    findings.push({
      status: 'fail',
      check,
      detail:
        `the account's quota is ${quota}, below ${LAMBDA_MIN_UNRESERVED} kept unreserved + ${reserved} the stage reserves = ${needed}: ` +
        'the deploy fails when it reserves concurrency. Ask for more (Service Quotas, Lambda, L-B99A9384).',
    });
  } else if (unreserved - reserved < LAMBDA_MIN_UNRESERVED) {
    findings.push({
      status: 'warn',
      check,
      detail:
        `${unreserved} of the quota ${quota} is unreserved; reserving ${reserved} more would leave ${unreserved - reserved}, ` +
        `under ${LAMBDA_MIN_UNRESERVED}: a first deploy fails unless these reservations are the stage's own, already deployed.`,
    });
  } else {
    findings.push({
      status: 'ok',
      check,
      detail: `quota ${quota}, ${unreserved} unreserved; the stage reserves ${reserved}, at least ${LAMBDA_MIN_UNRESERVED} stay free.`,
    });
  }
  if (quota !== stage.config.accountConcurrencyLimit) {
    findings.push({
      status: 'warn',
      check: 'accountConcurrencyLimit',
      detail: `the stage says ${stage.config.accountConcurrencyLimit}, the account's quota is ${quota}: set -c accountConcurrencyLimit=${quota} so the concurrency alarm fires at 80% of the real quota.`,
    });
  }
  return findings;
}

/**
 * The account's CDK bootstrap under the app's qualifier, against the version
 * the assembly's manifest requires: missing, or older than that, the deploy
 * fails on its first asset or template.
 */
async function bootstrap(clients: PreflightClients, needed: BootstrapRequirement): Promise<Finding> {
  const check = 'CDK bootstrap';
  const bootstrapCommand =
    needed.qualifier === DEFAULT_QUALIFIER
      ? 'npx cdk bootstrap'
      : `npx cdk bootstrap --qualifier ${needed.qualifier}`;
  let version: number;
  try {
    const { Parameter } = await clients.ssm.send(new GetParameterCommand({ Name: needed.parameter }));
    version = Number(Parameter?.Value);
  } catch (error) {
    if (!notFound(error)) throw error;
    return {
      status: 'fail',
      check,
      detail: `this account and region are not bootstrapped with qualifier ${needed.qualifier} (no ${needed.parameter}): run ${bootstrapCommand}.`,
    };
  }
  if (!(version >= needed.version)) {
    return {
      status: 'fail',
      check,
      detail:
        `bootstrap version ${version} (qualifier ${needed.qualifier}) is too old: the templates need version ${needed.version} ` +
        `(${needed.neededBy.join(', ')}). Run ${bootstrapCommand} to upgrade it.`,
    };
  }
  return {
    status: 'ok',
    check,
    detail: `bootstrap version ${version} (qualifier ${needed.qualifier}); the templates need ${needed.version}.`,
  };
}

/** Whether an ACM name (maybe `*.example.com`) covers `domain`. */
const covers = (name: string, domain: string) =>
  name === domain ||
  (name.startsWith('*.') &&
    domain.endsWith(name.slice(1)) &&
    !domain.slice(0, -name.length + 1).includes('.'));

async function certificate(clients: PreflightClients, config: PreflightStage['config']): Promise<Finding[]> {
  const check = 'domain certificate (ACM)';
  if (config.certificateArn === undefined || config.domainName === undefined) {
    return [{ status: 'info', check, detail: 'no domainName: the API keeps its generated URL.' }];
  }
  try {
    const { Certificate } = await clients.acm.send(
      new DescribeCertificateCommand({ CertificateArn: config.certificateArn }),
    );
    const names = [Certificate?.DomainName, ...(Certificate?.SubjectAlternativeNames ?? [])].filter(
      (name): name is string => name !== undefined,
    );
    if (Certificate?.Status !== 'ISSUED') {
      return [
        { status: 'fail', check, detail: `${config.certificateArn} is ${Certificate?.Status}, not ISSUED.` },
      ];
    }
    if (!names.some((name) => covers(name, config.domainName!))) {
      return [
        {
          status: 'fail',
          check,
          detail: `the certificate names ${names.join(', ')}, not ${config.domainName}.`,
        },
      ];
    }
    return [{ status: 'ok', check, detail: `issued for ${config.domainName}.` }];
  } catch (error) {
    if (!notFound(error)) throw error;
    return [
      {
        status: 'fail',
        check,
        detail: `${config.certificateArn} does not exist in this account and region.`,
      },
    ];
  }
}

async function hostedZone(clients: PreflightClients, config: PreflightStage['config']): Promise<Finding> {
  const check = 'hosted zone (Route 53)';
  if (config.hostedZoneId === undefined) {
    return { status: 'info', check, detail: 'no hostedZoneId: point the domain at ApiDomainTarget by hand.' };
  }
  try {
    const { HostedZone } = await clients.route53.send(new GetHostedZoneCommand({ Id: config.hostedZoneId }));
    const name = HostedZone?.Name?.replace(/\.$/, '');
    if (name !== config.hostedZoneName) {
      return {
        status: 'fail',
        check,
        detail: `${config.hostedZoneId} is ${name}, not ${config.hostedZoneName}.`,
      };
    }
    return { status: 'ok', check, detail: `${config.hostedZoneId} is ${name}.` };
  } catch (error) {
    if (!notFound(error)) throw error;
    return { status: 'fail', check, detail: `${config.hostedZoneId} does not exist in this account.` };
  }
}

/** The user pool mails with Cognito's own sender (lib/stateful-stack.ts): no SES identity to check. */
const EMAIL: Finding = {
  status: 'info',
  check: 'email (SES)',
  detail: "not used: the user pool sends with Cognito's default sender, at most 50 emails a day.",
};

/** What synth alone tells of the stage: it synthesizes within its limits, and the bootstrap it will need. */
function synthFindings(stage: PreflightStage): Finding[] {
  const { bootstrap: needed } = stage;
  return [
    {
      status: 'ok',
      check: 'synth',
      detail: `${stage.templateCount} templates within their limits; the functions reserve ${stage.reservedConcurrency} concurrency.`,
    },
    {
      status: 'info',
      check: 'CDK bootstrap needed',
      detail: `version ${needed.version} or later (${needed.neededBy.join(', ')}), qualifier ${needed.qualifier} (${needed.parameter}).`,
    },
  ];
}

/**
 * What `cdk deploy` of the stage would run into, checked against the account
 * first: Lambda concurrency, the CDK bootstrap, the alarm topic, the domain's
 * certificate and hosted zone, after what synth tells. Read-only. The account
 * is asked first, so that without credentials nothing else runs (not even
 * `loadStage`, a synth).
 */
export async function preflight(
  clients: PreflightClients,
  loadStage: () => PreflightStage,
): Promise<Finding[]> {
  const { AccountLimit } = await clients.lambda.send(new GetAccountSettingsCommand({}));
  const stage = loadStage();
  return [
    ...synthFindings(stage),
    ...concurrency(AccountLimit, stage),
    await bootstrap(clients, stage.bootstrap),
    await alarmTopic(clients.sns, stage.config.alarmTopicArn),
    EMAIL,
    ...(await certificate(clients, stage.config)),
    await hostedZone(clients, stage.config),
  ];
}

/**
 * `npm run preflight -- --offline`: every check synth alone can make, with no
 * credentials and no request to AWS; the account's checks are named as not run.
 */
export function offlinePreflight(loadStage: () => PreflightStage): Finding[] {
  return [
    ...synthFindings(loadStage()),
    {
      status: 'info',
      check: 'account checks',
      detail:
        'not run (--offline): Lambda concurrency, the bootstrap version, the alarm topic, the certificate and the hosted zone need credentials.',
    },
  ];
}
