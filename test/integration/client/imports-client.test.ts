import { ImportWaitTimeout, TmsApiError, TmsClient } from '#client/index';
import { pendingImport } from '#shared/imports/start';
import { putNewImport } from '#shared/imports/store';
import { type LocalImportWorker, startLocalImportWorker } from '#tools/local-stack/local-import-worker';
import { type LocalApi, startLocalApi } from '../../support/local-api';
import { dropBucket, dropFile } from '../imports/support';

/**
 * The typed client's imports and master-data calls against the local server
 * as `npm start` runs it, with the local import worker running the imports.
 */
let api: LocalApi;
let worker: LocalImportWorker;
let dispatcher: TmsClient;

beforeAll(async () => {
  api = await startLocalApi();
  worker = startLocalImportWorker();
  dispatcher = new TmsClient({ baseUrl: api.url, token: await api.token({ role: 'dispatcher' }) });
});

afterAll(async () => {
  await worker?.stop();
  await api?.close();
});

const file = {
  customers: [
    { id: 'C-1', name: 'Gulf Coast Foods' },
    { id: 'C-90', name: 'Client Imports Ltd' },
  ],
  tractors: [{ id: 'T-90' }],
};

describe('imports', () => {
  test('create, then wait: the report once the import has completed', async () => {
    await dropFile('exports/client.json', file);
    const created = await dispatcher.imports.create({ bucket: dropBucket(), fileKey: 'exports/client.json' });
    expect(created).toEqual({ id: expect.any(String), self: `/imports/${created.id}`, status: 'pending' });
    const report = await dispatcher.imports.wait(created.id, { timeoutMs: 20_000, intervalMs: 20 });
    expect(report).toMatchObject({
      id: created.id,
      status: 'completed',
      counts: {
        customers: { created: 1, updated: 0, unchanged: 1, refused: 0 },
        tractors: { created: 1, updated: 0, unchanged: 0, refused: 0 },
      },
      refusals: [],
    });
    expect((await dispatcher.getCustomer({ customerId: 'C-90' })).name).toBe('Client Imports Ltd');
  });

  test('watch yields each change once, in order, and ends with the settled report', async () => {
    await dropFile('exports/watched.json', { customers: [{ id: 'C-91', name: 'Watched' }] });
    const { id } = await dispatcher.imports.create({ bucket: dropBucket(), fileKey: 'exports/watched.json' });
    const statuses: string[] = [];
    for await (const report of dispatcher.imports.watch(id, { intervalMs: 10 })) statuses.push(report.status);
    expect(statuses.at(-1)).toBe('completed');
    const order = ['pending', 'running', 'completed'];
    expect(statuses.map((status) => order.indexOf(status))).toEqual(
      [...statuses.map((status) => order.indexOf(status))].sort(),
    );
  });

  test('a file that is not JSON: wait resolves the failed report with its reason', async () => {
    await dropFile('exports/broken.json', '{"customers": [');
    const { id } = await dispatcher.imports.create({ bucket: dropBucket(), fileKey: 'exports/broken.json' });
    expect(await dispatcher.imports.wait(id, { intervalMs: 10 })).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/^The file is not JSON/),
    });
  });

  test('an import that does not end in time: ImportWaitTimeout with the last report, polls spaced out by the backoff', async () => {
    // Recorded but never queued: it stays pending.
    const stuck = pendingImport(
      'client-stuck',
      { bucket: dropBucket(), fileKey: 'exports/stuck.json' },
      {
        role: 'drop-folder',
      },
    );
    await putNewImport(stuck);
    const polls: number[] = [];
    const counting = new TmsClient({
      baseUrl: api.url,
      token: await api.token({ role: 'dispatcher' }),
      fetch: (input, init) => {
        polls.push(Date.now());
        return fetch(input, init);
      },
    });
    const started = Date.now();
    const waited = await counting.imports
      .wait(stuck.id, { timeoutMs: 600, intervalMs: 20, maxIntervalMs: 160 })
      .catch((error: unknown) => error);
    expect(waited).toBeInstanceOf(ImportWaitTimeout);
    expect(waited).toMatchObject({ last: { id: stuck.id, status: 'pending' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    // At least 20, 40, 80, 160, 160, ... ms apart (a slow answer only widens a gap; 1 ms for the clock's rounding): at most 7 polls
    // in 600 ms, where a fixed 20 ms would make 30. The last pause is cut short by the time left.
    expect(polls.length).toBeGreaterThanOrEqual(2);
    expect(polls.length).toBeLessThanOrEqual(10);
    const gaps = polls.slice(1).map((at, index) => at - polls[index]!);
    const backoff = gaps.map((_, index) => Math.min(20 * 2 ** index, 160));
    expect(gaps.slice(0, -1).every((gap, index) => gap >= backoff[index]! - 1)).toBe(true);
  });

  test('an unknown import: wait rejects with the 404', async () => {
    await expect(dispatcher.imports.wait('no-such-import')).rejects.toMatchObject({ status: 404 });
  });

  test('another bucket: create rejects with the 400 naming bucket', async () => {
    const refused = dispatcher.imports.create({ bucket: 'someone-elses', fileKey: 'a.json' });
    await expect(refused).rejects.toBeInstanceOf(TmsApiError);
    await expect(refused).rejects.toMatchObject({ status: 400, data: { prop_name: 'bucket' } });
  });

  test('a driver token: 403', async () => {
    const driver = new TmsClient({
      baseUrl: api.url,
      token: await api.token({ role: 'driver', driverId: 'D-1' }),
    });
    await expect(
      driver.imports.create({ bucket: dropBucket(), fileKey: 'exports/client.json' }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('masterData', () => {
  const rosa = {
    id: 'D-90',
    name: 'Rosa Delgado',
    licenseExpires: '2031-03-31',
    medicalExpires: '2028-09-30',
  };

  test('put creates, then replaces on the ETag it answered; a stale ETag is 412', async () => {
    const created = await dispatcher.masterData.put('driver', rosa);
    expect(created).toMatchObject({ created: true, record: { id: 'D-90', active: true } });
    expect(created.etag).not.toBe('');
    const renewed = await dispatcher.masterData.put(
      'driver',
      { ...rosa, medicalExpires: '2030-09-30' },
      { ifMatch: created.etag },
    );
    expect(renewed).toMatchObject({ created: false, record: { medicalExpires: '2030-09-30' } });
    expect(renewed.etag).not.toBe(created.etag);
    await expect(dispatcher.masterData.put('driver', rosa, { ifMatch: created.etag })).rejects.toMatchObject({
      status: 412,
    });
  });

  test('retire puts the record back with active false; it stays readable', async () => {
    await dispatcher.masterData.put('tractor', { id: 'T-91' });
    const retired = await dispatcher.masterData.retire('tractor', 'T-91');
    expect(retired).toMatchObject({ created: false, record: { id: 'T-91', active: false } });
    expect(await dispatcher.getTractor({ tractorId: 'T-91' })).toMatchObject({ id: 'T-91', active: false });
  });

  test('retire of a record that does not exist: 404, nothing created', async () => {
    await expect(dispatcher.masterData.retire('customer', 'C-404')).rejects.toMatchObject({ status: 404 });
    await expect(dispatcher.getCustomer({ customerId: 'C-404' })).rejects.toMatchObject({ status: 404 });
  });
});

test('the arguments are typed by the API document', () => {
  // Compile-time checks only: `npm run typecheck` fails if any of these is accepted.
  const calls = () => [
    // @ts-expect-error an import names its file
    dispatcher.imports.create({ bucket: 'tms-drop' }),
    // @ts-expect-error an import's id is a string
    dispatcher.imports.wait(7),
    // @ts-expect-error a driver has a name
    dispatcher.masterData.put('driver', { id: 'D-1' }),
    // @ts-expect-error no such kind of master record
    dispatcher.masterData.retire('planet', 'P-1'),
  ];
  expect(typeof calls).toBe('function');
});
