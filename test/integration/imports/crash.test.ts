import { runImport } from '#shared/imports/run-import';
import { getImport } from '#shared/imports/store';
import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';
import { pendingShipmentFacts } from '../../support/shipment-facts';
import {
  dyingAfterDynamoDbCalls,
  failingDynamoDbCalls,
  stalledDynamoDbCall,
} from '../../support/store-faults';
import { dataSnapshot, dropFile, fileShipment, startImport } from './support';

// No import worker here: each test runs the import's deliveries itself, and kills them.
beforeAll(async () => {
  await seededStore('small-data.json');
});

const customers = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `${prefix}-${index}`, name: `Customer ${index}` }));

/** The customers collection, every page: each id listed once. */
async function listedCustomerIds(): Promise<string[]> {
  const { body } = await invoke('listCustomers', { query: 'limit=1000' });
  return body.items.map((item: { id: string }) => item.id);
}

class Killed extends Error {}

test('a worker killed between records resumes on redelivery: completed, each record applied once', async () => {
  // Unchanged records between the written ones: the crash loses their unsaved count, never a write.
  const file = { customers: [{ id: 'C-1', name: 'Acme Foods' }, ...customers('K', 12)] };
  await dropFile('sync/killed.json', file);
  const importId = await startImport('sync/killed.json');

  let records = 0;
  const dieAfter = (count: number) => () => {
    records += 1;
    if (records > count) throw new Killed();
    return true;
  };
  await expect(runImport(importId, { keepGoing: dieAfter(5) })).rejects.toBeInstanceOf(Killed);
  // New records are written and claimed with their checkpoint together: killed before that, none is.
  const afterCrash = await getImport(importId);
  expect(afterCrash?.position).toBeLessThanOrEqual(5);
  records = 0;
  await expect(runImport(importId, { keepGoing: dieAfter(4) })).rejects.toBeInstanceOf(Killed);
  expect(await runImport(importId)).toBe('settled');

  expect(await getImport(importId)).toMatchObject({
    status: 'completed',
    position: 13,
    counts: { customers: { created: 12, updated: 0, unchanged: 1, refused: 0 } },
  });
  const listed = await listedCustomerIds();
  expect(listed.filter((id) => id.startsWith('K-')).sort()).toEqual(
    file.customers
      .slice(1)
      .map((c) => c.id)
      .sort(),
  );
  expect(new Set(listed).size).toBe(listed.length);
  // A delivery of a settled import changes nothing.
  const settled = await dataSnapshot();
  expect(await runImport(importId)).toBe('settled');
  expect(await dataSnapshot()).toEqual(settled);
});

/** The store calls that write: a new record's put (1 to 8 here), then the claim of their ranks with the checkpoint (9). */
/** Runs the import with `fault` in place: the worker dies there; the fault is removed after. */
async function runDyingImport(importId: string, fault: { remove: () => void }): Promise<void> {
  try {
    await expect(runImport(importId)).rejects.toThrow('the process died');
  } finally {
    fault.remove();
  }
}

const WRITES = ['PutItemCommand', 'TransactWriteItemsCommand'];

test.each([
  ['before', 1],
  ['before', 3],
  ['before', 6],
  ['after', 6],
  ['before', 9],
  ['after', 9],
] as const)(
  'a worker dying %s its store write %i: redelivered, completed, each record applied once',
  async (when, dyingCall) => {
    const prefix = `S${when}${dyingCall}`;
    const file = { customers: customers(prefix, 8) };
    const key = `sync/dies-${when}-${dyingCall}.json`;
    await dropFile(key, file);
    const importId = await startImport(key);
    const dies = (when === 'before' ? failingDynamoDbCalls : dyingAfterDynamoDbCalls)(WRITES, {
      after: dyingCall - 1,
      times: 1,
    });
    await runDyingImport(importId, dies);
    expect(await runImport(importId)).toBe('settled');
    expect(await getImport(importId)).toMatchObject({
      status: 'completed',
      counts: { customers: { created: 8, updated: 0, unchanged: 0, refused: 0 } },
    });
    const listed = await listedCustomerIds();
    expect(listed.filter((id) => id.startsWith(`${prefix}-`))).toHaveLength(8);
    expect(new Set(listed).size).toBe(listed.length);
  },
);

