import { runImport } from '#shared/imports/run-import';
import { getImport } from '#shared/imports/store';
import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';
import { failingDynamoDbCalls } from '../../support/store-faults';
import { dataSnapshot, dropFile, startImport } from './support';

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
  const afterCrash = await getImport(importId);
  expect(afterCrash).toMatchObject({ status: 'running', position: 5 });
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

test.each([1, 3, 6])(
  'a worker dying inside the store call of its record %i: redelivered, completed, each record applied once',
  async (dyingCall) => {
    const prefix = `S${dyingCall}`;
    const file = { customers: customers(prefix, 8) };
    const key = `sync/dies-${dyingCall}.json`;
    await dropFile(key, file);
    const importId = await startImport(key);
    const dies = failingDynamoDbCalls(['TransactWriteItemsCommand'], { after: dyingCall - 1, times: 1 });
    try {
      await expect(runImport(importId)).rejects.toThrow('the process died');
    } finally {
      dies.remove();
    }
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
