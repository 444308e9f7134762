import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { feedPositionKey } from '#shared/data/keys';
import type { OutboundEvent, OutboundEventType } from '#shared/domain/outbound-event';
import type { Principal } from '#shared/domain/principal';
import { encodeFeedCursor } from '#shared/events/feed/cursor';
import { FEED_GRACE_MS, readFeed } from '#shared/events/feed/read-feed';
import { appendToFeed, reservePosition } from '#shared/events/feed/store';
import { registerClient } from '../../support/clients';
import { invoke } from '../../support/invoke';
import { createTestTable } from '../../support/table';

const DISPATCHER: Principal = { role: 'dispatcher', subject: 'dispatcher-1' };

beforeAll(async () => {
  await createTestTable();
});

const eventOf = (
  id: string,
  type: OutboundEventType = 'itinerary.updated',
  data: Record<string, unknown> = {},
) => ({ id, type, timestamp: new Date().toISOString(), data }) satisfies OutboundEvent;

/** Every event after `cursor` up to the feed's end as it stands, page by page; the cursor to go on from. */
async function readToEnd(after: string | undefined, limit = 7) {
  const seen: OutboundEvent[] = [];
  let cursor = after;
  for (;;) {
    const page = await readFeed(DISPATCHER, { after: cursor, limit });
    seen.push(...page.items);
    if (page.next === cursor || page.items.length === 0) return { seen, cursor: page.next };
    cursor = page.next;
  }
}

test('8 writers appending at once, a reader polling with its cursor: every event once, each entity in order', async () => {
  const { cursor: start } = await readToEnd(undefined);
  const writers = 8;
  const perWriter = 20;
  const writing = Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let sequence = 0; sequence < perWriter; sequence++) {
        await appendToFeed(eventOf(`evt_w${writer}_${sequence}`, 'itinerary.updated', { writer, sequence }));
      }
    }),
  );
  const seen: OutboundEvent[] = [];
  let cursor = start;
  let done = false;
  void writing.then(() => {
    done = true;
  });
  while (seen.length < writers * perWriter) {
    const finished = done;
    const page = await readFeed(DISPATCHER, { after: cursor, limit: 13 });
    seen.push(...page.items);
    cursor = page.next;
    if (finished && page.items.length === 0) break;
  }
  await writing;
  const ids = seen.map((event) => event.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toHaveLength(writers * perWriter);
  for (let writer = 0; writer < writers; writer++) {
    const sequences = seen
      .filter((event) => event.data.writer === writer)
      .map((event) => event.data.sequence);
    expect(sequences).toEqual([...Array(perWriter).keys()]);
  }
});

test('an event appended again is in the feed once', async () => {
  const { cursor } = await readToEnd(undefined);
  const event = eventOf('evt_twice');
  await appendToFeed(event);
  await appendToFeed(event);
  const { seen } = await readToEnd(cursor);
  expect(seen.map((item) => item.id)).toEqual(['evt_twice']);
});

test('a position reserved and not written holds the reader back until the grace is over; its writer then lands further on', async () => {
  const { cursor } = await readToEnd(undefined);
  const abandoned = await reservePosition();
  await appendToFeed(eventOf('evt_after_gap'));
  expect((await readFeed(DISPATCHER, { after: cursor, limit: 10 })).items).toEqual([]);

  // The event after the gap was written longer ago than the grace: the reader fills the gap and passes it.
  await documentClient.send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: feedPositionKey(abandoned + 1),
      UpdateExpression: 'SET writtenAt = :old',
      ExpressionAttributeValues: { ':old': Date.now() - FEED_GRACE_MS - 1_000 },
    }),
  );
  const passed = await readFeed(DISPATCHER, { after: cursor, limit: 10 });
  expect(passed.items.map((item) => item.id)).toEqual(['evt_after_gap']);

  // The slow writer of the abandoned position finds a hole there and takes the next position.
  let reservations = 0;
  await appendToFeed(eventOf('evt_late'), () =>
    reservations++ === 0 ? Promise.resolve(abandoned) : reservePosition(),
  );
  expect(reservations).toBe(2);
  const { seen } = await readToEnd(passed.next);
  expect(seen.map((item) => item.id)).toEqual(['evt_late']);
});

