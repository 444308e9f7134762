import { routeList } from '#shared/route-table';
import { type RouteAccess, routeKey } from '#shared/routing/route';
import {
  functionsByRouteKey,
  logicalId,
  resourcesOfType,
  type Statement,
  type SynthesizedService,
  statementsOf,
} from './support';

// Written out here rather than imported from lib/grants.ts, so that a change
// to what the stack grants has to be made twice to pass.
const TRACING = ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'];
const TABLE_READ = ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'];
const TABLE_WRITE = [
  ...TABLE_READ,
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DeleteItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
];
const QUEUE_CONSUME = [
  'sqs:ChangeMessageVisibility',
  'sqs:DeleteMessage',
  'sqs:GetQueueAttributes',
  'sqs:GetQueueUrl',
  'sqs:ReceiveMessage',
];

/** IAM of the default stage; `custom` allows two extra document buckets. */
export function iamTests(service: SynthesizedService, custom: SynthesizedService): void {
  const { apiJson, statefulJson, stacks } = service;
  const table = logicalId(stacks.stateful.table);
  const documents = logicalId(stacks.stateful.documentsBucket);
  const drop = logicalId(stacks.stateful.dropBucket);
  const queue = logicalId(stacks.api.pipeline.queue);
  const importQueue = logicalId(stacks.api.imports.queue);
  const webhookQueue = logicalId(stacks.api.webhooks.queue);
  const importWorker = logicalId(stacks.api.imports.worker.lambda);
  const publisherId = logicalId(stacks.api.events.publisher.lambda);
  const TABLE_RESOURCES = [`${table}.Arn`, `${table}.Arn/index/gsi1`];

  /** Action → the resources it is granted on, over all of a function's statements. */
  /** Every route function's lease of its callers' request budgets: budget items only. */
  const BUDGET_CONDITION = { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['BUDGET#*'] } };
  const isBudgetGrant = (statement: Statement) =>
    JSON.stringify(statement.condition) === JSON.stringify(BUDGET_CONDITION);

  /** What a function may do beyond its callers' request budgets. */
  function grantsOf(functionId: string): Map<string, string[]> {
    const grants = new Map<string, string[]>();
    for (const statement of statementsOf(functionId, apiJson, statefulJson)) {
      if (isBudgetGrant(statement)) continue;
      expect(statement.effect).toBe('Allow');
      for (const action of statement.actions) {
        grants.set(action, [...(grants.get(action) ?? []), ...statement.resources].sort());
      }
    }
    return grants;
  }

  function expectedActions(access: RouteAccess): string[] {
    return [
      ...TRACING,
      ...(access.table === 'read' ? TABLE_READ : []),
      ...(access.table === 'write' ? TABLE_WRITE : []),
      ...(access.documentsBucket === 'presign' ? ['s3:GetObject'] : []),
      ...(access.dropBucket === 'presignUpload' ? ['s3:PutObject'] : []),
      ...(access.submissionQueue === 'send' || access.importQueue === 'send' || access.webhookQueue === 'send'
        ? ['sqs:SendMessage']
        : []),
    ].sort();
  }

  /** The queues a route may send to, as its access declares them. */
  function expectedQueues(access: RouteAccess): string[] {
    return [
      ...(access.submissionQueue === 'send' ? [`${queue}.Arn`] : []),
      ...(access.importQueue === 'send' ? [`${importQueue}.Arn`] : []),
      ...(access.webhookQueue === 'send' ? [`${webhookQueue}.Arn`] : []),
    ].sort();
  }

  const byRouteKey = functionsByRouteKey(apiJson);
  const routeCases = routeList.map((route) => [routeKey(route), route] as const);

  describe('each route function is granted exactly its declared access', () => {
    test.each(routeCases)('%s', (key, route) => {
      const functionId = byRouteKey.get(key);
      expect(functionId).toBeDefined();
      const grants = grantsOf(functionId ?? '');

      expect([...grants.keys()].sort()).toEqual(expectedActions(route.access));
      for (const action of [...grants.keys()].filter((name) => name.startsWith('dynamodb:'))) {
        expect(grants.get(action)).toEqual(TABLE_RESOURCES);
      }
      if (grants.has('s3:GetObject')) expect(grants.get('s3:GetObject')).toEqual([`${documents}.Arn/*`]);
      if (grants.has('sqs:SendMessage'))
        expect(grants.get('sqs:SendMessage')).toEqual(expectedQueues(route.access));
      for (const action of TRACING) expect(grants.get(action)).toEqual(['*']);
    });
  });

  describe('least privilege across the stack', () => {
    const routeFunctions = [...byRouteKey.entries()];

    test("every route function may read and lease its callers' request budgets, and only those items", () => {
      for (const [, id] of routeFunctions) {
        const budgetGrants = statementsOf(id, apiJson, statefulJson).filter(isBudgetGrant);
        expect(budgetGrants).toHaveLength(1);
        expect(budgetGrants[0]!.actions.sort()).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
        expect(budgetGrants[0]!.resources).toEqual([TABLE_RESOURCES[0]]);
      }
    });

    test('read routes cannot write the table', () => {
      const readRoutes = routeList.filter((route) => route.access.table === 'read');
      expect(readRoutes.length).toBeGreaterThan(0);
      for (const route of readRoutes) {
        const grants = grantsOf(byRouteKey.get(routeKey(route)) ?? '');
        for (const write of ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']) {
          expect(grants.has(write)).toBe(false);
        }
      }
    });

    test('no function that reads the drop bucket can read stored documents (a key cannot cross over)', () => {
      const everyFunction = [
        ...routeFunctions.map(([, id]) => id),
        logicalId(stacks.api.pipeline.processor.lambda),
        importWorker,
      ];
      const dropReaders = everyFunction.filter((id) =>
        grantsOf(id).get('s3:GetObject')?.includes(`${drop}.Arn/*`),
      );
      expect(dropReaders).toEqual([logicalId(stacks.api.pipeline.processor.lambda), importWorker]);
      for (const id of dropReaders) {
        expect(grantsOf(id).get('s3:GetObject')).not.toContainEqual(expect.stringContaining(documents));
      }
    });

    test('only GET /images can read stored documents, and no route function writes them', () => {
      const readers = routeFunctions.filter(([, id]) => grantsOf(id).has('s3:GetObject')).map(([key]) => key);
      expect(readers).toEqual(['GET /images']);
      const writers = routeFunctions.map(([key, id]) => [key, grantsOf(id).get('s3:PutObject')]);
      // Two routes sign uploads, and only under the drop bucket's uploads/: never the inbox, never documents.
      expect(writers.filter(([, resources]) => resources !== undefined)).toEqual([
        ['POST /images/uploads', [`${drop}.Arn/uploads/*`]],
        ['POST /imports/uploads', [`${drop}.Arn/uploads/*`]],
      ]);
    });

    test('only POST /images can enqueue submissions, only POST /imports imports, only a test event or a resend queues webhook deliveries', () => {
      const sendersTo = (queueArn: string) =>
        routeFunctions
          .filter(([, id]) => grantsOf(id).get('sqs:SendMessage')?.includes(queueArn))
          .map(([key]) => key);
      expect(sendersTo(`${queue}.Arn`)).toEqual(['POST /images']);
      expect(sendersTo(`${importQueue}.Arn`)).toEqual(['POST /imports']);
      expect(sendersTo(`${webhookQueue}.Arn`).sort()).toEqual([
        'POST /webhooks/{webhookId}/deliveries/{deliveryId}/resend',
        'POST /webhooks/{webhookId}/test',
      ]);
    });

    test('no policy of the stack grants a wildcard action or a wildcard resource beyond X-Ray', () => {
      for (const [id] of resourcesOfType(apiJson, 'AWS::Lambda::Function')) {
        const statements: Statement[] = statementsOf(id, apiJson, statefulJson);
        for (const statement of statements) {
          for (const action of statement.actions) expect(action).not.toMatch(/\*/);
          if (statement.resources.includes('*')) {
            // ListStreams names no resource: Lambda's reading of the table's stream needs it on '*'.
            const allowed = id === publisherId ? [...TRACING, 'dynamodb:ListStreams'] : TRACING;
            expect(statement.actions.every((action) => allowed.includes(action))).toBe(true);
          }
        }
      }
    });

    test('function roles carry no managed policy but basic Lambda logging', () => {
      const deployRole = logicalId(stacks.api.deploys.role);
      for (const [id, role] of resourcesOfType(apiJson, 'AWS::IAM::Role')) {
        if (id === deployRole) continue;
        const managed = JSON.stringify(role.Properties?.ManagedPolicyArns ?? []);
        expect(managed).toMatch(/service-role\/AWSLambdaBasicExecutionRole/);
        expect(role.Properties?.ManagedPolicyArns).toHaveLength(1);
      }
    });
  });

  describe('the import worker', () => {
    test('reads data files of the drop bucket, writes the table, consumes its queue and sends only to it', () => {
      const grants = grantsOf(importWorker);
      expect([...grants.keys()].sort()).toEqual(
        [...TRACING, ...TABLE_WRITE, ...QUEUE_CONSUME, 's3:GetObject', 'sqs:SendMessage'].sort(),
      );
      expect(grants.get('s3:GetObject')).toEqual([`${drop}.Arn/*`]);
      expect(grants.get('dynamodb:PutItem')).toEqual(TABLE_RESOURCES);
      expect(grants.get('sqs:SendMessage')).toEqual([`${importQueue}.Arn`]);
      for (const action of QUEUE_CONSUME) expect(grants.get(action)).toEqual([`${importQueue}.Arn`]);
    });
  });

  describe('the submission processor', () => {
    test('reads dropped files, writes stored documents and the table, and consumes its queue and dead-letter queue', () => {
      const grants = grantsOf(logicalId(stacks.api.pipeline.processor.lambda));
      expect([...grants.keys()].sort()).toEqual(
        [...TRACING, ...TABLE_WRITE, ...QUEUE_CONSUME, 's3:GetObject', 's3:PutObject'].sort(),
      );
      expect(grants.get('s3:GetObject')).toEqual([`${drop}.Arn/*`]);
      expect(grants.get('s3:PutObject')).toEqual([`${documents}.Arn/*`]);
      expect(grants.get('dynamodb:PutItem')).toEqual(TABLE_RESOURCES);
      const deadLetterQueue = logicalId(stacks.api.pipeline.deadLetterQueue);
      for (const action of QUEUE_CONSUME) {
        expect(grants.get(action)?.sort()).toEqual([`${queue}.Arn`, `${deadLetterQueue}.Arn`].sort());
      }
    });

    test('may also read the extra buckets the deployment allows, and nothing more of them', () => {
      const processor = logicalId(custom.stacks.api.pipeline.processor.lambda);
      const statements = statementsOf(processor, custom.apiJson, custom.statefulJson);
      const reads = statements.filter((statement) => statement.actions.includes('s3:GetObject'));
      expect(reads.flatMap((statement) => statement.resources).sort()).toEqual(
        [
          `${logicalId(custom.stacks.stateful.dropBucket)}.Arn/*`,
          'arn:AWS::Partition:s3:::partner-drop-one/*',
          'arn:AWS::Partition:s3:::partner-drop-two/*',
        ].sort(),
      );
      const partnerActions = statements
        .filter((statement) => statement.resources.some((resource) => resource.includes('partner-drop')))
        .flatMap((statement) => statement.actions);
      expect(partnerActions).toEqual(['s3:GetObject']);
    });

    test("may decrypt with the partners' KMS keys, through S3 only", () => {
      const processor = logicalId(custom.stacks.api.pipeline.processor.lambda);
      const decrypts = statementsOf(processor, custom.apiJson, custom.statefulJson).filter((statement) =>
        statement.actions.includes('kms:Decrypt'),
      );
      expect(decrypts.map((statement) => [statement.actions, statement.resources])).toEqual([
        [['kms:Decrypt'], ['arn:aws:kms:eu-west-1:210987654321:key/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0']],
      ]);
      const policies = resourcesOfType(custom.apiJson, 'AWS::IAM::Policy').map(([, policy]) =>
        JSON.stringify(policy.Properties?.PolicyDocument ?? {}),
      );
      expect(policies.find((policy) => policy.includes('kms:Decrypt'))).toContain('kms:ViaService');
      expect(grantsOf(logicalId(stacks.api.pipeline.processor.lambda)).has('kms:Decrypt')).toBe(false);
    });
  });
}
