import { jest } from '@jest/globals';
import fc from 'fast-check';
import { documentClient } from '#shared/aws/dynamodb';
import type { OutboundEvent } from '#shared/domain/outbound-event';
import type { Principal } from '#shared/domain/principal';
import { readFeed } from '#shared/feed/feed';
import { appendToFeed } from '#shared/feed/store';
import { createTestTable } from '../../support/table';

const DISPATCHER: Principal = { role: 'dispatcher', subject: 'property' };

beforeAll(async () => {
  await createTestTable();
});

let counter = 0;
const eventOf = (writer: number, sequence: number): OutboundEvent => {
  counter += 1;
  return {
    id: `evt_p${String(counter).padStart(10, '0')}`,
    type: 'itinerary.updated',
    timestamp: new Date().toISOString(),
    data: { shipment: { id: `W${writer}`, href: `/shipments/W${writer}` }, version: sequence },
  };
};

type FeedPage = Awaited<ReturnType<typeof readFeed>>;
type PageItem = FeedPage['items'][number];
const cursorAfter = (page: FeedPage) =>
  new URLSearchParams(page.next.split('?')[1]).get('after') ?? undefined;

/** Pages from `after` until an empty one: what a reader catching up reads. */
async function readToEnd(after: string | undefined, limit: number) {
  const items: PageItem[] = [];
  let cursor = after;
  for (;;) {
    const page = await readFeed(DISPATCHER, { ...(cursor !== undefined && { after: cursor }), limit });
    items.push(...page.items);
    cursor = cursorAfter(page);
    if (page.items.length === 0) return { items, cursor };
  }
}

const positionNumber = (cursor: string) =>
  Number(Buffer.from(cursor, 'base64url').toString().split(':').at(-1));

/**
 * Every store call of the appends and the reads waits for the scheduler, which
 * lets them go one at a time in an order of its choosing: a writer's head read
 * and its transaction, another writer's, a reader's page in between. With the
 * positions reserved in one write and the events written in another, it fails
 * within a few runs: a reader meets a position not yet written (answered 410,
 * as a gap is) or, within a page, passes it.
 */
test('interleaved appends and polls never give a reader an event below a cursor it passed, nor miss one, nor give one twice', async () => {
  const writers = fc.array(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 }), {
    minLength: 2,
    maxLength: 4,
  });
  const readers = fc.array(
    fc.record({ polls: fc.integer({ min: 1, max: 6 }), limit: fc.integer({ min: 1, max: 5 }) }),
    { minLength: 1, maxLength: 3 },
  );
  await fc.assert(
    fc.asyncProperty(fc.scheduler(), writers, readers, async (scheduler, batchesOf, readerPlans) => {
      const { cursor: start } = await readToEnd(undefined, 100);
      const send = documentClient.send.bind(documentClient);
      const paced = jest.spyOn(documentClient, 'send').mockImplementation((async (...args: unknown[]) => {
        await scheduler.schedule(Promise.resolve(), 'store call');
        return (send as (...a: unknown[]) => Promise<unknown>)(...args);
      }) as typeof documentClient.send);

      const appended: OutboundEvent[][] = batchesOf.map(() => []);
      const seen: PageItem[][] = readerPlans.map(() => []);
      const cursors: (string | undefined)[] = readerPlans.map(() => start);
      try {
        const writing = batchesOf.map(async (batches, writer) => {
          let sequence = 0;
          for (const size of batches) {
            const batch = Array.from({ length: size }, () => eventOf(writer, ++sequence));
            await appendToFeed(batch);
            appended[writer]?.push(...batch);
          }
        });
        const reading = readerPlans.map(async ({ polls, limit }, reader) => {
          for (let poll = 0; poll < polls; poll++) {
            await scheduler.schedule(Promise.resolve(), `reader ${reader} polls`);
            const page = await readFeed(DISPATCHER, {
              ...(cursors[reader] !== undefined && { after: cursors[reader] }),
              limit,
            });
            seen[reader]?.push(...page.items);
            cursors[reader] = cursorAfter(page);
          }
        });
        await scheduler.waitFor(Promise.all([...writing, ...reading]));
      } finally {
        paced.mockRestore();
      }

      const all = appended.flat().map((event) => event.id);
      for (const [reader, { limit }] of readerPlans.entries()) {
        // The reader comes back once everything committed, from the cursor it stored.
        const items = [...(seen[reader] ?? []), ...(await readToEnd(cursors[reader], limit)).items];
        const positions = items.map((item) => positionNumber(item.position));
        // Never below (or at) a position it had passed: strictly increasing.
        expect(
          positions.every((position, index) => index === 0 || position > (positions[index - 1] ?? 0)),
        ).toBe(true);
        const ids = items.map((item) => item.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect([...ids].sort()).toEqual([...all].sort());
        for (const [writer, events] of appended.entries()) {
          const order = items.filter((item) => (item.data.shipment as { id: string }).id === `W${writer}`);
          expect(order.map((item) => item.id)).toEqual(events.map((event) => event.id));
        }
      }
    }),
    // Against positions reserved outside the transaction, 12 seeds of 12 failed by run 13, 1 in 4 runs
    // failing: 25 runs miss it about once in 2,000. FEED_PROPERTY_RUNS raises it.
    { numRuns: Number(process.env.FEED_PROPERTY_RUNS ?? 25) },
  );
}, 300_000);
