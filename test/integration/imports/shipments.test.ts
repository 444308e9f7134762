import { dynamodb } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { type LocalEventStream, startLocalEventStream } from '#tools/local-stack/local-event-stream';
import { type LocalImportWorker, startLocalImportWorker } from '#tools/local-stack/local-import-worker';
import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';
import { readFeedFrom } from '../events/support/feed-reader';
import { dataSnapshot, dropFile, fileShipment, settledImport, startImport } from './support';

let worker: LocalImportWorker;
let stream: LocalEventStream;
beforeAll(async () => {
  await seededStore('small-data.json', { stream: true });
  worker = startLocalImportWorker();
  stream = await startLocalEventStream({ dynamodb, tableName: config.tableName });
});
afterAll(async () => {
  await worker.stop();
  await stream.stop();
});

/** A stored shipment of the fixture as a data file would write it again, with `status` given. */
async function storedAsFile(id: string, status: string) {
  const { body } = await invoke('getShipment', { pathParameters: { shipmentId: id } });
  return {
    id,
    orderNumber: body.orderNumber,
    status,
    type: body.type,
    hazmat: body.hazmat,
    customerId: body.customer.id,
    createdAt: body.createdAt,
    origin: body.origin.id,
    destination: body.destination.id,
    equipment: body.equipment,
    // An import never touches an existing shipment's itinerary: moves sent for it are not applied.
    moves: [],
  };
}

/** The feed's events about `ids` after `cursor`, as `type id`. */
async function eventsAbout(cursor: string | undefined, ids: readonly string[]) {
  const { items } = await readFeedFrom(cursor, 'limit=100');
  return items
    .filter((event) => {
      const data = event.data as { id?: string; shipment?: { id?: string } };
      return ids.includes(data.id ?? data.shipment?.id ?? '');
    })
    .map((event) => `${event.type} ${(event.data as { id?: string }).id ?? ''}`.trim())
    .sort();
}

/** The feed once the stream has published every change made so far: a marker write's event is in it. */
async function feedCaughtUp(marker: string): Promise<void> {
  const put = await invoke('putCustomer', {
    pathParameters: { customerId: marker },
    body: { id: marker, name: 'Feed marker' },
  });
  expect(put.status).toBe(201);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await eventsAbout(undefined, [marker])).length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The feed never showed ${marker}.`);
}

test('shipments: created with their moves, updated, unchanged and refused with their paths; the same file again writes nothing and sends nothing', async () => {
  const start = (await readFeedFrom(undefined)).cursor;
  const file = {
    shipments: [
      fileShipment('7001'),
      await storedAsFile('1002', 'cancelled'),
      await storedAsFile(
        '1003',
        (await invoke('getShipment', { pathParameters: { shipmentId: '1003' } })).body.status,
      ),
      fileShipment('7002', {
        moves: [
          {
            driver: { type: 'driver', id: 'D-2' },
            plannedDate: '2026-11-24',
            events: [
              { type: 'hook-origin', site: { id: '109' } },
              { type: 'teleport', site: { id: '110' } },
            ],
          },
        ],
      }),
      fileShipment('7003', { customerId: 'C-404' }),
      fileShipment('7004', {
        moves: [
          {
            driver: { type: 'not routed' },
            plannedDate: '',
            events: [{ type: 'hook-origin', site: { id: 'nowhere' } }],
          },
        ],
      }),
    ],
  };
  await dropFile('sync/shipments.json', file);
  const first = await settledImport(await startImport('sync/shipments.json'));
  expect(first).toMatchObject({
    status: 'completed',
    counts: { shipments: { created: 1, updated: 1, unchanged: 1, refused: 3 } },
    refusals: [
      {
        kind: 'shipments',
        id: '7002',
        path: 'shipments[3].moves[0].events[1].type',
        reason: expect.any(String),
      },
      {
        kind: 'shipments',
        id: '7003',
        path: 'shipments[4].customerId',
        reason: 'Customer C-404 does not exist.',
      },
      {
        kind: 'shipments',
        id: '7004',
        path: 'shipments[5].moves[0].events[0].site.id',
        reason: 'Location nowhere does not exist.',
      },
    ],
  });

  // Created as a first load creates it: its moves as they stand, in drivers' plans, at version 1.
  const created = await invoke('getItinerary', { pathParameters: { shipmentId: '7001' } });
  expect(created.status).toBe(200);
  expect(created.headers.etag).toBe('"1"');
  expect(created.body.moves).toHaveLength(1);
  expect(created.body.moves[0].events.map((event: { type: string }) => event.type)).toEqual([
    'hook-origin',
    'drop-destination',
  ]);
  const plan = await invoke('getDriverPlans', {
    pathParameters: { driverId: 'D-2' },
    query: 'startDate=2026-11-24&endDate=2026-11-24',
  });
  expect(JSON.stringify(plan.body)).toContain('7001');
  // Updated through the facts PUT's code: a version with its changes, moves kept, none taken from the file.
  const cancelled = await invoke('getShipment', { pathParameters: { shipmentId: '1002' } });
  expect(cancelled.body.status).toBe('cancelled');
  const history = await invoke('listItineraryHistory', { pathParameters: { shipmentId: '1002' } });
  expect(history.body.items[0]).toMatchObject({
    source: 'import',
    changes: [{ path: 'status', to: 'cancelled' }],
  });
  for (const refused of ['7002', '7003', '7004'])
    expect((await invoke('getShipment', { pathParameters: { shipmentId: refused } })).status).toBe(404);

  await feedCaughtUp('C-MARK-1');
  expect(await eventsAbout(start, ['7001', '1002', '1003'])).toEqual([
    'itinerary.updated',
    'shipment.created 7001',
    'shipment.updated 1002',
  ]);
  const afterFirst = (await readFeedFrom(start)).cursor;

  // The same file again: nothing written, no event.
  await dropFile('sync/shipments-again.json', file);
  const before = await dataSnapshot();
  const again = await settledImport(await startImport('sync/shipments-again.json'));
  expect(again.counts.shipments).toEqual({ created: 0, updated: 0, unchanged: 3, refused: 3 });
  expect(await dataSnapshot()).toEqual(before);
  await feedCaughtUp('C-MARK-2');
  expect(await eventsAbout(afterFirst, ['7001', '1002', '1003'])).toEqual([]);
});

test('a status change the decisions do not allow: refused naming status; non-shipment moves and documents are refused, saying why', async () => {
  await dropFile('sync/refused.json', {
    shipments: [await storedAsFile('1002', 'accepted')],
    nonShipmentMoves: [
      {
        driver: { id: 'D-1' },
        plannedDate: '2026-11-24',
        events: [{ id: 'NS-9', type: 'ns-fuel', site: { id: '109' } }],
      },
    ],
    documents: [
      { shipmentId: '1001', type: 'BOL', pages: [{ contentBase64: 'AAAA', contentType: 'image/png' }] },
    ],
  });
  const result = await settledImport(await startImport('sync/refused.json'));
  expect(result.refusals).toEqual([
    {
      kind: 'shipments',
      id: '1002',
      path: 'shipments[0].status',
      reason: 'Shipment 1002 cannot change from cancelled to accepted.',
    },
    {
      kind: 'nonShipmentMoves',
      id: '',
      path: 'nonShipmentMoves[0]',
      reason: expect.stringContaining('no API write creates them'),
    },
    {
      kind: 'documents',
      id: '',
      path: 'documents[0]',
      reason: expect.stringContaining('POST /shipments/{id}/documents'),
    },
  ]);
});
