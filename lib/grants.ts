import { Aws } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { TABLE_KEYS } from '#lib/table-definition';
import { EVERY_BUDGET_PARTITION } from '#shared/budgets/keys';
import { UPLOADS_PREFIX } from '#shared/documents/upload-keys';
import type { RouteAccess } from '#shared/routing/route';

/** Item reads, including the paginated Query of an index; never Scan. */
export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;

/**
 * Item writes. Transactions have no IAM action of their own: each Put, Update,
 * Delete and ConditionCheck inside a TransactWriteItems is authorized as the
 * single-item action it is, hence ConditionCheckItem.
 */
export const TABLE_WRITE_ACTIONS = [
  ...TABLE_READ_ACTIONS,
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
] as const;

/** What route access may reach. */
export interface AccessTargets {
  readonly table: ITableV2;
  readonly documentsBucket: IBucket;
  readonly dropBucket: IBucket;
  readonly submissionQueue: IQueue;
  readonly importQueue: IQueue;
  readonly webhookQueue: IQueue;
}

/** Table and index ARNs by name (no `index/*`: only the indexes the table declares). */
function tableResources(table: ITableV2): string[] {
  return [table.tableArn, ...TABLE_KEYS.indexes.map((index) => `${table.tableArn}/index/${index.name}`)];
}

export function grantTable(grantee: IGrantable, table: ITableV2, level: 'read' | 'write'): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: [...(level === 'read' ? TABLE_READ_ACTIONS : TABLE_WRITE_ACTIONS)],
      resources: tableResources(table),
    }),
  );
}

/** `arn:…:s3:::bucket/*` for a bucket known only by name (an extra allowed bucket). */
export function objectsOfBucketNamed(bucketName: string): string {
  return `arn:${Aws.PARTITION}:s3:::${bucketName}/*`;
}

// Every key of one bucket, as cdk-nag spells it: a bucket of this app, whether
// referenced in-stack (`<DocumentsBucketAB12CD34.Arn>/*`) or across stacks
// (`{"Fn::GetStackOutput":{…DocumentsBucketAB12CD34Arn…}}/*`), or an allowed
// bucket by name (`arn:<AWS::Partition>:s3:::partner-drop/*`).
const BUCKET_OBJECTS = String.raw`/^Resource::(.*Bucket[0-9A-F]{8}\.?Arn.*|arn:<AWS::Partition>:s3:::[a-z0-9.-]+)\/(uploads\/)?\*$/g`;

/** Object-level actions only: no listing, no bucket configuration, no `s3:*`. */
export function grantObjects(
  grantee: IGrantable & IConstruct,
  action: 's3:GetObject' | 's3:PutObject',
  objectArns: string[],
): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({ actions: [action], resources: objectArns }),
  );
  NagSuppressions.addResourceSuppressions(
    grantee,
    [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'One object action on the keys of one bucket: document keys are per shipment, not known in advance.',
        appliesTo: [{ regex: BUCKET_OBJECTS }],
      },
    ],
    true,
  );
}

type Grantee = IGrantable & IConstruct;

/**
 * How each kind of declared access is granted. Keyed by every key of
 * RouteAccess: a new kind of access in the route table doesn't compile until
 * it says here what it grants.
 */
const ACCESS_GRANTS: {
  [K in keyof RouteAccess]-?: (
    grantee: Grantee,
    level: NonNullable<RouteAccess[K]>,
    targets: AccessTargets,
  ) => void;
} = {
  table: (grantee, level, targets) => grantTable(grantee, targets.table, level),
  // Presigning needs no S3 call, but the URL carries the signer's rights:
  // s3:GetObject on stored documents, and nothing more.
  documentsBucket: (grantee, _presign, targets) =>
    grantObjects(grantee, 's3:GetObject', [targets.documentsBucket.arnForObjects('*')]),
  // The signed form carries the signer's rights: put, under the prefix of issued uploads only.
  dropBucket: (grantee, _presignUpload, targets) =>
    grantObjects(grantee, 's3:PutObject', [targets.dropBucket.arnForObjects(`${UPLOADS_PREFIX}*`)]),
  submissionQueue: (grantee, _send, targets) => grantSend(grantee, targets.submissionQueue),
  importQueue: (grantee, _send, targets) => grantSend(grantee, targets.importQueue),
  webhookQueue: (grantee, _send, targets) => grantSend(grantee, targets.webhookQueue),
};

/** sqs:SendMessage on one queue, nothing else of it. */
export function grantSend(grantee: IGrantable, queue: IQueue): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [queue.queueArn] }),
  );
}

/**
 * Grants a route's function exactly what its route declares in `access`
 * (shared/routing/route.ts), and nothing else.
 */
export function grantRouteAccess(grantee: Grantee, access: RouteAccess, targets: AccessTargets): void {
  for (const [kind, level] of Object.entries(access)) {
    if (level === undefined) continue;
    if (!(kind in ACCESS_GRANTS)) throw new Error(`No grant is defined for route access '${kind}'.`);
    grantAccess(grantee, kind as keyof RouteAccess, level, targets);
  }
}

// TypeScript can't tie a key to its value type across a loop; this is the one place it's asserted.
function grantAccess<K extends keyof RouteAccess>(
  grantee: Grantee,
  kind: K,
  level: NonNullable<RouteAccess[K]>,
  targets: AccessTargets,
): void {
  (
    ACCESS_GRANTS[kind] as (
      grantee: Grantee,
      level: NonNullable<RouteAccess[K]>,
      targets: AccessTargets,
    ) => void
  )(grantee, level, targets);
}

/**
 * Every route's function keeps its callers' request budgets (the edge's
 * middleware, whatever the route declares): read and lease from the budget
 * items only (`BUDGET#…`), nothing else of the table.
 */
export function grantRequestBudgets(grantee: IGrantable, table: ITableV2): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
      resources: [table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [EVERY_BUDGET_PARTITION] } },
    }),
  );
}
