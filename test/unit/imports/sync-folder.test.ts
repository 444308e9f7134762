import type { S3EventRecord } from '#shared/aws/s3-events';
import { readSyncObject } from '#shared/imports/sync-folder';

const DROP = 'tms-drop';

const created = (key: string, object: Partial<S3EventRecord['s3']['object']> = {}): S3EventRecord => ({
  eventName: 'ObjectCreated:Put',
  s3: { bucket: { name: DROP }, object: { key, size: 100, eTag: 'e1', sequencer: '0A1', ...object } },
});

test('a data file under sync/ is imported, its key decoded once', () => {
  expect(readSyncObject(created('sync/2026-11-29/export+1%252e%252e.json'), DROP)).toEqual({
    kind: 'import',
    key: 'sync/2026-11-29/export 1%2e%2e.json',
    importId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
  });
});

test('one import per write: the same notification names the same import, another write another', () => {
  const idOf = (record: S3EventRecord) => {
    const reading = readSyncObject(record, DROP);
    return reading.kind === 'import' ? reading.importId : reading.kind;
  };
  const first = idOf(created('sync/a.json'));
  expect(idOf(created('sync/a.json'))).toBe(first);
  expect(idOf(created('sync/a.json', { sequencer: '0A2' }))).not.toBe(first);
  expect(idOf(created('sync/a.json', { versionId: 'v2' }))).not.toBe(first);
  expect(idOf(created('sync/a.json', { eTag: 'e2' }))).not.toBe(first);
  expect(idOf(created('sync/b.json'))).not.toBe(first);
});

test.each([
  ['another event', { ...created('sync/a.json'), eventName: 'ObjectRemoved:Delete' }],
  [
    'another bucket',
    { ...created('sync/a.json'), s3: { bucket: { name: 'other' }, object: { key: 'sync/a.json' } } },
  ],
  ['another prefix', created('inbox/SHIPMENT/1001/POD/a.json')],
  ['a prefix only like it', created('syncs/a.json')],
  ['a folder marker', created('sync/2026-11-29/')],
  ['the folder itself', created('sync/')],
])('%s is not the sync folder’s business', (_, record) => {
  expect(readSyncObject(record, DROP)).toEqual({ kind: 'ignore' });
});

test.each([
  ['sync/../secrets.json', 'the key must not contain a . or .. segment'],
  ['sync/./a.json', 'the key must not contain a . or .. segment'],
  ['sync/a//b.json', 'the key must not contain an empty segment (//) or end with /'],
  ['sync/a%5Cb.json', 'the key must not contain a backslash'],
  ['sync/a%0Ab.json', 'the key must not contain a control character'],
  ['sync/a.txt', 'a data file is JSON: its key ends with .json'],
  ['sync/a.json.gz', 'a data file is JSON: its key ends with .json'],
])('%s is refused: %s', (key, reason) => {
  expect(readSyncObject(created(key), DROP)).toMatchObject({ kind: 'refuse', reason });
});

test('a key over 1024 bytes is refused', () => {
  expect(readSyncObject(created(`sync/${'a'.repeat(1020)}.json`), DROP)).toMatchObject({
    kind: 'refuse',
    reason: 'the key must be 1 to 1024 bytes of UTF-8',
  });
});

test('a key that is no URL encoding is refused', () => {
  expect(readSyncObject(created('sync/%E0%A4%A.json'), DROP)).toMatchObject({
    kind: 'refuse',
    reason: 'the event key is not URL-encoded text',
  });
});

test('a file over 100 MB is refused before anything reads it; at 100 MB it is imported', () => {
  const limit = 100 * 1024 * 1024;
  expect(readSyncObject(created('sync/big.json', { size: limit + 1 }), DROP)).toEqual({
    kind: 'refuse',
    key: 'sync/big.json',
    reason: `the file is larger than 100 MB (${limit + 1} bytes)`,
  });
  expect(readSyncObject(created('sync/big.json', { size: limit }), DROP).kind).toBe('import');
});
