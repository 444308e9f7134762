import { Match } from 'aws-cdk-lib/assertions';
import { TABLE_KEYS } from '#lib/table-definition';
import { logicalId, resourcesOfType, type SynthesizedService } from './support';

/**
 * The stateful stack of the default stage (`dev`: its data goes with its
 * stacks); `custom` keeps its data and has server access logs turned off.
 */
export function statefulStackTests(service: SynthesizedService, custom: SynthesizedService): void {
  describe('who may write to the drop bucket', () => {
    const writerStatements = (json: typeof statefulJson, bucketId: string) =>
      resourcesOfType(json, 'AWS::S3::BucketPolicy')
        .filter(([, policy]) => JSON.stringify(policy.Properties?.Bucket ?? '').includes(bucketId))
        .flatMap(
          ([, policy]) =>
            (policy.Properties?.PolicyDocument as { Statement?: Record<string, unknown>[] } | undefined)
              ?.Statement ?? [],
        )
        .filter((statement) => statement.Sid === 'DropBucketWriters');

    test('by default, nobody outside the account: no writer statement', () => {
      expect(writerStatements(statefulJson, logicalId(stacks.stateful.dropBucket))).toEqual([]);
    });

    test('the configured roles and accounts may put objects, and nothing else', () => {
      const [statement, ...more] = writerStatements(
        custom.statefulJson,
        logicalId(custom.stacks.stateful.dropBucket),
      );
      expect(more).toEqual([]);
      expect(statement).toMatchObject({ Effect: 'Allow', Action: 's3:PutObject' });
      expect(JSON.stringify(statement?.Principal)).toContain(
        'arn:aws:iam::123456789012:role/partner-scanner',
      );
      expect(JSON.stringify(statement?.Principal)).toContain('210987654321');
      expect(JSON.stringify(statement?.Resource)).toContain('/*');
    });
  });

  const { stateful, statefulJson, stacks } = service;

  describe('table', () => {
    const [tableEntry, ...others] = resourcesOfType(statefulJson, 'AWS::DynamoDB::GlobalTable');
    const [, table] = tableEntry ?? [];
    const props = table?.Properties ?? {};

    test('one table, with the shared key schema', () => {
      expect(others).toHaveLength(0);
      expect(props.KeySchema).toEqual([
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ]);
      expect(props.GlobalSecondaryIndexes).toEqual(
        TABLE_KEYS.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      );
    });

    test('expiring records (issued upload keys) are deleted by DynamoDB TTL', () => {
      expect(props.TimeToLiveSpecification).toEqual({
        AttributeName: TABLE_KEYS.timeToLiveAttribute,
        Enabled: true,
      });
    });

    const [, keptTable] = resourcesOfType(custom.statefulJson, 'AWS::DynamoDB::GlobalTable')[0] ?? [];

    test('on demand, with point-in-time recovery; deletion protection where the stage keeps its data', () => {
      expect(props.BillingMode).toBe('PAY_PER_REQUEST');
      expect(props.Replicas).toEqual([
        expect.objectContaining({
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          DeletionProtectionEnabled: false,
        }),
      ]);
      expect(keptTable?.Properties?.Replicas).toEqual([
        expect.objectContaining({
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          DeletionProtectionEnabled: true,
        }),
      ]);
    });

    test('deleted with a destroying stage, retained by a keeping one, with a generated name', () => {
      expect(table).toMatchObject({ DeletionPolicy: 'Delete', UpdateReplacePolicy: 'Delete' });
      expect(keptTable).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
      expect(props.TableName).toBeUndefined();
    });
  });

  describe('buckets', () => {
    const buckets = resourcesOfType(statefulJson, 'AWS::S3::Bucket');
    const documents = logicalId(stacks.stateful.documentsBucket);
    const drop = logicalId(stacks.stateful.dropBucket);

    test('a destroying stage empties and deletes its buckets; a keeping one retains them', () => {
      for (const [, bucket] of buckets) expect(bucket).toMatchObject({ DeletionPolicy: 'Delete' });
      stateful.resourceCountIs('Custom::S3AutoDeleteObjects', buckets.length);
      for (const [, bucket] of resourcesOfType(custom.statefulJson, 'AWS::S3::Bucket')) {
        expect(bucket).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
      }
      custom.stateful.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
    });

    test.each(buckets.map(([id]) => id))('%s is encrypted, private, TLS-only and generated-named', (id) => {
      const bucket = statefulJson.Resources[id];
      expect(bucket?.Properties?.BucketName).toBeUndefined();
      expect(bucket?.Properties?.BucketEncryption).toEqual({
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      });
      expect(bucket?.Properties?.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      stateful.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 's3:*',
              Principal: { AWS: '*' },
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    });

    test('the documents bucket keeps every version', () => {
      expect(statefulJson.Resources[documents]?.Properties?.VersioningConfiguration).toEqual({
        Status: 'Enabled',
      });
    });

    test('every unversioned bucket is one docs/operations.md gives its reason for: the drop and access-log buckets', () => {
      const accessLogs = buckets.find(
        ([id]) => id !== documents && id !== drop && id.startsWith('AccessLogsBucket'),
      )?.[0];
      const unversioned = buckets
        .filter(([, bucket]) => bucket.Properties?.VersioningConfiguration === undefined)
        .map(([id]) => id)
        .sort();
      expect(unversioned).toEqual([accessLogs, drop].sort());
    });

    test('the drop bucket expires dropped files after 7 days, and unsubmitted uploads after 2', () => {
      const rules = (
        (statefulJson.Resources[drop]?.Properties?.LifecycleConfiguration ?? {}) as {
          Rules: Record<string, unknown>[];
        }
      ).Rules;
      expect(rules).toContainEqual(expect.objectContaining({ ExpirationInDays: 7, Status: 'Enabled' }));
      expect(rules).toContainEqual({ Prefix: 'uploads/', ExpirationInDays: 2, Status: 'Enabled' });
    });

    test('browsers may upload to the drop bucket only from configured origins, by form POST', () => {
      expect(statefulJson.Resources[drop]?.Properties?.CorsConfiguration).toBeUndefined();
      const customDrop = logicalId(custom.stacks.stateful.dropBucket);
      expect(custom.statefulJson.Resources[customDrop]?.Properties?.CorsConfiguration).toEqual({
        CorsRules: [
          {
            AllowedMethods: ['POST'],
            AllowedOrigins: ['https://dispatch.example.com'],
            AllowedHeaders: ['*'],
            MaxAge: 3600,
          },
        ],
      });
    });

    test('both document buckets write server access logs to the log bucket', () => {
      for (const id of [documents, drop]) {
        expect(statefulJson.Resources[id]?.Properties?.LoggingConfiguration).toEqual({
          DestinationBucketName: { Ref: expect.stringMatching(/^AccessLogsBucket/) },
          LogFilePrefix: expect.any(String),
        });
      }
    });

    test('server access logs can be turned off', () => {
      expect(resourcesOfType(custom.statefulJson, 'AWS::S3::Bucket')).toHaveLength(2);
      expect(JSON.stringify(custom.statefulJson)).not.toContain('LoggingConfiguration');
    });
  });

  describe('user pool', () => {
    test('administrators create users; nobody signs up', () => {
      stateful.hasResourceProperties('AWS::Cognito::UserPool', {
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        Schema: Match.arrayWith([
          Match.objectLike({ Name: 'driverId', AttributeDataType: 'String', Mutable: true }),
        ]),
        DeletionProtection: 'INACTIVE',
      });
      stateful.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Delete' });
    });

    test('a keeping stage retains the pool, with deletion protection', () => {
      custom.stateful.hasResourceProperties('AWS::Cognito::UserPool', { DeletionProtection: 'ACTIVE' });
      custom.stateful.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
    });

    test('the groups the handlers map to roles exist', () => {
      const groups = resourcesOfType(statefulJson, 'AWS::Cognito::UserPoolGroup').map(
        ([, group]) => group.Properties?.GroupName,
      );
      expect(groups.sort()).toEqual(['dispatcher', 'driver']);
    });

    test('the app client is public, puts driverId in ID tokens, and never lets a user change it', () => {
      stateful.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
      const [, client] = resourcesOfType(statefulJson, 'AWS::Cognito::UserPoolClient')[0] ?? [];
      const props = client?.Properties ?? {};
      expect(props.GenerateSecret).toBe(false);
      expect(props.ReadAttributes).toContain('custom:driverId');
      expect(props.WriteAttributes).not.toContain('custom:driverId');
      expect(props.ExplicitAuthFlows).not.toContain('ALLOW_USER_PASSWORD_AUTH');
    });
  });

  test('outputs name the table, the buckets and the user pool', () => {
    for (const output of [
      'TableName',
      'DocumentsBucketName',
      'DropBucketName',
      'UserPoolId',
      'UserPoolClientId',
    ]) {
      stateful.hasOutput(output, {});
    }
  });
}
