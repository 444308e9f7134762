import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  Mfa,
  StringAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolGroup,
} from 'aws-cdk-lib/aws-cognito';
import { AttributeType, Billing, StreamViewType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { AccountPrincipal, ArnPrincipal, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type BucketProps,
  HttpMethods,
  ObjectLockRetention,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { StageConfig } from '#lib/config';
import { giveEveryFunctionALogGroup } from '#lib/constructs/function-log-groups';
import { IntegrationCredentials } from '#lib/constructs/integration-credentials';
import { TableBackups } from '#lib/constructs/table-backups';
import { TABLE_KEYS } from '#lib/table-definition';
import { UPLOADS_PREFIX } from '#shared/documents/upload-keys';

/** Cognito groups the handlers map to roles (`cognito:groups` in the ID token). */
export const USER_GROUPS = ['dispatcher', 'driver'] as const;

/** What every bucket of the service shares: private, encrypted, TLS only. */
const securedBucket = {
  // S3-managed keys: encrypted at rest with no KMS key policy to keep in step
  // across the two stacks, and no per-request KMS cost on document reads.
  encryption: BucketEncryption.S3_MANAGED,
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
  enforceSSL: true,
} satisfies BucketProps;

/**
 * What the stage's removal policy makes of a resource holding data: kept
 * (with deletion protection where the resource has it), or deleted with the
 * stack, buckets emptied first.
 */
function removalOf(policy: StageConfig['removalPolicy']) {
  return policy === 'destroy'
    ? { removalPolicy: RemovalPolicy.DESTROY, deletionProtection: false, autoDeleteObjects: true }
    : { removalPolicy: RemovalPolicy.RETAIN, deletionProtection: true, autoDeleteObjects: false };
}

export interface StatefulStackProps extends StackProps {
  /** The parts of the stage's configuration that concern its data. */
  readonly config: Pick<
    StageConfig,
    | 'stage'
    | 'serverAccessLogs'
    | 'dropBucketWriters'
    | 'uploadOrigins'
    | 'removalPolicy'
    | 'backupRetentionDays'
    | 'backupCopyVaultArn'
    | 'documentVersionRetentionDays'
    | 'documentLockDays'
    | 'vaultLock'
    | 'authDomainPrefix'
    | 'logRetentionDays'
  >;
}

/**
 * Everything that holds data: the table, the two buckets and the user pool.
 * Kept apart from the API so that the API can be rebuilt, renamed or torn down
 * without a plan that touches data. What happens to each resource when it is
 * removed follows the stage's `removalPolicy`; each gets a generated physical name.
 */
export class StatefulStack extends Stack {
  readonly table: TableV2;
  /** Stored shipment documents, written only by the document processor. */
  readonly documentsBucket: Bucket;
  /** Where integrators put files before `POST /images` names them. */
  readonly dropBucket: Bucket;
  readonly userPool: UserPool;
  /** The app client whose ID tokens the API accepts (audience = its client id). */
  readonly userPoolClient: UserPoolClient;
  /** Machine clients' resource server, token domain and the API's audience list. */
  readonly integrations: IntegrationCredentials;
  readonly backups: TableBackups;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const { config } = props;
    const removal = removalOf(config.removalPolicy);
    const bucketRemoval = {
      removalPolicy: removal.removalPolicy,
      autoDeleteObjects: removal.autoDeleteObjects,
    };

    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: TABLE_KEYS.indexes.map((index) => ({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      })),
      timeToLiveAttribute: TABLE_KEYS.timeToLiveAttribute,
      dynamoStream: StreamViewType[TABLE_KEYS.streamView],
      // Traffic is spiky (office hours, end-of-day POD uploads) and small: on-demand.
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: removal.deletionProtection,
      removalPolicy: removal.removalPolicy,
    });
    this.backups = new TableBackups(this, 'Backups', { table: this.table, config });

    const accessLogs = props.config.serverAccessLogs
      ? new Bucket(this, 'AccessLogsBucket', {
          ...securedBucket,
          ...bucketRemoval,
          // Audit trail, not data: keep a year, then let it go.
          lifecycleRules: [{ expiration: Duration.days(365) }],
        })
      : undefined;

    const lockDays = config.documentLockDays;
    this.documentsBucket = new Bucket(this, 'DocumentsBucket', {
      ...securedBucket,
      ...bucketRemoval,
      // PODs and bills of lading are business records: a replaced or deleted
      // document stays recoverable as a noncurrent version, for the stage's retention.
      versioned: true,
      lifecycleRules: [
        {
          abortIncompleteMultipartUploadAfter: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(config.documentVersionRetentionDays),
        },
      ],
      // Governance mode: no version can be changed or deleted before its lock ends,
      // except by a principal granted s3:BypassGovernanceRetention.
      ...(lockDays !== undefined && {
        objectLockEnabled: true,
        objectLockDefaultRetention: ObjectLockRetention.governance(Duration.days(lockDays)),
      }),
      ...(accessLogs && { serverAccessLogsBucket: accessLogs, serverAccessLogsPrefix: 'documents/' }),
    });

    this.dropBucket = new Bucket(this, 'DropBucket', {
      ...securedBucket,
      ...bucketRemoval,
      // A dropped file is only an input: once a submission copied it, it has no
      // further use, and one that was never submitted shouldn't linger.
      lifecycleRules: [
        { expiration: Duration.days(7), abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // A device's upload may be submitted while its key is kept for its driver (24 h); then it goes.
        { prefix: UPLOADS_PREFIX, expiration: Duration.days(2) },
      ],
      ...(props.config.uploadOrigins.length > 0 && {
        // Browser uploads with a presigned form: the signature, not CORS, decides what may be stored.
        cors: [
          {
            allowedMethods: [HttpMethods.POST],
            allowedOrigins: [...props.config.uploadOrigins],
            allowedHeaders: ['*'],
            maxAge: 3600,
          },
        ],
      }),
      ...(accessLogs && { serverAccessLogsBucket: accessLogs, serverAccessLogsPrefix: 'drop/' }),
    });
    const writers = config.dropBucketWriters;
    if (writers.length > 0) {
      // Partners' roles and accounts that drop files: objects only, put only.
      this.dropBucket.addToResourcePolicy(
        new PolicyStatement({
          sid: 'DropBucketWriters',
          principals: writers.map((writer) =>
            /^\d{12}$/.test(writer) ? new AccountPrincipal(writer) : new ArnPrincipal(writer),
          ),
          actions: ['s3:PutObject'],
          resources: [this.dropBucket.arnForObjects('*')],
        }),
      );
    }
    if (!accessLogs) {
      NagSuppressions.addResourceSuppressions(
        [this.documentsBucket, this.dropBucket],
        [
          {
            id: 'AwsSolutions-S1',
            reason:
              'Server access logs are turned off for this stage by its configuration (serverAccessLogs).',
          },
        ],
      );
    }

    this.userPool = new UserPool(this, 'UserPool', {
      // Dispatchers and drivers are provisioned by an administrator, never self-registered.
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // Mutable so a driver account can be rebound when a driver record is re-keyed.
      customAttributes: { driverId: new StringAttribute({ minLen: 1, maxLen: 64, mutable: true }) },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      deletionProtection: removal.deletionProtection,
      removalPolicy: removal.removalPolicy,
    });
    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG2',
        reason:
          'TOTP MFA is offered, not forced: drivers sign in on shared in-cab devices without an authenticator.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Threat protection (Plus plan) is a per-user cost left to the deploying account; users are admin-created.',
      },
    ]);
    for (const group of USER_GROUPS) {
      new UserPoolGroup(this, `${group[0]?.toUpperCase()}${group.slice(1)}Group`, {
        userPool: this.userPool,
        groupName: group,
        description: `Tokens of this group act as ${group}s (shared/http/auth.ts).`,
      });
    }

    this.userPoolClient = this.userPool.addClient('ApiClient', {
      // A public client (driver apps, scripts): a secret couldn't be kept secret.
      generateSecret: false,
      // SRP for apps; admin password auth lets an operator with IAM rights mint a
      // token from the CLI. No plain USER_PASSWORD_AUTH.
      authFlows: { userSrp: true, adminUserPassword: true },
      // People sign in with SRP, not Cognito's hosted pages: no OAuth flow, scope or callback URL.
      disableOAuth: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      // The ID token carries custom:driverId only if the client may read it.
      readAttributes: new ClientAttributes()
        .withStandardAttributes({ email: true, emailVerified: true })
        .withCustomAttributes('driverId'),
      // Never writable by the user: a driver that could set its own driverId
      // could act as any driver. Email must stay writable as a required attribute.
      writeAttributes: new ClientAttributes().withStandardAttributes({ email: true }),
    });

    this.integrations = new IntegrationCredentials(this, 'Integrations', {
      stage: props.config.stage,
      userPool: this.userPool,
      peopleClient: this.userPoolClient,
      domainPrefix: props.config.authDomainPrefix ?? `tms-${props.config.stage}-${Aws.ACCOUNT_ID}`,
    });

    giveEveryFunctionALogGroup(this, config.logRetentionDays);

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'DocumentsBucketName', { value: this.documentsBucket.bucketName });
    new CfnOutput(this, 'DropBucketName', { value: this.dropBucket.bucketName });
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'BackupVaultName', { value: this.backups.vault.backupVaultName });
  }
}
