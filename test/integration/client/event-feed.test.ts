import { clientCredentials, type FeedEvent, TmsClient } from '#client/index';
import type { OutboundEvent } from '#shared/domain/outbound-event';
import { appendToFeed } from '#shared/feed/store';
import { type LocalApi, startLocalApi } from '../../support/local-api';

/**
 * The client's feed reader against the local server (the events appended to
 * the feed as the stream consumer appends them): it follows `next` while the
 * service says more follow, however many pages a filter or the caller's
 * scopes empty, and it gives a cursor to store on an empty feed.
 */
let api: LocalApi;
let dispatcher: TmsClient;

beforeAll(async () => {
  api = await startLocalApi();
  dispatcher = new TmsClient({ baseUrl: api.url, token: await api.token({ role: 'dispatcher' }) });
});

afterAll(() => api.close());

let counter = 0;
function eventOf(type: OutboundEvent['type'], shipment = 'F1'): OutboundEvent {
  counter += 1;
  const data = type.startsWith('document.')
    ? {
        shipment: { id: shipment, href: `/shipments/${shipment}` },
        type: 'POD',
        submission: { id: 's', href: '/s' },
      }
    : { shipment: { id: shipment, href: `/shipments/${shipment}` }, version: counter };
  return {
    id: `evt_${String(counter).padStart(32, '0')}`,
    type,
    timestamp: new Date(Date.UTC(2026, 10, 25, 8, 0, counter)).toISOString(),
    data,
  };
}

const many = (count: number, type: OutboundEvent['type']) =>
  Array.from({ length: count }, () => eventOf(type));

async function idsOf(events: AsyncIterable<FeedEvent>): Promise<string[]> {
  const ids: string[] = [];
  for await (const event of events) ids.push(event.id);
  return ids;
}

// First: the feed is empty until a test appends to it.
test('an empty feed gives a cursor to store, from which the events appended later are read, once each', async () => {
  const head = await dispatcher.events.head();
  expect(await idsOf(dispatcher.events.after(head))).toEqual([]);
  const pages = [];
  for await (const page of dispatcher.events.pages()) pages.push(page);
  expect(pages).toEqual([{ events: [], cursor: head, hasMore: false }]);

  const appended = many(3, 'itinerary.updated');
  await appendToFeed(appended);
  expect(await idsOf(dispatcher.events.after(head))).toEqual(appended.map((event) => event.id));
  expect(await dispatcher.events.head()).not.toBe(head);
});

test('a filtered stretch: 78 itinerary.updated then one move.status.changed, read 10 at a time by type, yields that one', async () => {
  const from = await dispatcher.events.head();
  const status = eventOf('move.status.changed');
  await appendToFeed([...many(78, 'itinerary.updated'), status]);

  const yielded: FeedEvent[] = [];
  for await (const event of dispatcher.events.after(from, { types: ['move.status.changed'], limit: 10 })) {
    yielded.push(event);
  }
  expect(yielded.map((event) => event.id)).toEqual([status.id]);
  // Typed by its type: a move's status change says from what to what.
  const [changed] = yielded;
  expect(changed?.type === 'move.status.changed' ? changed.data : undefined).toMatchObject({
    shipment: { id: 'F1' },
  });
});

test('a scope-limited client reads every event its scopes see, past stretches it cannot see', async () => {
  const from = await dispatcher.events.head();
  const documents = [eventOf('document.stored'), eventOf('document.failed'), eventOf('document.stored')];
  await appendToFeed([
    ...many(40, 'itinerary.updated'),
    documents[0]!,
    ...many(40, 'itinerary.updated'),
    documents[1]!,
    documents[2]!,
    ...many(25, 'itinerary.updated'),
  ]);
  const archive = await api.createClient('Archive', ['tms/documents.read']);
  const documentsOnly = new TmsClient({
    baseUrl: api.url,
    token: clientCredentials({
      tokenUrl: `${api.url}/oauth2/token`,
      clientId: archive.clientId,
      clientSecret: archive.clientSecret,
    }),
  });
  expect(await idsOf(documentsOnly.events.after(from, { limit: 10 }))).toEqual(
    documents.map((event) => event.id),
  );
});

test('a resumed cursor: a reader that stopped at a position resumes after it, past a hidden stretch, and sees each event once', async () => {
  const from = await dispatcher.events.head();
  const [first, second, third, fourth] = many(4, 'move.status.changed');
  await appendToFeed([first!, second!]);

  let stored = from;
  for await (const event of dispatcher.events.after(from, { types: ['move.status.changed'] })) {
    stored = event.position;
    if (event.id === first!.id) break;
  }
  await appendToFeed([...many(30, 'itinerary.updated'), third!, fourth!]);

  const resumed = dispatcher.events.after(stored, { types: ['move.status.changed'], limit: 10 });
  expect(await idsOf(resumed)).toEqual([second!.id, third!.id, fourth!.id]);
});

test('the iterator returns the cursor it ended at, to store', async () => {
  const from = await dispatcher.events.head();
  await appendToFeed(many(5, 'itinerary.updated'));
  const reading = dispatcher.events.after(from, { limit: 2 });
  let step = await reading.next();
  while (step.done !== true) step = await reading.next();
  expect(step.value).toBe(await dispatcher.events.head());
});
