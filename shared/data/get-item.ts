import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import type { ItemKey, StoredItem } from './item';

/** The item at `key` in the service's table, or undefined. */
export async function getItem(key: ItemKey): Promise<StoredItem | undefined> {
  const { Item: item } = await documentClient.send(new GetCommand({ TableName: config.tableName, Key: key }));
  return item;
}
