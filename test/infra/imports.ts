import { Match } from 'aws-cdk-lib/assertions';
import {
  IMPORT_MAX_RECEIVE_COUNT,
  IMPORT_WORKER_MAX_CONCURRENCY,
  IMPORT_WORKER_TIMEOUT,
} from '#lib/constructs/import-pipeline';
import { SYNC_PREFIX } from '#shared/documents/upload-keys';
import * as routes from '#shared/routes';
import { routeKey } from '#shared/routing/route';
import {
  functionsByRouteKey,
  logicalId,
  resourcesOfType,
  type SynthesizedService,
  viaAlias,
} from './support';

/** The import queue, its worker, and how POST /imports reaches it. */
export function importTests(service: SynthesizedService): void {
  const { api, apiJson, stacks } = service;
  const imports = stacks.api.imports;
  const queueId = logicalId(imports.queue);
  const dlqId = logicalId(imports.deadLetterQueue);
  const workerId = logicalId(imports.worker.lambda);
  const workerAliasId = logicalId(imports.worker.live);

  test('the import queue is encrypted and redrives to its dead-letter queue after 5 receives', () => {
    const queue = apiJson.Resources[queueId]?.Properties ?? {};
    expect(queue.SqsManagedSseEnabled).toBe(true);
    expect(queue.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
      maxReceiveCount: IMPORT_MAX_RECEIVE_COUNT,
    });
    expect(IMPORT_MAX_RECEIVE_COUNT).toBe(5);
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

  test("a message stays hidden longer than a run may take: six times the worker's timeout", () => {
    const worker = apiJson.Resources[workerId]?.Properties ?? {};
    expect(worker.Timeout).toBe(IMPORT_WORKER_TIMEOUT.toSeconds());
    // The worker stops a minute before its end to hand the rest to the next message.
    expect(IMPORT_WORKER_TIMEOUT.toSeconds()).toBeGreaterThan(60);
    const queue = apiJson.Resources[queueId]?.Properties ?? {};
    expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(6 * IMPORT_WORKER_TIMEOUT.toSeconds());
  });

  test('the worker runs functions/imports/process-import.ts, one import per invocation, at most 2 at once', () => {
    api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionName: viaAlias(workerAliasId),
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: IMPORT_WORKER_MAX_CONCURRENCY },
    });
    expect(apiJson.Resources[workerId]?.Properties?.ReservedConcurrentExecutions).toBe(
      IMPORT_WORKER_MAX_CONCURRENCY,
    );
    const mappings = resourcesOfType(apiJson, 'AWS::Lambda::EventSourceMapping').filter(
      ([, mapping]) =>
        JSON.stringify(mapping.Properties?.FunctionName) === JSON.stringify(viaAlias(workerAliasId)),
    );
    expect(mappings).toHaveLength(1);
  });

  test('the worker and POST /imports are given the import queue URL', () => {
    const variablesOf = (id: string) =>
      ((apiJson.Resources[id]?.Properties?.Environment ?? {}) as { Variables: Record<string, unknown> })
        .Variables;
    const createImportId = functionsByRouteKey(apiJson).get(routeKey(routes.createImport)) ?? '';
    expect(createImportId).not.toBe('');
    for (const id of [workerId, createImportId]) {
      expect(JSON.stringify(variablesOf(id).IMPORT_QUEUE_URL)).toContain(queueId);
    }
  });

  test("the import queue's policy allows S3 alone, and only for the drop bucket", () => {
    const policies = resourcesOfType(apiJson, 'AWS::SQS::QueuePolicy').filter(
      ([, policy]) => JSON.stringify(policy.Properties?.Queues) === JSON.stringify([{ Ref: queueId }]),
    );
    type PolicyDocument = { Statement: Record<string, unknown>[] };
    const statements = policies.flatMap(
      ([, policy]) => (policy.Properties?.PolicyDocument as PolicyDocument | undefined)?.Statement ?? [],
    );
    const allowed = statements.filter((statement) => statement.Effect === 'Allow');
    expect(allowed).toEqual([
      {
        Effect: 'Allow',
        Principal: { Service: 's3.amazonaws.com' },
        Action: ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'],
        Resource: { 'Fn::GetAtt': [queueId, 'Arn'] },
        Condition: { ArnLike: { 'aws:SourceArn': expect.anything() } },
      },
    ]);
    const condition = allowed[0]?.Condition as { ArnLike: Record<string, unknown> } | undefined;
    const source = JSON.stringify(condition?.ArnLike['aws:SourceArn']);
    expect(source).toContain(logicalId(stacks.stateful.dropBucket));
    expect(source).not.toContain('*');
  });

  test('the worker reads S3 notifications only of the sync folder: its notification has the sync/ prefix and the import queue alone', () => {
    const configurations = resourcesOfType(apiJson, 'Custom::S3BucketNotifications').flatMap(
      ([, resource]) =>
        (
          resource.Properties?.NotificationConfiguration as
            | { QueueConfigurations?: Record<string, unknown>[] }
            | undefined
        )?.QueueConfigurations ?? [],
    );
    const toImportQueue = configurations.filter(
      (configuration) =>
        JSON.stringify(configuration.QueueArn) === JSON.stringify({ 'Fn::GetAtt': [queueId, 'Arn'] }),
    );
    expect(toImportQueue).toEqual([
      {
        Events: ['s3:ObjectCreated:*'],
        QueueArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
        Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: SYNC_PREFIX }] } },
      },
    ]);
  });

  test('a parked import message raises the import dead-letters alarm', () => {
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
      AlarmDescription: Match.stringLikeRegexp('#alarm-import-dead-letters$'),
    });
  });
}