describe('GET /events', () => {
  beforeAll(async () => {
    await appendToFeed(
      eventOf('evt_doc', 'document.stored', { shipment: { id: '1', href: '/shipments/1' } }),
    );
    await appendToFeed(
      eventOf('evt_ship', 'itinerary.updated', { shipment: { id: '1', href: '/shipments/1' } }),
    );
    await registerClient('client-ships', 'Visibility', ['tms/shipments.read']);
    await registerClient('client-docs', 'Docs', ['tms/shipments.read', 'tms/documents.read']);
    await registerClient('client-none', 'Other', ['tms/drivers.read']);
  });

  const everything = async (as: Parameters<typeof invoke>[1] extends infer R ? R : never) => {
    const ids: string[] = [];
    let query = 'limit=1000';
    for (;;) {
      const response = await invoke('listEvents', { ...as, query });
      expect(response.status).toBe(200);
      ids.push(...response.body.items.map((item: { id: string }) => item.id));
      if (response.body.items.length === 0) return { ids, next: response.body.next as string };
      query = (response.body.next as string).split('?')[1]!;
    }
  };

  test('a dispatcher sees every event, and `next` is on the empty page too', async () => {
    const { ids, next } = await everything({});
    expect(ids).toEqual(expect.arrayContaining(['evt_doc', 'evt_ship']));
    expect(next).toMatch(/^\/events\?after=[A-Za-z0-9_-]+&limit=1000$/);
  });

  test('a client sees the types its read scopes allow, by the feed and by id', async () => {
    const ships = await everything({ as: { client: 'client-ships', scopes: ['tms/shipments.read'] } });
    expect(ships.ids).toContain('evt_ship');
    expect(ships.ids).not.toContain('evt_doc');
    const asShips = { as: { client: 'client-ships', scopes: ['tms/shipments.read'] } } as const;
    expect((await invoke('getEvent', { ...asShips, pathParameters: { eventId: 'evt_doc' } })).status).toBe(
      404,
    );
    expect((await invoke('getEvent', { ...asShips, pathParameters: { eventId: 'evt_ship' } })).body.id).toBe(
      'evt_ship',
    );
    const docs = await everything({
      as: { client: 'client-docs', scopes: ['tms/shipments.read', 'tms/documents.read'] },
    });
    expect(docs.ids).toEqual(expect.arrayContaining(['evt_doc', 'evt_ship']));
  });

  test('a client without the route scope gets 403, a driver 403', async () => {
    const none = await invoke('listEvents', { as: { client: 'client-none', scopes: ['tms/drivers.read'] } });
    expect(none.status).toBe(403);
    expect((await invoke('listEvents', { as: { driver: 'D-1' } })).status).toBe(403);
    expect(
      (await invoke('getEvent', { as: { driver: 'D-1' }, pathParameters: { eventId: 'evt_ship' } })).status,
    ).toBe(403);
  });

  test('an unknown id is 404', async () => {
    expect((await invoke('getEvent', { pathParameters: { eventId: 'evt_unknown' } })).status).toBe(404);
  });

  test('types filter the page', async () => {
    const response = await invoke('listEvents', {
      query: 'types=document.stored,document.failed&limit=1000',
    });
    expect(response.body.items.map((item: { type: string }) => item.type)).toEqual(['document.stored']);
    expect(response.body.next).toContain('types=document.stored%2Cdocument.failed');
  });

  const forged = [
    Buffer.from('{"s":"local","p":1,"t":1}x').toString('base64url'),
    encodeFeedCursor({ stage: 'prod', position: 1, writtenAt: Date.now() }),
    Buffer.from(`{"s":"local","p":1,"t":${Date.now()},"admin":true}`).toString('base64url'),
    encodeFeedCursor({ stage: 'local', position: 1, writtenAt: Date.now() + 7 * 24 * 3_600_000 }),
    '%%%',
  ];
  test.each(forged)('a cursor not of this feed is 400 naming after: %s', async (after) => {
    const response = await invoke('listEvents', { query: `after=${encodeURIComponent(after)}` });
    expect(response.status).toBe(400);
    expect(response.body.data).toMatchObject({ prop_name: 'after' });
  });

  test.each([
    ['limit=0', 'limit'],
    ['limit=1001', 'limit'],
    ['limit=ten', 'limit'],
    ['types=itinerary.updated,shipment.deleted', 'types'],
    ['types=', 'types'],
  ])('%s is 400 naming %s', async (query, name) => {
    const response = await invoke('listEvents', { query });
    expect(response.status).toBe(400);
    expect(response.body.data).toMatchObject({ prop_name: name });
  });

  test('a cursor older than retention is 410 naming the oldest position kept', async () => {
    const old = encodeFeedCursor({
      stage: config.stage,
      position: 1,
      writtenAt: Date.now() - 31 * 24 * 3_600_000,
    });
    const response = await invoke('listEvents', { query: `after=${old}` });
    expect(response.status).toBe(410);
    const oldest = response.body.data.oldest as string;
    const resumed = await invoke('listEvents', { query: `after=${oldest}&limit=1` });
    expect(resumed.status).toBe(200);
    expect(resumed.body.items).toHaveLength(1);
  });
});