test('two deliveries of one import at once: one applies each record, the other stops', async () => {
  const file = { customers: customers('P', 10) };
  await dropFile('sync/twice.json', file);
  const importId = await startImport('sync/twice.json');
  const outcomes = await Promise.all([runImport(importId), runImport(importId)]);
  expect(outcomes).toEqual(['settled', 'settled']);
  expect(await getImport(importId)).toMatchObject({
    status: 'completed',
    counts: { customers: { created: 10, updated: 0, unchanged: 0, refused: 0 } },
  });
  const listed = await listedCustomerIds();
  expect(listed.filter((id) => id.startsWith('P-'))).toHaveLength(10);
  expect(new Set(listed).size).toBe(listed.length);
});

/** A shipment's versions in its history, newest first. */
async function versionsOf(shipmentId: string): Promise<{ version: number; source: string }[]> {
  const { body } = await invoke('listItineraryHistory', {
    pathParameters: { shipmentId },
    query: 'limit=100',
  });
  return body.items;
}

/** The shipments collection, every page: each id listed once. */
async function listedShipmentIds(): Promise<string[]> {
  const { body } = await invoke('listShipments', { query: 'limit=1000' });
  return body.items.map((item: { id: string }) => item.id);
}

/** How many of driver D-2's planned moves on the file shipments' date belong to `shipmentId`. */
async function plannedMovesOf(shipmentId: string): Promise<number> {
  const { body } = await invoke('getDriverPlans', {
    pathParameters: { driverId: 'D-2' },
    query: 'startDate=2026-11-24&endDate=2026-11-24',
  });
  return (JSON.stringify(body).match(new RegExp(`/shipments/${shipmentId}[/"]`, 'g')) ?? []).length;
}

const dyingKinds = {
  before: (call: number) =>
    failingDynamoDbCalls(['TransactWriteItemsCommand'], { after: call - 1, times: 1 }),
  after: (call: number) =>
    dyingAfterDynamoDbCalls(['TransactWriteItemsCommand'], { after: call - 1, times: 1 }),
};

test.each([
  ['before', 1],
  ['before', 3],
  ['after', 1],
  ['after', 4],
] as const)(
  'shipments: a worker dying %s the store applies record %i is redelivered, completed, each shipment applied once',
  async (when, dyingCall) => {
    const prefix = `${when === 'before' ? 'B' : 'A'}${dyingCall}`;
    const created = [1, 2, 3].map((n) => `${prefix}0${n}`);
    const before1001 = (await versionsOf('1001')).length;
    const stored1001 = (await invoke('getShipment', { pathParameters: { shipmentId: '1001' } })).body;
    const file = {
      shipments: [
        // A facts change of a stored shipment, then new shipments with their moves.
        {
          ...fileShipment('1001'),
          orderNumber: `ORD-1001-${prefix}`,
          equipment: stored1001.equipment,
          moves: [],
        },
        ...created.map((id) => fileShipment(id)),
      ],
    };
    const key = `sync/shipments-${prefix}.json`;
    await dropFile(key, file);
    const importId = await startImport(key);
    await runDyingImport(importId, dyingKinds[when](dyingCall));
    expect(await runImport(importId)).toBe('settled');
    expect(await getImport(importId)).toMatchObject({
      status: 'completed',
      counts: { shipments: { created: 3, updated: 1, unchanged: 0, refused: 0 } },
    });
    // Each record applied once: one version more for the change, one version for each creation,
    // each new shipment listed once, its move once in its driver's plan.
    const versions1001 = await versionsOf('1001');
    expect(versions1001).toHaveLength(before1001 + 1);
    expect(versions1001[0]).toMatchObject({ source: 'import' });
    const listed = await listedShipmentIds();
    expect(new Set(listed).size).toBe(listed.length);
    for (const id of created) {
      expect(listed.filter((listedId) => listedId === id)).toHaveLength(1);
      expect(await versionsOf(id)).toEqual([expect.objectContaining({ version: 1, source: 'import' })]);
      expect(await plannedMovesOf(id)).toBe(1);
    }
  },
);

/** Dies at a put of a shipment's own item (after its pages and first version were put). */
const atShipmentItem = (call: number) =>
  failingDynamoDbCalls(['PutItemCommand'], {
    inputIncludes: '"entity":"SHIPMENT"',
    after: call - 1,
    times: 1,
  });

