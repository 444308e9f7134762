import { Match } from 'aws-cdk-lib/assertions';
import { STREAM_BATCH_SIZE, STREAM_RETRY_ATTEMPTS } from '#lib/constructs/event-publishing';
import { logicalId, resourcesOfType, type SynthesizedService, statementsOf, viaAlias } from './support';

/** The table's stream, its consumer and the event bus. */
export function eventTests(service: SynthesizedService): void {
  const { api, apiJson, statefulJson, stacks } = service;
  const events = stacks.api.events;
  const publisherId = logicalId(events.publisher.lambda);

  test('the table streams new and old images', () => {
    const [, table] = resourcesOfType(statefulJson, 'AWS::DynamoDB::GlobalTable')[0]!;
    expect(table.Properties?.StreamSpecification).toEqual({ StreamViewType: 'NEW_AND_OLD_IMAGES' });
  });

  test('the consumer reads the stream from the start, reports failed records, splits failing batches, and sets them aside', () => {
    api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: viaAlias(logicalId(events.publisher.live)),
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: STREAM_BATCH_SIZE,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: STREAM_RETRY_ATTEMPTS,
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [logicalId(events.setAsideBucket), 'Arn'] } },
      },
    });
  });

  test('a batch set aside is kept whole as long as its notice, and each one leaves a notice in the alarmed queue', () => {
    const bucket = apiJson.Resources[logicalId(events.setAsideBucket)];
    expect(bucket?.Properties?.BucketEncryption).toBeDefined();
    const [, notices] =
      resourcesOfType(apiJson, 'Custom::S3BucketNotifications').find(([, resource]) =>
        JSON.stringify(resource.Properties?.BucketName).includes(logicalId(events.setAsideBucket)),
      ) ?? [];
    expect(notices?.Properties?.NotificationConfiguration).toEqual({
      QueueConfigurations: [
        {
          Events: ['s3:ObjectCreated:*'],
          QueueArn: { 'Fn::GetAtt': [logicalId(events.deadLetterQueue), 'Arn'] },
        },
      ],
    });
    // SQS keeps a notice at most 14 days; the batch waits as long (template-hygiene.ts checks the lifecycle).
    expect(apiJson.Resources[logicalId(events.deadLetterQueue)]?.Properties?.MessageRetentionPeriod).toBe(
      14 * 24 * 3600,
    );
    api.hasOutput('SetAsideBucketName', {});
    api.hasOutput('SetAsideNoticeQueueUrl', {});
  });

  test('events go to a bus of the stack, named in the consumer with the delivery queue', () => {
    api.resourceCountIs('AWS::Events::EventBus', 1);
    api.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          EVENT_BUS_NAME: { Ref: logicalId(events.bus) },
          EVENT_RETENTION_DAYS: '30',
          WEBHOOK_QUEUE_URL: { Ref: logicalId(stacks.api.webhooks.queue) },
          TABLE_NAME: Match.anyValue(),
        }),
      },
    });
  });

  test('least privilege: put on its bus, read the stream and version records, append to the event feed, queue webhook deliveries; nothing else', () => {
    const statements = statementsOf(publisherId, apiJson, statefulJson);
    const actions = [...new Set(statements.flatMap((statement) => statement.actions))].sort();
    expect(actions).toEqual(
      [
        // Version records that hold only the pages they wrote are made whole from the shipment's others.
        'dynamodb:BatchGetItem',
        // The event feed's appends: a transaction conditioned on its head.
        'dynamodb:ConditionCheckItem',
        'dynamodb:DescribeStream',
        'dynamodb:GetItem',
        'dynamodb:GetRecords',
        'dynamodb:GetShardIterator',
        'dynamodb:ListStreams',
        'dynamodb:PutItem',
        'dynamodb:Query',
        'events:PutEvents',
        // The failure destination: Lambda writes the batches that could not be published there.
        's3:ListBucket',
        's3:PutObject',
        'sqs:SendMessage',
        'xray:PutTelemetryRecords',
        'xray:PutTraceSegments',
      ].sort(),
    );
    api.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'dynamodb:BatchGetItem',
            Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SHIPMENT#*'] } },
          }),
        ]),
      },
    });
    const feedStatements = resourcesOfType(apiJson, 'AWS::IAM::Policy')
      .flatMap(
        ([, policy]) =>
          (policy.Properties?.PolicyDocument as { Statement: Record<string, unknown>[] } | undefined)
            ?.Statement ?? [],
      )
      .filter((statement) => JSON.stringify(statement.Condition ?? {}).includes('FEED'));
    expect(feedStatements.map((statement) => [statement.Action, statement.Condition])).toEqual([
      [
        ['dynamodb:ConditionCheckItem', 'dynamodb:GetItem', 'dynamodb:PutItem'],
        { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['FEED-EVENT', 'FEED-POSITION#*'] } },
      ],
    ]);
    const putEvents = statements.find((statement) => statement.actions.includes('events:PutEvents'));
    expect(putEvents?.resources).toEqual([`${logicalId(events.bus)}.Arn`]);
    const unbounded = statements.filter((statement) => statement.resources.includes('*'));
    expect(unbounded.flatMap((statement) => statement.actions).sort()).toEqual(
      ['dynamodb:ListStreams', 'xray:PutTelemetryRecords', 'xray:PutTraceSegments'].sort(),
    );
  });

  test('an alarm on changes set aside unpublished', () => {
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Dimensions: [
        { Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalId(events.deadLetterQueue), 'QueueName'] } },
      ],
      Threshold: 0,
    });
  });
}
