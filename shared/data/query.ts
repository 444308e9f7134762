import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import type { StoredItem } from './item';

/** A key condition on the table or on an index, as the entity modules build them. */
export type KeyQuery = Pick<
  QueryCommandInput,
  | 'TableName'
  | 'IndexName'
  | 'KeyConditionExpression'
  | 'FilterExpression'
  | 'ExpressionAttributeNames'
  | 'ExpressionAttributeValues'
  | 'ScanIndexForward'
  | 'ProjectionExpression'
>;

/** Every item matching `query`, following `LastEvaluatedKey` across DynamoDB's 1 MB pages. */
export async function queryAll(query: KeyQuery): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const output = await documentClient.send(new QueryCommand({ ...query, ExclusiveStartKey: startKey }));
    items.push(...(output.Items ?? []));
    startKey = output.LastEvaluatedKey;
  } while (startKey !== undefined);
  return items;
}

/** Up to `limit` items matching `query`, following `LastEvaluatedKey` (a filter may leave a page short). */
export async function queryUpTo(query: KeyQuery, limit: number): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const output = await documentClient.send(
      new QueryCommand({ ...query, Limit: limit - items.length, ExclusiveStartKey: startKey }),
    );
    items.push(...(output.Items ?? []));
    startKey = output.LastEvaluatedKey;
  } while (startKey !== undefined && items.length < limit);
  return items;
}
