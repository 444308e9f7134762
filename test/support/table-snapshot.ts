import { type AttributeValue, ScanCommand } from '@aws-sdk/client-dynamodb';
import { dynamodb } from '#shared/aws/dynamodb';
import { config } from '#shared/config';

/** One stored item as DynamoDB returns it (typed attribute values), keyed by `pk` and `sk`. */
export interface SnapshotItem {
  key: string;
  item: string;
}

/** JSON with object keys sorted: two equal items print the same, whatever order the store lists attributes in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Uint8Array) return { bytes: Buffer.from(value).toString('base64') };
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

const keyOf = (item: Record<string, AttributeValue>) => `${item.pk?.S ?? ''} | ${item.sk?.S ?? ''}`;

/**
 * Every item of the test table, as raw attribute values in key order: two
 * snapshots are equal exactly when the stored state is. A Scan is fine in a
 * test; request paths never scan.
 */
export async function snapshotTable(tableName: string = config.tableName): Promise<SnapshotItem[]> {
  const items: SnapshotItem[] = [];
  let ExclusiveStartKey: Record<string, AttributeValue> | undefined;
  do {
    const page = await dynamodb.send(
      new ScanCommand({ TableName: tableName, ConsistentRead: true, ExclusiveStartKey }),
    );
    for (const item of page.Items ?? []) {
      items.push({ key: keyOf(item), item: JSON.stringify(canonical(item)) });
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey !== undefined);
  return items.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
