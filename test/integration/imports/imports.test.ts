import { type LocalImportWorker, startLocalImportWorker } from '#tools/local-stack/local-import-worker';
import { invoke } from '../../support/invoke';
import { expectSpecErrorBody } from '../../support/response-checks';
import { seededStore } from '../../support/seed';
import { dataSnapshot, dropBucket, dropFile, settledImport, startImport } from './support';

let worker: LocalImportWorker | undefined;
beforeAll(async () => {
  await seededStore('small-data.json');
  worker = startLocalImportWorker();
});
afterAll(async () => {
  await worker?.stop();
});

const file = {
  customers: [
    { id: 'C-1', name: 'Acme Foods' },
    { id: 'C-20', name: 'Blue Harbor Imports' },
  ],
  drivers: [{ id: 'D-1', name: 'Ana Ruiz-Soto', licenseExpires: '2030-05-01', medicalExpires: '2029-01-31' }],
  tractors: [{ id: 'T-900' }],
};

test('an import creates, updates and leaves unchanged, counted per kind, and the records read back', async () => {
  await dropFile('sync/first.json', file);
  const result = await settledImport(await startImport('sync/first.json'));
  expect(result).toMatchObject({
    status: 'completed',
    reason: '',
    counts: {
      customers: { created: 1, updated: 0, unchanged: 1, refused: 0 },
      drivers: { created: 0, updated: 1, unchanged: 0, refused: 0 },
      tractors: { created: 1, updated: 0, unchanged: 0, refused: 0 },
    },
    refusals: [],
  });
  expect((await invoke('getCustomer', { pathParameters: { customerId: 'C-20' } })).body).toMatchObject({
    id: 'C-20',
    name: 'Blue Harbor Imports',
  });
  expect((await invoke('getDriver', { pathParameters: { driverId: 'D-1' } })).body.name).toBe(
    'Ana Ruiz-Soto',
  );
});

test('the same file again: every record unchanged, nothing written', async () => {
  await dropFile('sync/again.json', file);
  const before = await dataSnapshot();
  const result = await settledImport(await startImport('sync/again.json'));
  expect(result.status).toBe('completed');
  for (const counts of Object.values(result.counts)) {
    expect(counts).toMatchObject({ created: 0, updated: 0, refused: 0 });
  }
  expect(result.counts.customers.unchanged).toBe(2);
  expect(await dataSnapshot()).toEqual(before);
});

test('a malformed record is refused with its JSON path; the others are applied', async () => {
  await dropFile('sync/malformed.json', {
    customers: [
      { id: 'C-30', name: 'Good' },
      { id: 'C-31', name: 5 },
      { id: 'C-32', name: 'Also good' },
    ],
  });
  const result = await settledImport(await startImport('sync/malformed.json'));
  expect(result).toMatchObject({
    status: 'completed',
    counts: { customers: { created: 2, updated: 0, unchanged: 0, refused: 1 } },
    refusals: [{ kind: 'customers', id: 'C-31', path: 'customers[1].name', reason: expect.any(String) }],
  });
  expect((await invoke('getCustomer', { pathParameters: { customerId: 'C-31' } })).status).toBe(404);
  expect((await invoke('getCustomer', { pathParameters: { customerId: 'C-32' } })).status).toBe(200);
});

test.each([
  ['not JSON', 'sync/not-json.json', '{"customers": [', /^The file is not JSON/],
  ['not a data file', 'sync/list.json', [1, 2, 3], /^The file is not a data file/],
  ['a list that is not one', 'sync/bad-list.json', { customers: {} }, /customers is not a list/],
])(
  'a file that is %s: the import fails with the reason, nothing written',
  async (_, key, content, reason) => {
    await dropFile(key, content);
    const before = await dataSnapshot();
    const result = await settledImport(await startImport(key));
    expect(result).toMatchObject({ status: 'failed', reason: expect.stringMatching(reason), counts: {} });
    expect(await dataSnapshot()).toEqual(before);
  },
);

test('a file that is not there: failed, naming it', async () => {
  const result = await settledImport(await startImport('sync/never-written.json'));
  expect(result).toMatchObject({
    status: 'failed',
    reason: expect.stringContaining('sync/never-written.json'),
  });
});

describe('bad input', () => {
  test('another bucket: 400 naming bucket', async () => {
    const response = await invoke('createImport', { body: { bucket: 'someone-elses', fileKey: 'a.json' } });
    expect(response.status).toBe(400);
    expectSpecErrorBody(400, response.body);
    expect(JSON.stringify(response.body)).toContain('bucket');
  });

  test.each(['../secrets.json', 'sync/../x.json', '/abs.json', 'a//b.json', 'a\\b.json', ''])(
    'fileKey %j: 400 naming fileKey',
    async (fileKey) => {
      const response = await invoke('createImport', { body: { bucket: dropBucket(), fileKey } });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain('fileKey');
    },
  );

  test('an upload over 100 MB: 400 naming contentLength; at 100 MB a presigned upload into the drop bucket', async () => {
    const over = await invoke('createImportUpload', { body: { contentLength: 100 * 1024 * 1024 + 1 } });
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body)).toContain('contentLength');
    const ticket = await invoke('createImportUpload', { body: { contentLength: 100 * 1024 * 1024 } });
    expect(ticket.status).toBe(201);
    expect(ticket.body).toMatchObject({ bucket: dropBucket(), method: 'POST', headers: {} });
    expect(ticket.body.fileKey).toMatch(/^uploads\/imports\/[0-9a-f-]{36}\.json$/);
  });

  test('a driver: 403; an unknown import: 404', async () => {
    const asDriver = await invoke('createImport', {
      body: { bucket: dropBucket(), fileKey: 'a.json' },
      as: { driver: 'D-1' },
    });
    expect(asDriver.status).toBe(403);
    expect((await invoke('getImport', { pathParameters: { importId: 'no-such-import' } })).status).toBe(404);
  });
});
