import { setTimeout as sleep } from 'node:timers/promises';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamApiRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { DynamoDBRecord } from 'aws-lambda';
import { DYNAMODB_LOCAL_CREDENTIALS } from '#shared/aws/local-credentials';
import { s3 } from '#shared/aws/s3';
import { config } from '#shared/config';
import { publishInOrder } from '#shared/events/publish';
import { logger } from '#shared/observability/logger';
import { setAsideBatchOf, setAsideKeyOf } from '#tools/events/set-aside-batches';

export interface LocalEventStreamOptions {
  /** The low-level client of the table (its endpoint and region are the stream's too). */
  dynamodb: DynamoDBClient;
  tableName: string;
  /** Wait between reads of a shard that had nothing new. @default 100 */
  pollMs?: number;
  /** Wait before a record whose publishing failed is tried again. @default 1000 */
  retryMs?: number;
  /**
   * As the stream's event source in AWS: after this many failed attempts a
   * record is set aside whole in this bucket of the S3 emulator (what
   * `npm run republish-events` publishes again) and the stream goes on.
   * @default - a failing record is tried again until it is published
   */
  setAside?: { bucket: string; attempts: number };
}

export interface LocalEventStream {
  /** Stops reading once the record under way is published. */
  stop(): Promise<void>;
}

/** The streams API's record as Lambda hands it: creation time in epoch seconds. */
function asLambdaRecord(record: StreamApiRecord): DynamoDBRecord {
  const created = record.dynamodb?.ApproximateCreationDateTime;
  return {
    ...record,
    dynamodb: { ...record.dynamodb, ApproximateCreationDateTime: created && created.getTime() / 1000 },
  } as DynamoDBRecord;
}

/**
 * Reads DynamoDB Local's stream of the table and publishes each committed
 * change with the stream consumer's own code, as Lambda's event source does
 * in AWS: a shard's pages in order, a page's events appended to the feed in
 * its records' order, a record that fails tried again with those after it (the next page is not read before it succeeds),
 * shards that appear later read from their start; with `setAside`, a record
 * that fails every attempt is set aside whole, as AWS does. Changes made while
 * the server was down are not read.
 */
export async function startLocalEventStream(options: LocalEventStreamOptions): Promise<LocalEventStream> {
  const pollMs = options.pollMs ?? 100;
  const retryMs = options.retryMs ?? 1_000;
  const endpoint = config.dynamodbEndpoint;
  const streams = new DynamoDBStreamsClient({
    region: config.region,
    ...(endpoint !== undefined && { endpoint, credentials: DYNAMODB_LOCAL_CREDENTIALS }),
  });
  const { Table } = await options.dynamodb.send(new DescribeTableCommand({ TableName: options.tableName }));
  const streamArn = Table?.LatestStreamArn;
  if (streamArn === undefined) throw new Error(`The table ${options.tableName} has no stream.`);

  const stopping = new AbortController();
  // A stream that stops answering must not hold up stop(): each read is abandoned when stopping.
  const read = { abortSignal: stopping.signal };
  const iterators = new Map<string, string | undefined>();
  const iteratorOf = async (shardId: string, type: 'LATEST' | 'TRIM_HORIZON') =>
    (
      await streams.send(
        new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: type }),
        read,
      )
    ).ShardIterator;
  const discoverShards = async (type: 'LATEST' | 'TRIM_HORIZON') => {
    const { StreamDescription } = await streams.send(
      new DescribeStreamCommand({ StreamArn: streamArn }),
      read,
    );
    for (const shard of StreamDescription?.Shards ?? []) {
      const shardId = shard.ShardId;
      if (shardId !== undefined && !iterators.has(shardId))
        iterators.set(shardId, await iteratorOf(shardId, type));
    }
  };

  const setAside = options.setAside;
  /** Writes the record where Lambda's on-failure destination would; false while the emulator refuses. */
  const setAsideDone = async (record: DynamoDBRecord, shardId: string, attempts: number) => {
    if (setAside === undefined) return false;
    const batch = setAsideBatchOf([record], { shardId, attempts, streamArn });
    const key = setAsideKeyOf(batch);
    try {
      await s3.send(new PutObjectCommand({ Bucket: setAside.bucket, Key: key, Body: JSON.stringify(batch) }));
    } catch (error) {
      logger.error('stream record not set aside; trying again', { error: error as Error });
      return false;
    }
    logger.warn('stream record set aside after every attempt', { bucket: setAside.bucket, key });
    return true;
  };

  /** A page's records in order, from the first not published, until all are (or set aside). */
  const publishUntilDone = async (records: DynamoDBRecord[], shardId: string) => {
    let pending = records;
    for (let attempts = 1; pending.length > 0 && !stopping.signal.aborted; attempts += 1) {
      const firstFailed = await publishInOrder(pending);
      if (firstFailed === undefined) return;
      if (firstFailed > 0) attempts = 1;
      pending = pending.slice(firstFailed);
      const [failed] = pending;
      if (
        failed !== undefined &&
        setAside !== undefined &&
        attempts >= setAside.attempts &&
        (await setAsideDone(failed, shardId, attempts))
      ) {
        pending = pending.slice(1);
        attempts = 0;
        continue;
      }
      await sleep(retryMs, undefined, { signal: stopping.signal }).catch(() => {});
    }
  };

  const readOnce = async (): Promise<boolean> => {
    let readAny = false;
    for (const [shardId, iterator] of iterators) {
      if (iterator === undefined || stopping.signal.aborted) continue;
      const { Records = [], NextShardIterator } = await streams.send(
        new GetRecordsCommand({ ShardIterator: iterator }),
        read,
      );
      // A page as the consumer takes a batch in AWS: events derived at once, appended to the feed in order.
      await publishUntilDone(Records.map(asLambdaRecord), shardId);
      if (!stopping.signal.aborted) iterators.set(shardId, NextShardIterator);
      readAny ||= Records.length > 0;
    }
    return readAny;
  };

  await discoverShards('LATEST');
  const loop = (async () => {
    let rounds = 0;
    while (!stopping.signal.aborted) {
      try {
        // New shards are looked for every ten rounds; they hold only changes made after they opened.
        if (++rounds % 10 === 0) await discoverShards('TRIM_HORIZON');
        if (!(await readOnce())) await sleep(pollMs, undefined, { signal: stopping.signal });
      } catch (error) {
        if (stopping.signal.aborted) return;
        // A shard iterator that no longer works (DynamoDB Local restarted) is not read again: start over from now.
        logger.error('reading the table stream failed; reading on from now', { error: error as Error });
        await sleep(retryMs, undefined, { signal: stopping.signal }).catch(() => {});
        iterators.clear();
        await discoverShards('LATEST').catch(() => {});
      }
    }
  })();

  return {
    async stop() {
      stopping.abort();
      await loop;
      streams.destroy();
    },
  };
}
