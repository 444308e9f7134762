import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import type { OutboundEvent } from '#shared/domain/outbound-event';
import { SCOPES, type Scope } from '#shared/domain/scopes';
import { feedEventKey } from '#shared/feed/keys';
import { appendToFeed } from '#shared/feed/store';
import { registerClient } from '../../support/clients';
import { invoke } from '../../support/invoke';
import { createTestTable } from '../../support/table';
import { type FeedItem, readFeedFrom } from './support/feed-reader';

/** Every scope but `tms/documents.read`. */
const ALL_BUT_DOCUMENTS = (Object.keys(SCOPES) as Scope[]).filter((scope) => scope !== 'tms/documents.read');

beforeAll(async () => {
  await createTestTable();
  await registerClient('shipments-only', 'Visibility', ['tms/shipments.read']);
  await registerClient('documents-only', 'Archive', ['tms/documents.read']);
  await registerClient('no-reads', 'Writer', ['tms/itineraries.write']);
  await registerClient('all-but-documents', 'Everything else', ALL_BUT_DOCUMENTS);
});

let counter = 0;
/** An event of `entity` at its `sequence`-th change, with an id unique to the test run. */
const eventOf = (entity: string, sequence: number, type: OutboundEvent['type'] = 'itinerary.updated') => {
  counter += 1;
  const id = `evt_${String(counter).padStart(8, '0')}${entity.padEnd(24, 'x')}`.slice(0, 36);
  const data = type.startsWith('document.')
    ? {
        shipment: { id: entity, href: `/shipments/${entity}` },
        type: 'POD',
        submission: { id: 's', href: '/s' },
      }
    : { shipment: { id: entity, href: `/shipments/${entity}` }, version: sequence };
  return { id, type, timestamp: new Date().toISOString(), data } satisfies OutboundEvent;
};

test('a reader polling with its cursor while 8 writers append concurrently, some batches twice, misses nothing, sees nothing twice, and each entity in commit order', async () => {
  const start = (await readFeedFrom(undefined)).cursor;
  const writers = 8;
  const changesPerWriter = 125;
  let writing = true;
  const seen: FeedItem[] = [];
  const reader = (async () => {
    let cursor = start;
    while (writing) {
      const page = await readFeedFrom(cursor);
      seen.push(...page.items);
      cursor = page.cursor;
      // A poller's pause: the store answers one request at a time, and the writers are what is measured.
      await new Promise((pause) => setTimeout(pause, 20));
    }
    seen.push(...(await readFeedFrom(cursor)).items);
  })();
  const committed = await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      const events: OutboundEvent[] = [];
      // Batches of 25, as a stream batch's records bring them: 8 writers contend for the head 48 times, not 240.
      for (let change = 1; change <= changesPerWriter; change += 25) {
        const batch = Array.from({ length: 25 }, (__, index) => eventOf(`W${writer}`, change + index));
        await appendToFeed(batch);
        // A stream record handed again (a publisher restarted): appending it again changes nothing.
        if (change % 100 === 1) await appendToFeed(batch);
        events.push(...batch);
      }
      return events;
    }),
  );
  writing = false;
  await reader;

  const ids = seen.map((event) => event.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.sort()).toEqual(
    committed
      .flat()
      .map((event) => event.id)
      .sort(),
  );
  for (let writer = 0; writer < writers; writer++) {
    const versions = seen
      .filter((event) => (event.data.shipment as { id: string }).id === `W${writer}`)
      .map((event) => event.data.version);
    expect(versions).toEqual(Array.from({ length: changesPerWriter }, (_, index) => index + 1));
  }
}, 300_000);

test('GET /events/{id} is the feed item; a client sees only the types its read scopes allow, by the feed and by id', async () => {
  const start = (await readFeedFrom(undefined)).cursor;
  const [itinerary, document] = [eventOf('S1', 1), eventOf('S1', 2, 'document.stored')];
  await appendToFeed([itinerary, document]);

  const { items } = await readFeedFrom(start);
  expect(items.map((event) => event.id)).toEqual([itinerary.id, document.id]);
  const one = await invoke('getEvent', { pathParameters: { eventId: document.id } });
  expect(one.body).toEqual(items[1]);

  const shipmentsOnly = { client: 'shipments-only', scopes: ['tms/shipments.read'] };
  expect((await readFeedFrom(start, 'limit=50', shipmentsOnly)).items.map((event) => event.id)).toEqual([
    itinerary.id,
  ]);
  expect(
    (await invoke('getEvent', { pathParameters: { eventId: document.id }, as: shipmentsOnly })).status,
  ).toBe(404);
  const documentsOnly = { client: 'documents-only', scopes: ['tms/documents.read'] };
  expect((await readFeedFrom(start, 'limit=50', documentsOnly)).items.map((event) => event.id)).toEqual([
    document.id,
  ]);
  expect(
    (await readFeedFrom(start, 'limit=50&types=document.stored')).items.map((event) => event.id),
  ).toEqual([document.id]);
  expect(
    (await invoke('listEvents', { as: { client: 'no-reads', scopes: ['tms/itineraries.write'] } })).status,
  ).toBe(403);
  expect((await invoke('listEvents', { as: { driver: 'D-1' } })).status).toBe(403);
});

