import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { config } from '#shared/config';
import { invoke } from '../../support/invoke';
import { createTestBuckets, createTestTable } from '../../support/table';
import { snapshotTable } from '../../support/table-snapshot';

const run = promisify(execFile);

let dir: string;
let buckets: { documentsBucket: string; dropBucket: string };

beforeAll(async () => {
  await createTestTable();
  buckets = await createTestBuckets();
  dir = await mkdtemp(join(tmpdir(), 'import-command-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** `npm run import` as an operator runs it, against this file's table and buckets. */
async function importCommand(file: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const flags = [
    ['--file', file],
    ['--table', config.tableName],
    ['--drop-bucket', buckets.dropBucket],
    ['--documents-bucket', buckets.documentsBucket],
  ].flat();
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/import.ts', ...flags],
      {
        env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'WARN' },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The table's items but the imports' own records and the files' bookkeeping: what a load changes. */
async function loadedState() {
  return (await snapshotTable()).filter((item) => !/^IMPORT#/.test(item.key));
}

test('npm run import loads a file through the import: counts per kind; again, every record unchanged and nothing written', async () => {
  const first = await importCommand('test/fixtures/small-data.json');
  expect(first.stderr).toBe('');
  expect(first.code).toBe(0);
  expect(first.stdout).toMatch(/shipments\s+3\s+0\s+0\s+0/);
  expect(first.stdout).toMatch(/customers\s+1\s+0\s+0\s+0/);
  // Through the import's write path: the shipments and their moves read back, each at version 1.
  const itinerary = await invoke('getItinerary', { pathParameters: { shipmentId: '1001' } });
  expect(itinerary.status).toBe(200);
  expect(itinerary.headers.etag).toBe('"1"');
  expect(itinerary.body.moves.length).toBeGreaterThan(0);
  const listed = await invoke('listShipments', { query: 'limit=10' });
  // Newest first, as a load always listed them.
  const createdAt = listed.body.items.map((item: { createdAt: string }) => item.createdAt);
  expect(createdAt).toEqual([...createdAt].sort().reverse());

  const before = await loadedState();
  const again = await importCommand('test/fixtures/small-data.json');
  expect(again.code).toBe(0);
  expect(again.stdout).toMatch(/shipments\s+0\s+0\s+3\s+0/);
  expect(await loadedState()).toEqual(before);
});

test('a bad file is refused whole with the path of every bad value, nothing written', async () => {
  const file = JSON.parse(await readFile('test/fixtures/small-data.json', 'utf8'));
  file.shipments[0].moves[1].events[0].type = 'teleport';
  file.customers[0].name = 5;
  const path = join(dir, 'bad.json');
  await writeFile(path, JSON.stringify(file));
  const before = await loadedState();
  const result = await importCommand(path);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('shipments[0].moves[1].events[0].type');
  expect(result.stderr).toContain('customers[0].name');
  expect(await loadedState()).toEqual(before);
});

test('a record the import refuses is printed with its path; the others are applied and the command fails', async () => {
  const file = JSON.parse(await readFile('test/fixtures/small-data.json', 'utf8'));
  // Valid as a file, refused by the status rule: a cancelled shipment stays cancelled.
  const cancelled = { ...file.shipments[0], status: 'cancelled' };
  await writeFile(join(dir, 'cancel.json'), JSON.stringify({ ...file, shipments: [cancelled] }));
  expect((await importCommand(join(dir, 'cancel.json'))).code).toBe(0);
  const back = { ...file.shipments[0], status: 'accepted', orderNumber: 'ORD-BACK' };
  await writeFile(join(dir, 'back.json'), JSON.stringify({ ...file, shipments: [back] }));
  const result = await importCommand(join(dir, 'back.json'));
  expect(result.code).toBe(1);
  expect(result.stdout).toContain(
    'shipments[0].status: Shipment 1001 cannot change from cancelled to accepted.',
  );
});
