import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { isDependencyUnavailable } from '#shared/aws/dependency-unavailable';
import { documentClient } from '#shared/aws/dynamodb';
import { chunksOf, mapInWaves, sendUntilProcessed } from '#shared/data/batching';
import { type Item, type ItemKey, keyId, keyOf } from '#shared/data/item';

/** DynamoDB's limit of requests per BatchWriteItem call. */
const REQUESTS_PER_CALL = 25;
/** Calls in flight at once: enough to load a data set quickly, few enough not to self-throttle. */
const CALLS_IN_FLIGHT = 4;

type WriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: ItemKey } };

/**
 * Puts and deletes items in chunks of 25, retrying unprocessed requests and
 * calls the store did not serve. Not atomic: for bulk loads, not for request
 * paths. A key appears at most once per call (the last put of a key wins) since
 * DynamoDB refuses duplicates in a batch.
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
        try {
          const output = await documentClient.send(
            new BatchWriteCommand({ RequestItems: { [tableName]: batch } }),
          );
          return (output.UnprocessedItems?.[tableName] ?? []) as WriteRequest[];
        } catch (error) {
          // A store that did not serve the call, its retries spent (DynamoDB Local's lock waits on a busy
          // machine): the whole batch again after the rounds' backoff. Puts and deletes of a key repeat safely.
          if (isDependencyUnavailable(error)) return batch;
          throw error;
        }
      },
      `BatchWrite on ${tableName}`,
    );
    onChunkWritten(chunk.length);
  };
  await mapInWaves(chunksOf([...requests.values()], REQUESTS_PER_CALL), callsInFlight, writeChunk);
}
