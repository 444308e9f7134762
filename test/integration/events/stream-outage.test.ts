import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dynamodb } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { logger } from '#shared/observability/logger';
import { pollUntil } from '#tools/deadline';
import { startLocalEventStream } from '#tools/local-stack/local-event-stream';
import { type CapturedOutput, captureOutput } from '../../support/captured-output';
import { invoke } from '../../support/invoke';
import { refusingProxy } from '../../support/refusing-proxy';
import { seededStore } from '../../support/seed';
import { readFeedFrom } from './support/feed-reader';

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

let appointment = 0;
/** A committed change of shipment 1001's itinerary (straight to the store, not through the proxy); its version. */
async function commit(): Promise<number> {
  const body = (await invoke('getItinerary', { pathParameters: { shipmentId: '1001' } })).body;
  body.moves[0].events[0].appointment.number = `O${++appointment}`;
  const put = await invoke('putItinerary', { pathParameters: { shipmentId: '1001' }, body });
  expect(put.status).toBe(200);
  return Number(JSON.parse(put.headers.etag ?? ''));
}

/** The versions of 1001 the feed lists after `cursor`, in feed order. */
async function versionsAfter(cursor: string | undefined): Promise<number[]> {
  const { items } = await readFeedFrom(cursor, 'limit=1000&types=itinerary.updated');
  return items
    .filter((event) => (event.data.shipment as { id: string }).id === '1001')
    .map((event) => event.data.version as number);
}

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
