import { dynamodb } from '#shared/aws/dynamodb';
import { s3 } from '#shared/aws/s3';
import { config } from '#shared/config';
import { startLocalEventStream } from '#tools/local-stack/local-event-stream';
import { ensureBuckets, setTableStream } from '#tools/local-stack/provision';
import { LOCAL_STREAM_ATTEMPTS } from '../../scripts/local-state';
import { stopWithin } from './stop-within';

/** The local stream consumer a section runs, and the bucket it sets changes aside in. */
export interface BenchEventStream {
  setAsideBucket: string;
  stop(): Promise<void>;
}

/**
 * The local stream consumer as `npm start` runs it (a change set aside after
 * its attempts), on the bench table's stream, which is on only while a section
 * reads it: DynamoDB Local keeps every stream record it was given, and each
 * write to a table with a stream slows down as they pile up (after the scale
 * section's 643,500 items, a write at the itinerary bounds outlasted the local
 * store's 15 s timeout). Turned on, the stream holds only the changes from then on.
 */
export async function startBenchEventStream(
  log: (line: string) => void,
  pollMs?: number,
): Promise<BenchEventStream> {
  const setAsideBucket = `${config.tableName}-set-aside`;
  await ensureBuckets(s3, [setAsideBucket]);
  await setTableStream(dynamodb, config.tableName, true);
  const stream = await startLocalEventStream({
    dynamodb,
    tableName: config.tableName,
    ...(pollMs !== undefined && { pollMs }),
    setAside: { bucket: setAsideBucket, attempts: LOCAL_STREAM_ATTEMPTS },
  });
  return {
    setAsideBucket,
    async stop() {
      await stopWithin(log, 'the local event stream', () => stream.stop());
      await setTableStream(dynamodb, config.tableName, false);
    },
  };
}
