import fc from 'fast-check';
import { IMPORT_LIMITS, RECORD_LISTS, recordsOfDataFile } from '#shared/imports/data-file-records';

test('records come master data first, then shipments, each with its list and index', () => {
  const result = recordsOfDataFile(
    JSON.stringify({ shipments: [{ id: 'S-1' }], customers: [{ id: 'C-1' }, { id: 'C-2' }], settings: {} }),
  );
  expect(result).toEqual({
    ok: true,
    records: [
      { kind: 'customers', index: 0, value: { id: 'C-1' } },
      { kind: 'customers', index: 1, value: { id: 'C-2' } },
      { kind: 'shipments', index: 0, value: { id: 'S-1' } },
    ],
  });
});

test.each([
  ['not JSON', '{"customers": [', /^The file is not JSON/],
  ['an array', '[]', /not a data file/],
  ['a string', '"customers"', /not a data file/],
  ['null', 'null', /not a data file/],
  ['an object of none of the lists', '{"orders": []}', /none of the lists/],
  ['a list that is an object', '{"drivers": {}}', /drivers is not a list/],
])('a file that is %s is refused whole', (_, text, reason) => {
  expect(recordsOfDataFile(text)).toEqual({ ok: false, reason: expect.stringMatching(reason) });
});

test('more than the records an import takes: refused whole', () => {
  const customers = Array.from({ length: IMPORT_LIMITS.maxRecords }, (_, index) => ({ id: `C-${index}` }));
  expect(recordsOfDataFile(JSON.stringify({ customers })).ok).toBe(true);
  expect(recordsOfDataFile(JSON.stringify({ customers, drivers: [{ id: 'D-1' }] }))).toEqual({
    ok: false,
    reason: `The file has more than ${IMPORT_LIMITS.maxRecords} records.`,
  });
});

test('any JSON text: records or a reason, never a throw; every record is where it says in the file', () => {
  fc.assert(
    fc.property(
      fc.dictionary(
        fc.constantFrom(...RECORD_LISTS, 'settings', 'other'),
        fc.array(fc.jsonValue(), { maxLength: 5 }),
      ),
      (file) => {
        const result = recordsOfDataFile(JSON.stringify(file));
        if (!result.ok) return;
        for (const { kind, index, value } of result.records) {
          expect(value).toEqual(
            JSON.parse(JSON.stringify((file as Record<string, unknown[]>)[kind]?.[index])),
          );
        }
      },
    ),
  );
  fc.assert(fc.property(fc.string(), (text) => void recordsOfDataFile(text)));
});
