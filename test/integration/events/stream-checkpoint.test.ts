import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand } from '@aws-sdk/client-dynamodb-streams';
import { dynamodb } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { pollUntil } from '#tools/deadline';
import { type LocalEventStream, startLocalEventStream } from '#tools/local-stack/local-event-stream';
import { streamsClientFor } from '#tools/local-stack/streams-client';
import { seededStore } from '../../support/seed';
import { readFeedFrom } from './support/feed-reader';
import { itineraryCommits, versionsAfter } from './support/itinerary-versions';

let folder: string;
let stream: LocalEventStream | undefined;

beforeAll(async () => {
  await seededStore('small-data.json', { stream: true });
  folder = await mkdtemp(join(tmpdir(), 'tms-stream-checkpoint-'));
});

afterEach(async () => {
  await stream?.stop();
  stream = undefined;
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const start = async (checkpointFile: string) => {
  stream = await startLocalEventStream({ dynamodb, tableName: config.tableName, checkpointFile, pollMs: 20 });
};

/** A committed change of shipment 1001's itinerary; its version. */
const commit = itineraryCommits('C');

const untilPublished = (cursor: string | undefined, version: number) =>
  pollUntil(`version ${version} in the feed`, 20_000, async () =>
    (await versionsAfter(cursor)).includes(version),
  );

const feedEnd = async () => (await readFeedFrom(undefined, 'limit=1000')).cursor;

test('without a checkpoint reading starts at the end and one is saved; after a stop, what was committed meanwhile is published', async () => {
  const file = join(folder, 'resume.json');
  const cursor = await feedEnd();
  await commit();
  await start(file);
  expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ streamArn: expect.any(String) });
  const first = await commit();
  await untilPublished(cursor, first);
  await stream?.stop();
  stream = undefined;

  const whileStopped = [await commit(), await commit()];
  await start(file);
  await untilPublished(cursor, whileStopped[1] ?? 0);
  expect(await versionsAfter(cursor)).toEqual([first, ...whileStopped]);
});

test("another stream's checkpoint (the table created again), or a file that is no checkpoint, is set aside: reading starts at the end", async () => {
  for (const text of [
    JSON.stringify({ streamArn: 'arn:aws:dynamodb:ddblocal:000000000000:table/gone/stream/x', shards: {} }),
    'not json',
  ]) {
    const file = join(folder, 'other.json');
    await writeFile(file, text);
    const cursor = await feedEnd();
    await commit();
    await start(file);
    const after = await commit();
    await untilPublished(cursor, after);
    expect(await versionsAfter(cursor)).toEqual([after]);
    await stream?.stop();
    stream = undefined;
  }
});

test.each([
  ['names a shard the stream no longer has', 'shardId-00000000000000000001-00000000'],
  ['names a position its shard refuses (trimmed)', undefined],
])(
  'a checkpoint that %s: the shards are read from their oldest record kept, each event once',
  async (_, gone) => {
    const file = join(folder, 'gone.json');
    const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: config.tableName }));
    const streamArn = Table?.LatestStreamArn ?? '';
    const streams = streamsClientFor();
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    streams.destroy();
    const shardId = gone ?? StreamDescription?.Shards?.[0]?.ShardId ?? '';
    await writeFile(file, JSON.stringify({ streamArn, shards: { [shardId]: '0'.repeat(21) } }));
    await start(file);
    const latest = await commit();
    await untilPublished(undefined, latest);
    // Every version of 1001 once: those never published (the import's, those committed while no checkpoint was
    // kept) are published now, at the feed's end; those published before stay where they were.
    const versions = await versionsAfter(undefined);
    expect([...versions].sort((a, b) => a - b)).toEqual(
      Array.from({ length: latest }, (_, index) => index + 1),
    );
  },
);
