import { setTimeout as sleep } from 'node:timers/promises';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamApiRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { DynamoDBRecord } from 'aws-lambda';
import { s3 } from '#shared/aws/s3';
import { publishInOrder } from '#shared/events/publish';
import { logger } from '#shared/observability/logger';
import { setAsideBatchOf, setAsideKeyOf } from '#tools/events/set-aside-batches';
import { readStreamCheckpoint, writeStreamCheckpoint } from './stream-checkpoint';
import { serviceImage } from './stream-images';
import { streamsClientFor } from './streams-client';

export interface LocalEventStreamOptions {
  /** The low-level client of the table (its endpoint and region are the stream's too). */
  dynamodb: DynamoDBClient;
  tableName: string;
  /** Where the stream is read. @default config.dynamodbEndpoint (the table's) */
  endpoint?: string;
  /** Wait between reads of a shard that had nothing new. @default 100 */
  pollMs?: number;
  /**
   * Wait before a record whose publishing failed is tried again, and the
   * first wait after a read of the stream failed (doubling while it keeps
   * failing, up to MAX_BACKOFF_MS). @default 1000
   */
  retryMs?: number;
  /**
   * As the stream's event source in AWS: after this many failed attempts a
   * record is set aside whole in this bucket of the S3 emulator (what
   * `npm run republish-events` publishes again) and the stream goes on.
   * @default - a failing record is tried again until it is published
   */
  setAside?: { bucket: string; attempts: number };
  /**
   * A file that keeps, per shard, the last sequence number whose page was
   * published or set aside: a new process resumes after it, as the event
   * source mapping resumes from its checkpoint in AWS, so the changes
   * committed while no process read the stream are published too. Without
   * the file (or with another stream's), reading starts at the stream's end.
   * @default - nothing kept: every start reads from the stream's end
   */
  checkpointFile?: string;
}

export interface LocalEventStream {
  /** Stops reading once the record under way is published. */
  stop(): Promise<void>;
}

/** The streams API's record as Lambda hands it: creation time in epoch seconds, images typed throughout. */
function asLambdaRecord(record: StreamApiRecord): DynamoDBRecord {
  const created = record.dynamodb?.ApproximateCreationDateTime;
  return {
    ...record,
    dynamodb: {
      ...record.dynamodb,
      ApproximateCreationDateTime: created && created.getTime() / 1000,
      OldImage: serviceImage(record.dynamodb?.OldImage),
      NewImage: serviceImage(record.dynamodb?.NewImage),
    },
  } as DynamoDBRecord;
}

/** The longest wait between reads of a stream that keeps failing (DynamoDB Local down or restarting). */
const MAX_BACKOFF_MS = 5_000;

/** Doubling waits from `retryMs`, at most MAX_BACKOFF_MS, after `failures` failures in a row. */
const backoffMs = (retryMs: number, failures: number) =>
  Math.min(MAX_BACKOFF_MS, retryMs * 2 ** Math.min(failures - 1, 10));

/**
 * The answers by which a shard refuses a position: it was trimmed, the
 * iterator expired, or the shard never held it (a checkpoint newer than the
 * store). Not a refused connection, a timeout or a store error.
 */
const REFUSED_POSITION = new Set([
  'TrimmedDataAccessException',
  'ExpiredIteratorException',
  'ValidationException',
]);

const isRefusedPosition = (error: unknown) => error instanceof Error && REFUSED_POSITION.has(error.name);

/** Where reading a shard starts: its oldest record kept, its end, or after a record. */
type ShardEnd = 'TRIM_HORIZON' | 'LATEST';
type ShardStart = ShardEnd | { after: string };

/**
 * Reads DynamoDB Local's stream of the table and publishes each committed
 * change with the stream consumer's own code, as Lambda's event source does
 * in AWS: a shard's pages in order, a page's events appended to the feed in
 * its records' order, a record that fails tried again with those after it (the next page is not read before it succeeds),
 * shards that appear later read from their start; with `setAside`, a record
 * that fails every attempt is set aside whole, as AWS does. With
 * `checkpointFile`, a start goes on after the last page published; without
 * it, changes made while no process read the stream are not read.
 */
