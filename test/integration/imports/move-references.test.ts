import { type LocalImportWorker, startLocalImportWorker } from '#tools/local-stack/local-import-worker';
import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';
import { dataSnapshot, dropFile, fileShipment, settledImport, startImport } from './support';

let worker: LocalImportWorker;
beforeAll(async () => {
  await seededStore('small-data.json');
  worker = startLocalImportWorker();
});
afterAll(async () => {
  await worker.stop();
});

/** A move of a data file: `overrides` replace its driver, tractor or events. */
const move = (overrides: Record<string, unknown> = {}) => ({
  driver: { type: 'driver', id: 'D-2' },
  plannedDate: '2026-11-24',
  powerUnit: { id: 'T-11' },
  events: [
    { type: 'hook-origin', site: { id: '109' } },
    { type: 'drop-destination', site: { id: '110' } },
  ],
  ...overrides,
});

/** Records the same file retires: master data is applied before the shipments that name it. */
const retired = {
  drivers: [{ id: 'D-RETIRED', name: 'Gone Driver', active: false }],
  carriers: [{ id: 'CR-RETIRED', name: 'Gone Cartage', active: false }],
  tractors: [{ id: 'T-RETIRED', active: false }],
  yards: [{ id: 'Y-RETIRED', name: 'Closed Yard', zip: '77001', country: 'US', active: false }],
};

/** Each shipment, the path its refusal names within it, and why: an unknown or retired record a move names. */
const REFUSED = [
  {
    id: 'MOVEREF-1',
    moves: [move({ driver: { type: 'driver', id: 'D-404' }, powerUnit: { id: 'T-RETIRED' } })],
    path: 'moves[0].driver.id',
    reason: 'Driver D-404 does not exist.',
  },
  {
    id: 'MOVEREF-2',
    moves: [move({ driver: { type: 'driver', id: 'D-RETIRED' } })],
    path: 'moves[0].driver.id',
    reason: 'Driver D-RETIRED is retired.',
  },
  {
    id: 'MOVEREF-3',
    moves: [move(), move({ driver: { type: 'carrier', id: 'CR-404' } })],
    path: 'moves[1].driver.id',
    reason: 'Carrier CR-404 does not exist.',
  },
  {
    id: 'MOVEREF-4',
    moves: [move({ driver: { type: 'carrier', id: 'CR-RETIRED' } })],
    path: 'moves[0].driver.id',
    reason: 'Carrier CR-RETIRED is retired.',
  },
  {
    id: 'MOVEREF-5',
    moves: [move({ powerUnit: { id: 'T-404' } })],
    path: 'moves[0].powerUnit.id',
    reason: 'Tractor T-404 does not exist.',
  },
  {
    id: 'MOVEREF-6',
    moves: [move(), move(), move({ powerUnit: { id: 'T-RETIRED' } })],
    path: 'moves[2].powerUnit.id',
    reason: 'Tractor T-RETIRED is retired.',
  },
  {
    id: 'MOVEREF-7',
    moves: [
      move({
        events: [
          { type: 'hook-origin', site: { id: '109' } },
          { type: 'drop-yard', site: { id: 'Y-RETIRED' } },
        ],
      }),
    ],
    path: 'moves[0].events[1].site.id',
    reason: 'Yard Y-RETIRED is retired.',
  },
  {
    // A place's id is looked up as the record's own: an object's inherited `constructor` is no location.
    id: 'MOVEREF-9',
    moves: [
      move({
        events: [
          { type: 'hook-origin', site: { id: '109' } },
          { type: 'drop-destination', site: { id: 'constructor' } },
        ],
      }),
    ],
    path: 'moves[0].events[1].site.id',
    reason: 'Location constructor does not exist.',
  },
  {
    // In file order: the move's own records before its events' places.
    id: 'MOVEREF-8',
    moves: [move({ driver: { type: 'not routed' }, powerUnit: { id: 'T-RETIRED' }, plannedDate: '' })],
    path: 'moves[0].powerUnit.id',
    reason: 'Tractor T-RETIRED is retired.',
  },
];

test('a created shipment whose moves name an unknown or retired driver, carrier, tractor or place is refused with its path and nothing of it is written; the rest of the file goes on', async () => {
  const existing = (await invoke('getShipment', { pathParameters: { shipmentId: '1003' } })).body;
  const file = {
    ...retired,
    shipments: [
      ...REFUSED.map(({ id, moves }) => fileShipment(id, { moves })),
      fileShipment('MOVEREF-OK', { moves: [move(), move({ driver: { type: 'carrier', id: 'CR-1' } })] }),
      // An existing shipment's moves are never taken from a file: what they name is not checked.
      fileShipment('1003', {
        orderNumber: existing.orderNumber,
        status: existing.status,
        type: existing.type,
        hazmat: existing.hazmat,
        customerId: existing.customer.id,
        createdAt: existing.createdAt,
        origin: existing.origin.id,
        destination: existing.destination.id,
        equipment: existing.equipment,
        moves: [move({ driver: { type: 'driver', id: 'D-RETIRED' }, powerUnit: { id: 'T-404' } })],
      }),
    ],
  };
  await dropFile('sync/move-references.json', file);
  const result = await settledImport(await startImport('sync/move-references.json'));

  expect(result.status).toBe('completed');
  expect(result.counts.drivers).toMatchObject({ created: 1, refused: 0 });
  expect(result.counts.shipments).toEqual({
    created: 1,
    updated: 0,
    unchanged: 1,
    refused: REFUSED.length,
  });
  expect(result.refusals).toEqual(
    REFUSED.map(({ id, path, reason }, index) => ({
      kind: 'shipments',
      id,
      path: `shipments[${index}].${path}`,
      reason,
    })),
  );

  // Nothing of a refused shipment is stored: no shipment, page, plan entry, equipment use or version.
  const stored = JSON.stringify(await dataSnapshot());
  for (const { id } of REFUSED) expect(stored).not.toContain(id);
  const created = await invoke('getItinerary', { pathParameters: { shipmentId: 'MOVEREF-OK' } });
  expect(created.status).toBe(200);
  expect(created.body.moves).toHaveLength(2);
});
