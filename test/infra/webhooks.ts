import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AttributeType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  DELIVERY_HANDLER,
  DELIVERY_MAX_CONCURRENCY,
  DELIVERY_MAX_RECEIVE_COUNT,
  DELIVERY_TIMEOUT,
  WebhookDelivery,
} from '#lib/constructs/webhook-delivery';
import { routeList } from '#shared/route-table';
import { routeKey } from '#shared/routing/route';
import { AWS_ATTEMPTS, AWS_RETRY_DELAYS_SECONDS } from '#shared/webhooks/retry-policy';
import {
  functionsByRouteKey,
  logicalId,
  resourcesOfType,
  type SynthesizedService,
  type TemplateJson,
  viaAlias,
} from './support';

interface RawStatement {
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

/** The raw statements of a role's inline policies, conditions included. */
function rawStatementsOfRole(template: TemplateJson, roleId: string): RawStatement[] {
  return resourcesOfType(template, 'AWS::IAM::Policy')
    .filter(([, policy]) =>
      ((policy.Properties?.Roles ?? []) as { Ref: string }[]).some((ref) => ref.Ref === roleId),
    )
    .flatMap(
      ([, policy]) =>
        ((policy.Properties?.PolicyDocument ?? { Statement: [] }) as { Statement: RawStatement[] }).Statement,
    );
}

const roleOf = (template: TemplateJson, functionId: string) =>
  ((template.Resources[functionId]?.Properties?.Role ?? {}) as { 'Fn::GetAtt': [string, string] })[
    'Fn::GetAtt'
  ][0];

const WEBHOOK_PARTITIONS = {
  'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['WEBHOOK#*', 'WEBHOOK-EVENT#*'] },
};

/** The webhook delivery construct of the API stack. */
export function webhookTests(service: SynthesizedService): void {
  const { api, apiJson, stacks } = service;
  const webhooks = stacks.api.webhooks;
  const queueId = logicalId(webhooks.queue);
  const dlqId = logicalId(webhooks.deadLetterQueue);
  const delivererId = logicalId(webhooks.deliverer.lambda);

  test('the delivery queue is encrypted, refuses plain HTTP and redrives after one receive more than the attempts', () => {
    const queue = apiJson.Resources[queueId]?.Properties ?? {};
    expect(queue.SqsManagedSseEnabled).toBe(true);
    expect(queue.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
      maxReceiveCount: AWS_ATTEMPTS + 1,
    });
    expect(DELIVERY_MAX_RECEIVE_COUNT).toBe(8);
    expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(6 * DELIVERY_TIMEOUT.toSeconds());
    // The whole retry schedule fits in the queue's retention.
    const schedule = AWS_RETRY_DELAYS_SECONDS.reduce((sum, delay) => sum + delay, 0);
    expect(Number(queue.MessageRetentionPeriod)).toBeGreaterThan(schedule * 2);
    expect(apiJson.Resources[dlqId]?.Properties?.SqsManagedSseEnabled).toBe(true);
    expect(apiJson.Resources[dlqId]?.Properties?.MessageRetentionPeriod).toBe(14 * 86_400);
    for (const id of [queueId, dlqId]) {
      api.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: id }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  test('the deliverer takes batches of the delivery queue, reports failures per item, at most 20 at once', () => {
    api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionName: viaAlias(logicalId(stacks.api.webhooks.deliverer.live)),
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: DELIVERY_MAX_CONCURRENCY },
    });
  });

  test('the deliverer bundles its handler, with the queue URL and a timeout above the 15 s a receiver gets', () => {
    expect(DELIVERY_HANDLER).toBe('functions/webhooks/deliver-webhooks.ts');
    const props = apiJson.Resources[delivererId]?.Properties ?? {};
    const env = (props.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env.WEBHOOK_QUEUE_URL).toEqual({ Ref: queueId });
    expect(Number(props.Timeout)).toBeGreaterThan(15);
  });

  test('the deliverer reads and updates webhook items only, and consumes its queue; nothing else', () => {
    const statements = rawStatementsOfRole(apiJson, roleOf(apiJson, delivererId));
    const table = statements.filter((statement) =>
      [statement.Action].flat().some((a) => a.startsWith('dynamodb:')),
    );
    expect(table).toEqual([
      expect.objectContaining({
        Action: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
        Condition: WEBHOOK_PARTITIONS,
      }),
    ]);
    const actions = statements.flatMap((statement) => [statement.Action].flat()).sort();
    expect(actions).toEqual(
      [
        'dynamodb:GetItem',
        'dynamodb:UpdateItem',
        'sqs:ChangeMessageVisibility',
        'sqs:DeleteMessage',
        'sqs:GetQueueAttributes',
        'sqs:GetQueueUrl',
        // Untraced (its attempts are timed in their records): no X-Ray grant either.
        'sqs:ReceiveMessage',
      ].sort(),
    );
  });

  test("no route function but a test event's and a resend's touches the delivery queue", () => {
    // The deliverer reads the queue; the stream's event publisher queues deliveries; the two routes
    // that record a delivery themselves send to it (test/infra/iam.ts: only sqs:SendMessage).
    const senders = routeList
      .filter((route) => route.access.webhookQueue === 'send')
      .map((route) => functionsByRouteKey(apiJson).get(routeKey(route)) ?? '');
    expect(senders).toHaveLength(2);
    const allowed = [delivererId, logicalId(stacks.api.events.publisher.lambda), ...senders].map((id) =>
      roleOf(apiJson, id),
    );
    const policies = JSON.stringify(
      resourcesOfType(apiJson, 'AWS::IAM::Policy').filter(
        ([, policy]) =>
          !((policy.Properties?.Roles ?? []) as { Ref: string }[]).some((ref) => allowed.includes(ref.Ref)),
      ),
    );
    expect(policies).not.toContain(queueId);
  });

  test('a parked delivery alarms at once, on the alarm topic', () => {
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
      AlarmActions: [{ Ref: logicalId(stacks.api.monitoring.topic) }],
    });
  });

  test("grantQueueDeliveries gives the fan-out exactly what it uses: webhook items, the deliveries' rank counters and sending to the queue", () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const stack = new Stack(app, 'Probe');
    const table = new TableV2(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
    const delivery = new WebhookDelivery(stack, 'Webhooks', {
      table,
      environment: {
        tableName: 'table',
        documentsBucket: 'documents',
        dropBucket: 'drop',
        allowedDocumentBuckets: ['drop'],
        presignedUrlTtlSeconds: 900,
        submissionQueueUrl: 'https://sqs.example/queue',
        stage: 'probe',
        metricsNamespace: 'Probe',
      },
    });
    const consumer = new Role(stack, 'Consumer', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    delivery.grantQueueDeliveries(consumer);
    const template = Template.fromStack(stack).toJSON() as TemplateJson;
    const statements = rawStatementsOfRole(template, logicalId(consumer));
    expect(statements).toEqual([
      expect.objectContaining({
        Action: ['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:GetItem'],
        Resource: { 'Fn::GetAtt': [logicalId(table), 'Arn'] },
        Condition: WEBHOOK_PARTITIONS,
      }),
      // Each recording takes the next rank of its subscription's deliveries: it reads and moves that counter.
      expect.objectContaining({
        Action: ['dynamodb:GetItem', 'dynamodb:PutItem'],
        Resource: { 'Fn::GetAtt': [logicalId(table), 'Arn'] },
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['COLLECTION#DELIVERY#*'] } },
      }),
      expect.objectContaining({
        Action: 'sqs:SendMessage',
        Resource: { 'Fn::GetAtt': [logicalId(delivery.queue), 'Arn'] },
      }),
    ]);
    expect(delivery.queueDeliveriesEnvironment).toEqual({ WEBHOOK_QUEUE_URL: delivery.queue.queueUrl });
  });
}
