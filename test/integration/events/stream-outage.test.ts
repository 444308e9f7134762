import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dynamodb } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { logger } from '#shared/observability/logger';
import { pollUntil } from '#tools/deadline';
import { startLocalEventStream } from '#tools/local-stack/local-event-stream';
import { type CapturedOutput, captureOutput } from '../../support/captured-output';
import { refusingProxy } from '../../support/refusing-proxy';
import { seededStore } from '../../support/seed';
import { readFeedFrom } from './support/feed-reader';
import { itineraryCommits, versionsAfter } from './support/itinerary-versions';

/**
 * The local stream reader under a store that refuses connections for 5 s:
 * as the event source mapping, it retries from its checkpoint with backoff.
 * Only the shard's own "trimmed" or "expired" answers send it back to the
 * oldest record (stream-checkpoint.test.ts).
 */

let folder: string;

beforeAll(async () => {
  await seededStore('small-data.json', { stream: true });
  folder = await mkdtemp(join(tmpdir(), 'tms-stream-outage-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A committed change of shipment 1001's itinerary (straight to the store, not through the proxy); its version. */
const commit = itineraryCommits('O');

const messagesOf = (output: CapturedOutput) => output.records().map((record) => String(record.message));

test('a store that refuses connections for 5 s: no read from the oldest record, each event published once', async () => {
  const proxy = await refusingProxy(config.dynamodbEndpoint ?? '');
  const cursor = (await readFeedFrom(undefined, 'limit=1000')).cursor;
  // What the reader says is the evidence of how it resumed.
  logger.setLogLevel('WARN');
  const output = captureOutput();
  const stream = await startLocalEventStream({
    dynamodb,
    tableName: config.tableName,
    endpoint: proxy.url,
    checkpointFile: join(folder, 'checkpoint.json'),
    pollMs: 20,
    retryMs: 200,
  });
  try {
    const before = await commit();
    await pollUntil('the first change published', 20_000, async () =>
      (await versionsAfter(cursor)).includes(before),
    );
    const outage = proxy.refuse(5_000);
    const during = [await commit(), await commit(), await commit()];
    await outage;
    const after = await commit();
    await pollUntil('every change published', 30_000, async () =>
      (await versionsAfter(cursor)).includes(after),
    );
    expect(await versionsAfter(cursor)).toEqual([before, ...during, after]);
    const messages = messagesOf(output);
    expect(messages).toContain('reading the table stream failed; reading on after the last change published');
    expect(messages.filter((message) => message.includes('oldest record'))).toEqual([]);
  } finally {
    output.restore();
    logger.setLogLevel('SILENT');
    await stream.stop();
    await proxy.close();
  }
});
