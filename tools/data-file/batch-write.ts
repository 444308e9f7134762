import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { chunksOf, mapInWaves, sendUntilProcessed } from '#shared/data/batching';
import { type Item, type ItemKey, keyId, keyOf } from '#shared/data/item';

/** DynamoDB's limit of requests per BatchWriteItem call. */
const REQUESTS_PER_CALL = 25;
/** Calls in flight at once: enough to load a data set quickly, few enough not to self-throttle. */
const CALLS_IN_FLIGHT = 4;

type WriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: ItemKey } };

/**
 * Puts and deletes items in chunks of 25, retrying unprocessed requests. Not
 * atomic: for bulk loads, not for request paths. A key appears at most once per
 * call (the last put of a key wins) since DynamoDB refuses duplicates in a batch.
 */
export async function batchWriteItems(
  tableName: string,
  changes: { puts: readonly Item[]; deletes: readonly ItemKey[] },
  onChunkWritten: (requestsWritten: number) => void = () => {},
  callsInFlight = CALLS_IN_FLIGHT,
): Promise<void> {
  const requests = new Map<string, WriteRequest>();
  for (const key of changes.deletes) requests.set(keyId(key), { DeleteRequest: { Key: keyOf(key) } });
  for (const item of changes.puts) requests.set(keyId(item), { PutRequest: { Item: item } });

  const writeChunk = async (chunk: WriteRequest[]) => {
    await sendUntilProcessed(
      chunk,
      async (batch) => {
        const output = await documentClient.send(
          new BatchWriteCommand({ RequestItems: { [tableName]: batch } }),
        );
        return (output.UnprocessedItems?.[tableName] ?? []) as WriteRequest[];
      },
      `BatchWrite on ${tableName}`,
    );
    onChunkWritten(chunk.length);
  };
  await mapInWaves(chunksOf([...requests.values()], REQUESTS_PER_CALL), callsInFlight, writeChunk);
}