test('a client without tms/documents.read never sees a document.* event, by the feed (whatever types it asks for) or by id', async () => {
  const start = (await readFeedFrom(undefined)).cursor;
  const stored = eventOf('S2', 1, 'document.stored');
  const failed = eventOf('S2', 2, 'document.failed');
  const itinerary = eventOf('S2', 3);
  await appendToFeed([stored, failed, itinerary]);
  const caller = { client: 'all-but-documents', scopes: ALL_BUT_DOCUMENTS };

  for (const query of ['limit=50', 'limit=50&types=document.stored,document.failed']) {
    const { items } = await readFeedFrom(start, query, caller);
    expect({ query, ids: items.map((event) => event.id) }).toEqual({
      query,
      ids: query.includes('types') ? [] : [itinerary.id],
    });
  }
  for (const document of [stored, failed]) {
    const one = await invoke('getEvent', { pathParameters: { eventId: document.id }, as: caller });
    expect(one.status).toBe(404);
    expect(JSON.stringify(one.body)).not.toContain(document.id.slice(4));
  }
  expect((await invoke('getEvent', { pathParameters: { eventId: itinerary.id }, as: caller })).status).toBe(
    200,
  );
});

test('an empty page still links to the next; bad cursors, limits and types are 400 naming the parameter', async () => {
  const { cursor } = await readFeedFrom(undefined);
  const empty = await invoke('listEvents', { query: `after=${cursor}` });
  expect(empty.body).toMatchObject({ items: [], next: `/events?after=${cursor}`, hasMore: false });

  const foreign = Buffer.from('f1:another-stage:1').toString('base64url');
  const forged = Buffer.from(`f1:${config.stage}:-1`).toString('base64url');
  const cursorAt = (position: number | string) =>
    Buffer.from(`f1:${config.stage}:${position}`).toString('base64url');
  for (const [query, parameter] of [
    ['after=not*a*cursor', 'after'],
    ['after=Zm9v', 'after'],
    [`after=${foreign}`, 'after'],
    [`after=${forged}`, 'after'],
    // Past the head: a reader holding it would wait forever.
    [`after=${cursorAt(Number.MAX_SAFE_INTEGER)}`, 'after'],
    [`after=${cursorAt(Number.MAX_SAFE_INTEGER - 1)}`, 'after'],
    [`after=${cursorAt(10_000_000)}`, 'after'],
    [`after=${cursorAt('9007199254740992')}`, 'after'],
    [`after=${cursorAt('9999999999999999')}`, 'after'],
    ['types=shipment.deleted', 'types'],
    ['limit=0', 'limit'],
    ['limit=1001', 'limit'],
    ['types=itinerary.updated,shipment.deleted', 'types'],
  ] as const) {
    const response = await invoke('listEvents', { query });
    expect({ query, status: response.status }).toEqual({ query, status: 400 });
    expect(JSON.stringify(response.body)).toContain(parameter);
  }
  expect((await invoke('getEvent', { pathParameters: { eventId: 'evt_unknown' } })).status).toBe(400);
  const unknownType = await invoke('listEvents', { query: 'types=move.status.changed,shipment.deleted' });
  expect(unknownType.body).toMatchObject({
    message: expect.stringMatching(/^Invalid value for 'types': unknown event type "shipment.deleted"; /),
  });
});

test('a page a filter empties says hasMore while positions follow it, and a reader following next while hasMore reaches the one event it asked for', async () => {
  const start = (await readFeedFrom(undefined)).cursor;
  const stretch = Array.from({ length: 78 }, (_, index) => eventOf('H1', index + 1));
  const status = eventOf('H1', 79, 'move.status.changed');
  await appendToFeed(stretch);
  await appendToFeed([status]);

  const first = await invoke('listEvents', { query: `after=${start}&limit=10&types=move.status.changed` });
  expect(first.body).toMatchObject({ items: [], hasMore: true });
  const { items, cursor } = await readFeedFrom(start, 'limit=10&types=move.status.changed');
  expect(items.map((event) => event.id)).toEqual([status.id]);
  const atHead = await invoke('listEvents', { query: `after=${cursor}` });
  expect(atHead.body).toMatchObject({ items: [], hasMore: false });
  // A client whose scopes hide the whole stretch is told the same.
  const documentsOnly = { client: 'documents-only', scopes: ['tms/documents.read'] };
  const hidden = await invoke('listEvents', { query: `after=${start}&limit=10`, as: documentsOnly });
  expect(hidden.body).toMatchObject({ items: [], hasMore: true });
});

test('a cursor older than the events kept is 410 naming the oldest position kept', async () => {
  const start = (await readFeedFrom(undefined)).cursor;
  const events = [eventOf('R1', 1), eventOf('R1', 2), eventOf('R1', 3)];
  await appendToFeed(events);
  const { items } = await readFeedFrom(start);
  const [first, second, third] = items as [FeedItem, FeedItem, FeedItem];
  // What TTL does after the retention: the two oldest go.
  for (const expired of [first, second]) {
    const position = Number(Buffer.from(expired.position, 'base64url').toString().split(':')[2]);
    await documentClient.send(
      new DeleteCommand({ TableName: config.tableName, Key: feedEventKey(position) }),
    );
  }
  const gone = await invoke('listEvents', { query: `after=${start}` });
  expect(gone.status).toBe(410);
  expect(gone.body).toMatchObject({ data: { oldest: third.position } });
  const resumed = await invoke('listEvents', {
    query: `after=${(gone.body as { data: { resume: string } }).data.resume}`,
  });
  expect((resumed.body as { items: FeedItem[] }).items.map((event) => event.id)).toEqual([third.id]);
  // From a cursor still kept, the page is as before.
  expect((await invoke('listEvents', { query: `after=${second.position}` })).status).toBe(200);
});