export async function startLocalEventStream(options: LocalEventStreamOptions): Promise<LocalEventStream> {
  const pollMs = options.pollMs ?? 100;
  const retryMs = options.retryMs ?? 1_000;
  const streams = streamsClientFor(options.endpoint);
  const { Table } = await options.dynamodb.send(new DescribeTableCommand({ TableName: options.tableName }));
  const streamArn = Table?.LatestStreamArn;
  if (streamArn === undefined) throw new Error(`The table ${options.tableName} has no stream.`);

  const stopping = new AbortController();
  // A stream that stops answering must not hold up stop(): each read is abandoned when stopping.
  const read = { abortSignal: stopping.signal };
  const iterators = new Map<string, string | undefined>();
  /** Per shard, the last sequence number whose page was published or set aside: where a restart resumes. */
  const published = new Map<string, string>();
  const { checkpointFile } = options;
  const saveCheckpoint = async () => {
    if (checkpointFile === undefined) return;
    await writeStreamCheckpoint(checkpointFile, { streamArn, shards: Object.fromEntries(published) }).catch(
      (error: Error) =>
        logger.error('stream checkpoint not saved; a restart reads some changes again', { error }),
    );
  };

  const iteratorOf = async (shardId: string, from: ShardStart) =>
    (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shardId,
          ...(typeof from === 'string'
            ? { ShardIteratorType: from }
            : { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: from.after }),
        }),
        read,
      )
    ).ShardIterator;
  /**
   * After the shard's last record published; from its oldest record kept only
   * when the shard itself refuses that position (trimmed, or a store older
   * than the checkpoint): some changes are published again, and the feed
   * keeps each once. Any other failure (a refused connection, a timeout) is
   * thrown: the loop retries from the same checkpoint.
   */
  const resumedIterator = async (shardId: string, after: string) => {
    try {
      return await iteratorOf(shardId, { after });
    } catch (error) {
      if (stopping.signal.aborted || !isRefusedPosition(error)) throw error;
      logger.warn('stream checkpoint no longer in its shard; reading the shard from its oldest record', {
        shardId,
        after,
        error: error as Error,
      });
      return iteratorOf(shardId, 'TRIM_HORIZON');
    }
  };
  const currentShards = async () => {
    const { StreamDescription } = await streams.send(
      new DescribeStreamCommand({ StreamArn: streamArn }),
      read,
    );
    return (StreamDescription?.Shards ?? []).flatMap((shard) => shard.ShardId ?? []);
  };
  /** Reads every shard not read yet: after its last record published, else from `unread`. */
  const discoverShards = async (unread: ShardEnd) => {
    for (const shardId of await currentShards()) {
      if (iterators.has(shardId)) continue;
      const after = published.get(shardId);
      iterators.set(
        shardId,
        after === undefined ? await iteratorOf(shardId, unread) : await resumedIterator(shardId, after),
      );
    }
  };
  /**
   * Starts at the stream's end, knowing where it is: each shard's records are
   * read through, unpublished, to the last (DynamoDB Local answers every
   * record it has before an empty page), so a checkpoint can be saved at once.
   */
  const skipToEnd = async () => {
    for (const shardId of await currentShards()) {
      let iterator = await iteratorOf(shardId, 'TRIM_HORIZON');
      while (iterator !== undefined) {
        const { Records = [], NextShardIterator } = await streams.send(
          new GetRecordsCommand({ ShardIterator: iterator }),
          read,
        );
        iterator = NextShardIterator;
        const last = Records.at(-1)?.dynamodb?.SequenceNumber;
        if (last === undefined) break;
        published.set(shardId, last);
      }
      iterators.set(shardId, iterator);
    }
    await saveCheckpoint();
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

  /** A page's records in order, from the first not published, until all are (or set aside); false when stopped first. */
  const publishUntilDone = async (records: DynamoDBRecord[], shardId: string) => {
    let pending = records;
    for (let attempts = 1; pending.length > 0; attempts += 1) {
      if (stopping.signal.aborted) return false;
      const firstFailed = await publishInOrder(pending);
      if (firstFailed === undefined) return true;
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
    return true;
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
      if (!(await publishUntilDone(Records.map(asLambdaRecord), shardId))) continue;
      iterators.set(shardId, NextShardIterator);
      const last = Records.at(-1)?.dynamodb?.SequenceNumber;
      if (last !== undefined) {
        published.set(shardId, last);
        await saveCheckpoint();
      }
      readAny ||= Records.length > 0;
    }
    return readAny;
  };

  /** Where a shard with nothing published starts: with a checkpoint, every record it holds is unread. */
  const unread: ShardEnd = checkpointFile === undefined ? 'LATEST' : 'TRIM_HORIZON';
  const checkpoint =
    checkpointFile === undefined ? undefined : await readStreamCheckpoint(checkpointFile, streamArn);
  if (checkpoint !== undefined) {
    const shards = new Set(await currentShards());
    for (const [shardId, after] of Object.entries(checkpoint.shards)) {
      if (shards.has(shardId)) published.set(shardId, after);
      // Shards that followed it are not in the checkpoint: they are read from their oldest record.
      else logger.warn('stream checkpoint names a shard the stream no longer has', { shardId, after });
    }
    await discoverShards(unread);
  } else if (checkpointFile !== undefined) await skipToEnd();
  else await discoverShards(unread);
  const loop = (async () => {
    let rounds = 0;
    let failures = 0;
    while (!stopping.signal.aborted) {
      try {
        // After a failure, each shard again after its last page published (an iterator of a restarted store
        // no longer works), once the store answers.
        if (failures > 0) {
          iterators.clear();
          await discoverShards(unread);
        }
        // New shards are looked for every ten rounds; they hold only changes made after they opened.
        if (++rounds % 10 === 0) await discoverShards('TRIM_HORIZON');
        const readAny = await readOnce();
        failures = 0;
        if (!readAny) await sleep(pollMs, undefined, { signal: stopping.signal });
      } catch (error) {
        if (stopping.signal.aborted) return;
        failures += 1;
        logger.error('reading the table stream failed; reading on after the last change published', {
          error: error as Error,
          failures,
        });
        await sleep(backoffMs(retryMs, failures), undefined, { signal: stopping.signal }).catch(() => {});
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
