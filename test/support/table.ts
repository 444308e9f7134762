import { randomUUID } from 'node:crypto';
import { dynamodb } from '#shared/aws/dynamodb';
import { s3 } from '#shared/aws/s3';
import { ensureBuckets, ensureTable } from '#tools/local-stack/provision';

/**
 * Creates a table of the service's shape with a unique name and points the
 * configuration at it. Call it once per test file, in `beforeAll`, before any
 * data access: the configuration reads `TABLE_NAME` once per module registry,
 * and jest gives each test file its own registry, so each file sees its table.
 */
export async function createTestTable(): Promise<string> {
  const tableName = `test-${randomUUID()}`;
  process.env.TABLE_NAME = tableName;
  await ensureTable(dynamodb, tableName);
  return tableName;
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
