import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pollUntil } from '#tools/deadline';
import { invoke } from '../../support/invoke';
import { seededStoreFromFile } from '../../support/seed';
import { type FeedItem, readFeedFrom } from './support/feed-reader';
import { type PublisherProcess, startPublisherProcess } from './support/publisher-process';

const WRITERS = 8;
const CHANGES_PER_WRITER = 75;
/**
 * Commits after which the publisher is killed, and after which it is started
 * again: 150 commits in each outage for it to catch up on, and 200 published
 * live by the restarted one before it is killed again.
 */
const OUTAGES = [
  { killAt: 50, restartAt: 200 },
  { killAt: 400, restartAt: 550 },
] as const;
const shipmentIds = Array.from(
  { length: WRITERS },
  (_, writer) => `30${String(writer + 1).padStart(2, '0')}`,
);

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'tms-catch-up-'));
  // The small data set with a shipment per writer: copies of 1001, not routed, so no plan is touched.
  const data = JSON.parse(await readFile('test/fixtures/small-data.json', 'utf8'));
  const template = data.shipments.find((shipment: { id: string }) => shipment.id === '1001');
  for (const id of shipmentIds) {
    data.shipments.push({
      ...template,
      id,
      orderNumber: `ORD-${id}`,
      moves: template.moves.map((move: Record<string, unknown>) => ({
        ...move,
        driver: { type: 'not routed' },
        plannedDate: '',
        powerUnit: undefined,
        status: undefined,
      })),
    });
  }
  const file = join(folder, 'data.json');
  await writeFile(file, JSON.stringify(data));
  await seededStoreFromFile(file, { stream: true });
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** One writer: its shipment's itinerary stored `CHANGES_PER_WRITER` times, each another appointment number. */
async function write(shipmentId: string, onCommit: () => void): Promise<number[]> {
  const body = (await invoke('getItinerary', { pathParameters: { shipmentId } })).body;
  const versions: number[] = [];
  for (let change = 1; change <= CHANGES_PER_WRITER; change++) {
    body.moves[0].events[0].appointment.number = `A${change}`;
    const put = await invoke('putItinerary', { pathParameters: { shipmentId }, body });
    expect(put.status).toBe(200);
    versions.push(Number(JSON.parse(put.headers.etag ?? '')));
    onCommit();
  }
  return versions;
}

const updatesIn = (items: readonly FeedItem[]) =>
  items.filter(
    (event) =>
      event.type === 'itinerary.updated' && shipmentIds.includes((event.data.shipment as { id: string }).id),
  );

test('a consumer offline while 600 changes commit from 8 writers, the publisher killed and restarted twice, catches up: none missing, none twice, each shipment in commit order', async () => {
  const checkpointFile = join(folder, 'event-stream-checkpoint.json');
  // The consumer's stored cursor: the end of the feed before the run. It reads nothing until the end.
  const { cursor: stored } = await readFeedFrom(undefined, 'limit=1000');
  let publisher: PublisherProcess = await startPublisherProcess(checkpointFile);
  const publishers = [publisher];

  let committed = 0;
  const outages = (async () => {
    for (const { killAt, restartAt } of OUTAGES) {
      await pollUntil(`${killAt} commits`, 120_000, () => committed >= killAt, { intervalMs: 10 });
      await publisher.kill();
      await pollUntil(`${restartAt} commits`, 120_000, () => committed >= restartAt, { intervalMs: 10 });
      publisher = await startPublisherProcess(checkpointFile);
      publishers.push(publisher);
    }
  })();
  const written = await Promise.all(
    shipmentIds.map((shipmentId) =>
      write(shipmentId, () => {
        committed += 1;
      }),
    ),
  );
  await outages;
  expect(committed).toBe(WRITERS * CHANGES_PER_WRITER);

  // The consumer comes back: it reads from its stored cursor until every change is there.
  await pollUntil(
    'every change in the feed',
    180_000,
    async () => updatesIn((await readFeedFrom(stored, 'limit=1000')).items).length >= committed,
    {
      intervalMs: 500,
      explain: () => `the publishers said:\n${publishers.map((p) => p.output()).join('\n')}`,
    },
  );
  await publisher.kill();
  const { items } = await readFeedFrom(stored, 'limit=1000');

  const ids = items.map((event) => event.id);
  expect(ids.length - new Set(ids).size).toBe(0);
  const updates = updatesIn(items);
  expect(updates).toHaveLength(WRITERS * CHANGES_PER_WRITER);
  for (const [writer, shipmentId] of shipmentIds.entries()) {
    const versions = updates
      .filter((event) => (event.data.shipment as { id: string }).id === shipmentId)
      .map((event) => event.data.version);
    // Every version the writer committed, once, in commit order.
    expect(versions).toEqual(written[writer]);
  }
}, 480_000);