test.each([
  ['at the item of its first new shipment', 'W1', () => atShipmentItem(1)],
  ['at the item of its third new shipment', 'W3', () => atShipmentItem(3)],
  [
    'at the claim of their ranks',
    'WC',
    () => failingDynamoDbCalls(['TransactWriteItemsCommand'], { times: 1 }),
  ],
  [
    'after the claim of their ranks',
    'WA',
    () => dyingAfterDynamoDbCalls(['TransactWriteItemsCommand'], { times: 1 }),
  ],
] as const)(
  'new shipments without moves, written together: a worker dying %s shows none half written, then creates each once',
  async (_when, prefix, dies) => {
    const created = [1, 2, 3, 4].map((n) => `${prefix}-${n}`);
    const file = { shipments: created.map((id) => fileShipment(id, { moves: [] })) };
    const key = `sync/written-${prefix}.json`;
    await dropFile(key, file);
    const importId = await startImport(key);
    await runDyingImport(importId, dies());
    // Stopped: a shipment is there whole (its itinerary and history read) or not at all.
    for (const id of created) {
      const read = await invoke('getItinerary', { pathParameters: { shipmentId: id } });
      expect([200, 404]).toContain(read.status);
      if (read.status === 200) expect(await versionsOf(id)).toHaveLength(1);
    }
    expect(await runImport(importId)).toBe('settled');
    expect(await getImport(importId)).toMatchObject({
      status: 'completed',
      counts: { shipments: { created: 4, updated: 0, unchanged: 0, refused: 0 } },
    });
    const listed = await listedShipmentIds();
    expect(new Set(listed).size).toBe(listed.length);
    for (const id of created) {
      expect(listed.filter((listedId) => listedId === id)).toHaveLength(1);
      expect(await versionsOf(id)).toEqual([expect.objectContaining({ version: 1, source: 'import' })]);
    }
    // Again: the import's records are stored, nothing more is written.
    const settled = await dataSnapshot();
    const again = await startImport(key);
    expect(await runImport(again)).toBe('settled');
    expect(await getImport(again)).toMatchObject({
      counts: { shipments: { created: 0, updated: 0, unchanged: 4, refused: 0 } },
    });
    expect(await dataSnapshot()).toEqual(settled);
  },
);

/** The facts PUT of a new shipment, as a TMS sends it. */
const putNewShipment = (shipmentId: string) =>
  invoke('putShipment', {
    pathParameters: { shipmentId },
    body: pendingShipmentFacts(`ORD-${shipmentId}-API`),
  });

/** The import applied its record once, as a change of the shipment the PUT created: version 2, listed once. */
async function expectChangedOnce(importId: string, shipmentId: string) {
  expect(await getImport(importId)).toMatchObject({
    status: 'completed',
    counts: { shipments: { created: 0, updated: 1, unchanged: 0, refused: 0 } },
  });
  expect(await versionsOf(shipmentId)).toEqual([
    expect.objectContaining({ version: 2, source: 'import' }),
    expect.objectContaining({ version: 1, source: 'api' }),
  ]);
  const listed = await listedShipmentIds();
  expect(listed.filter((id) => id === shipmentId)).toHaveLength(1);
  expect(new Set(listed).size).toBe(listed.length);
}

test('a shipment created through its PUT between the import plan and its puts: the import plans it again, as a change', async () => {
  await dropFile('sync/overtaken.json', { shipments: [fileShipment('WR-2', { moves: [] })] });
  const importId = await startImport('sync/overtaken.json');
  const stall = stalledDynamoDbCall(['PutItemCommand'], { inputIncludes: '"pk":"SHIPMENT#WR-2"' });
  try {
    const run = runImport(importId);
    await stall.stalled;
    expect((await putNewShipment('WR-2')).status).toBe(201);
    stall.resume();
    expect(await run).toBe('settled');
  } finally {
    stall.remove();
  }
  await expectChangedOnce(importId, 'WR-2');
});

test('a shipment created through its PUT while the import was stopped before its item: the PUT creates it, the import then changes it', async () => {
  const file = { shipments: [fileShipment('WR-1', { moves: [] })] };
  await dropFile('sync/raced.json', file);
  const importId = await startImport('sync/raced.json');
  await runDyingImport(importId, atShipmentItem(1));
  // The import's marked pages and first version are there, unseen; the PUT's creation replaces them.
  expect((await putNewShipment('WR-1')).status).toBe(201);
  expect(await runImport(importId)).toBe('settled');
  await expectChangedOnce(importId, 'WR-1');
});
