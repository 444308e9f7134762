import { randomUUID } from 'node:crypto';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { dynamodb } from '#shared/aws/dynamodb';
import { s3 } from '#shared/aws/s3';
import { ensureBuckets, ensureTable } from '#tools/local-stack/provision';

/** Whether the file reads the table's stream (a local event stream, a publisher process). */
export interface TestTableOptions {
  stream?: boolean;
}

/**
 * Creates a table of the service's shape with a unique name and points the
 * configuration at it. Call it once per test file, in `beforeAll`, before any
 * data access: the configuration reads `TABLE_NAME` once per module registry,
 * and jest gives each test file its own registry, so each file sees its table.
 *
 * The table has a stream only for a file that reads it. A worker's DynamoDB
 * Local keeps the stream records of every file it served, deleted tables' too,
 * and every write to a table with a stream slows down with them: the event
 * feed's contended appends took 7 s after the pagination test without streams,
 * 60 s with.
 */
export async function createTestTable({ stream = false }: TestTableOptions = {}): Promise<string> {
  const tableName = `test-${randomUUID()}`;
  process.env.TABLE_NAME = tableName;
  createdTables.push(tableName);
  await ensureTable(dynamodb, tableName, { stream });
  return tableName;
}

/** The tables this test file created, for `dropTestTables`. */
const createdTables: string[] = [];

/**
 * Deletes the tables this test file created: a worker's DynamoDB Local serves
 * every file the worker runs. Run after each file (test/support/drop-tables.ts).
 */
export async function dropTestTables(): Promise<void> {
  const tables = createdTables.splice(0);
  await Promise.all(tables.map((TableName) => dynamodb.send(new DeleteTableCommand({ TableName }))));
}

/** Creates a documents and a drop bucket with unique names and points the configuration at them. */
export async function createTestBuckets(): Promise<{ documentsBucket: string; dropBucket: string }> {
  const suffix = randomUUID().slice(0, 13);
  const buckets = { documentsBucket: `test-documents-${suffix}`, dropBucket: `test-drop-${suffix}` };
  process.env.DOCUMENTS_BUCKET = buckets.documentsBucket;
  process.env.DROP_BUCKET = buckets.dropBucket;
  await ensureBuckets(s3, [buckets.documentsBucket, buckets.dropBucket]);
  return buckets;
}
