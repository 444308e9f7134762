import { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { encodeEventKey } from '#shared/aws/s3-events';
import { readSyncObject } from '#shared/imports/sync-folder';
import type { RunningService } from '#tools/local-stack/dynamodb-local';
import { type S3EventEmitter, type S3Notification, startS3Emulator } from '#tools/local-stack/s3-emulator';

/**
 * The sync folder end to end, locally as `npm start` runs it: a data file
 * written under the drop bucket's `sync/` is imported with no API call, from
 * the emulator's object events, by the local import worker. This file runs its
 * own S3 emulator, whose events reach this process, and points the clients at
 * it before they load.
 */
let directory: string;
let emulator: RunningService;
let events: S3EventEmitter;
/** Every object event the emulator sent, in order. */
const notifications: S3Notification[] = [];
let modules: {
  invoke: typeof import('../../support/invoke')['invoke'];
  support: typeof import('./support');
  importSyncedObjects: typeof import('#tools/local-stack/local-drop-folder')['importSyncedObjects'];
  worker: { stop(): Promise<void> };
};

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'tms-sync-folder-'));
  events = new EventEmitter();
  emulator = await startS3Emulator(0, directory, events);
  process.env.S3_ENDPOINT = emulator.endpoint;

  const { seededStore } = await import('../../support/seed');
  await seededStore('small-data.json');
  const { importSyncedObjects } = await import('#tools/local-stack/local-drop-folder');
  events.on('event', (notification) => {
    notifications.push(notification);
    void importSyncedObjects(notification);
  });
  const { startLocalImportWorker } = await import('#tools/local-stack/local-import-worker');
  modules = {
    invoke: (await import('../../support/invoke')).invoke,
    support: await import('./support'),
    importSyncedObjects,
    worker: startLocalImportWorker(),
  };
}, 60_000);

afterAll(async () => {
  await modules?.worker.stop();
  await emulator?.stop();
  await rm(directory, { recursive: true, force: true });
});

/** The emulator's records of objects created at `key`, oldest first. */
const recordsAt = (key: string) =>
  notifications
    .flatMap((notification) => notification.Records)
    .filter((record) => record.eventName.startsWith('ObjectCreated:') && record.s3.object.key === key);

/** The import each write at `key` started, oldest first, as the sync folder names it from S3's record. */
function importIdsAt(key: string): string[] {
  return recordsAt(key).map((record) => {
    const encoded = {
      ...record,
      s3: { ...record.s3, object: { ...record.s3.object, key: encodeEventKey(key) } },
    };
    const reading = readSyncObject(encoded, modules.support.dropBucket());
    if (reading.kind !== 'import') throw new Error(`${key} was not imported: ${JSON.stringify(reading)}`);
    return reading.importId;
  });
}

/** Waits for the emulator to report `count` writes at `key`. */
async function written(key: string, count: number): Promise<void> {
  for (let attempt = 0; attempt < 200 && recordsAt(key).length < count; attempt += 1) await sleep(25);
  expect(recordsAt(key)).toHaveLength(count);
}

/** GET /imports/{id} until the import exists (the event is handled in the background), then until it settles. */
async function settledSyncImport(importId: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if ((await modules.invoke('getImport', { pathParameters: { importId } })).status === 200) break;
    await sleep(25);
  }
  return modules.support.settledImport(importId);
}

const exported = {
  customers: [{ id: 'C-70', name: 'Harbor Freight Lines' }],
  drivers: [{ id: 'D-70', name: 'Lee Park', licenseExpires: '2031-01-01', medicalExpires: '2030-01-01' }],
};

test('a data file written under sync/ is imported with no call, and completes', async () => {
  const key = 'sync/2026-11-29/export 1.json';
  await modules.support.dropFile(key, exported);
  await written(key, 1);
  const [importId = ''] = importIdsAt(key);
  expect(await settledSyncImport(importId)).toMatchObject({
    id: importId,
    status: 'completed',
    bucket: modules.support.dropBucket(),
    fileKey: key,
    counts: {
      customers: { created: 1, updated: 0, unchanged: 0, refused: 0 },
      drivers: { created: 1, updated: 0, unchanged: 0, refused: 0 },
    },
    refusals: [],
  });
  expect(
    (await modules.invoke('getCustomer', { pathParameters: { customerId: 'C-70' } })).body,
  ).toMatchObject({ id: 'C-70', name: 'Harbor Freight Lines' });
});

test('the same file written again: a new import, every record unchanged, nothing written', async () => {
  const key = 'sync/nightly.json';
  await modules.support.dropFile(key, { ...exported, customers: [{ id: 'C-71', name: 'Nightly' }] });
  await written(key, 1);
  await settledSyncImport(importIdsAt(key)[0] ?? '');
  const before = await modules.support.dataSnapshot();

  await modules.support.dropFile(key, { ...exported, customers: [{ id: 'C-71', name: 'Nightly' }] });
  await written(key, 2);
  const [first, second = ''] = importIdsAt(key);
  expect(second).not.toBe(first);
  const again = await settledSyncImport(second);
  expect(again.status).toBe('completed');
  expect(again.counts).toEqual({
    customers: { created: 0, updated: 0, unchanged: 1, refused: 0 },
    drivers: { created: 0, updated: 0, unchanged: 1, refused: 0 },
  });
  expect(await modules.support.dataSnapshot()).toEqual(before);
});

test('a notification delivered twice starts its import once', async () => {
  const key = 'sync/twice.json';
  await modules.support.dropFile(key, { customers: [{ id: 'C-72', name: 'Twice' }] });
  await written(key, 1);
  const [importId = ''] = importIdsAt(key);
  const first = await settledSyncImport(importId);
  const before = await modules.support.importSnapshot();

  const [notification] = notifications.filter((each) =>
    each.Records.some((record) => record.s3.object.key === key),
  );
  await modules.importSyncedObjects(notification!);
  await sleep(200);
  expect(await modules.support.importSnapshot()).toEqual(before);
  expect(await modules.support.settledImport(importId)).toEqual(first);
});

test('objects refused or not the sync folder’s start no import', async () => {
  const before = await modules.support.importSnapshot();
  const keys = [
    'sync/notes.txt',
    'sync/./b.json',
    'sync/folder/',
    'inbox/SHIPMENT/1001/POD/a.json',
    'elsewhere/sync/a.json',
  ];
  for (const key of keys) await modules.support.dropFile(key, exported);
  for (const key of keys) await written(key, 1);
  await sleep(200);
  expect(await modules.support.importSnapshot()).toEqual(before);
});
