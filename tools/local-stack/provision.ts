import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  type TableDescription,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { TABLE_KEYS } from '#lib/table-definition';

const STREAM = { StreamEnabled: true, StreamViewType: TABLE_KEYS.streamView };

/**
 * Creates the service's table, exactly as the CDK stack declares it, unless it
 * exists already. Resolves true when it created the table (a new, empty store).
 * Every caller says whether it has a stream (the stack's table has): DynamoDB
 * Local keeps every stream record it was given, a deleted table's too, and
 * each write to any table with a stream slows down as they pile up. A table
 * that no one reads the stream of must not have one.
 */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
  { stream }: { stream: boolean },
): Promise<boolean> {
  const existing = await describedTable(client, tableName);
  if (existing !== undefined) {
    // A store kept from before the table had a stream gets one, as the stack's table has.
    if (stream) await setTableStream(client, tableName, true);
    return false;
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        TABLE_KEYS.partitionKey,
        TABLE_KEYS.sortKey,
        ...TABLE_KEYS.indexes.flatMap((gsi) => [gsi.partitionKey, gsi.sortKey]),
      ].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_KEYS.indexes.map((gsi) => ({
        IndexName: gsi.name,
        KeySchema: [
          { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
          { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      ...(stream && { StreamSpecification: STREAM }),
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1 }, { TableName: tableName });
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.timeToLiveAttribute, Enabled: true },
    }),
  );
  return true;
}

/**
 * Turns the table's stream on or off, unless it already is. Turned on again, it
 * is a new stream, holding only the changes from then on.
 */
export async function setTableStream(
  client: DynamoDBClient,
  tableName: string,
  enabled: boolean,
): Promise<void> {
  const table = await describedTable(client, tableName);
  if (table === undefined) throw new Error(`The table ${tableName} does not exist.`);
  if ((table.StreamSpecification?.StreamEnabled ?? false) === enabled) return;
  await client.send(
    new UpdateTableCommand({
      TableName: tableName,
      StreamSpecification: enabled ? STREAM : { StreamEnabled: false },
    }),
  );
}

async function describedTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<TableDescription | undefined> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

/** Creates each bucket that does not exist yet. */
export async function ensureBuckets(s3: S3Client, names: readonly string[]): Promise<void> {
  for (const name of names) {
    if (await bucketExists(s3, name)) continue;
    await s3.send(new CreateBucketCommand({ Bucket: name }));
  }
}

async function bucketExists(s3: S3Client, name: string): Promise<boolean> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: name }));
    return true;
  } catch (error) {
    if (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchBucket')) return false;
    throw error;
  }
}
