import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { chunksOf, mapInWaves, sendUntilProcessed } from './batching';
import { type ItemKey, keyId, type StoredItem } from './item';

/** DynamoDB's limit of keys per BatchGetItem request. */
const KEYS_PER_REQUEST = 100;
/** Requests in flight at once. */
const REQUESTS_IN_FLIGHT = 4;

/**
 * Reads every item of `keys` that exists (any number of keys, duplicates
 * allowed), in chunks of 100, retrying unprocessed keys. Order is not kept:
 * callers look items up by key.
 */
export async function batchGetItems(tableName: string, keys: readonly ItemKey[]): Promise<StoredItem[]> {
  const unique = [...new Map(keys.map((key) => [keyId(key), { pk: key.pk, sk: key.sk }])).values()];
  const found: StoredItem[] = [];
  await mapInWaves(chunksOf(unique, KEYS_PER_REQUEST), REQUESTS_IN_FLIGHT, (chunk) =>
    sendUntilProcessed(
      chunk,
      async (batch) => {
        const output = await documentClient.send(
          new BatchGetCommand({ RequestItems: { [tableName]: { Keys: batch } } }),
        );
        found.push(...(output.Responses?.[tableName] ?? []));
        return (output.UnprocessedKeys?.[tableName]?.Keys ?? []) as ItemKey[];
      },
      `BatchGet on ${tableName}`,
    ),
  );
  return found;
}
