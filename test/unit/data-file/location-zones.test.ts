import { singleZoneOfRegion } from '#shared/master-data/region-time-zones';
import { describeZoneReport } from '#tools/data-file/location-zones';
import { parseDataFile } from '#tools/data-file/parse';

/** A file with these sites in a TMS on Chicago time. */
const fileWith = (...sites: Record<string, unknown>[]) => ({
  settings: { timeZone: 'America/Chicago' },
  sites: sites.map((site, index) => ({ id: `S-${index + 1}`, name: `Site ${index + 1}`, ...site })),
});

function parsed(...sites: Record<string, unknown>[]) {
  const result = parseDataFile(fileWith(...sites));
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return { zones: result.dataSet.sites.map((site) => site.timeZone), report: result.timeZones };
}

describe("a location's zone: stated, else from its ZIP code, else its state, else settings.timeZone", () => {
  test('a zone stated in the file wins over the ZIP code', () => {
    const { zones, report } = parsed({ zip: '46360', country: 'US', timeZone: 'America/Indiana/Knox' });
    expect(zones).toEqual(['America/Indiana/Knox']);
    expect(report.counts).toEqual({ file: 1, zip: 0, state: 0, settings: 0 });
  });

  test.each([
    ['49117', 'New Buffalo, MI', 'America/Detroit'],
    ['46360', 'Michigan City, IN (Central, unlike most of Indiana)', 'America/Chicago'],
    ['46204', 'Indianapolis, IN', 'America/Indiana/Indianapolis'],
    ['80202', 'Denver, CO', 'America/Denver'],
    ['79927', 'El Paso, TX (Mountain, unlike most of Texas)', 'America/Denver'],
    ['60606-1234', 'Chicago, IL, as ZIP+4', 'America/Chicago'],
    ['00901', 'San Juan, PR', 'America/Puerto_Rico'],
  ])('ZIP %s (%s) is in %s', (zip, _place, zone) => {
    const { zones, report } = parsed({ zip, country: 'US' });
    expect(zones).toEqual([zone]);
    expect(report.counts.zip).toBe(1);
  });

  test('a location without a country is read as being in the US', () => {
    expect(parsed({ zip: '80202' }).zones).toEqual(['America/Denver']);
  });

  test('without a ZIP code, a state with a single zone gives it; a split state does not', () => {
    const { zones, report } = parsed(
      { state: 'GA', country: 'US' },
      { id: 'S-2', state: 'TX', country: 'US' },
    );
    expect(zones).toEqual(['America/New_York', 'America/Chicago']);
    expect(report.counts).toEqual({ file: 0, zip: 0, state: 1, settings: 1 });
    expect(report.fallbacks).toEqual(['sites[1] (S-2)']);
    expect(report.warnings).toEqual([]);
  });

  test('a Canadian postal code is not a ZIP code: the province gives the zone', () => {
    const { zones, report } = parsed({ zip: 'T2P 1J9', state: 'AB', country: 'CA' });
    expect(zones).toEqual(['America/Edmonton']);
    expect(report.warnings).toEqual([]);
  });

  test('a ZIP code the data set does not know falls back with a warning, and the file still loads', () => {
    const { zones, report } = parsed(
      { zip: '00000', state: 'CO', country: 'US' },
      { zip: '0000', state: 'TX', country: 'US' },
    );
    expect(zones).toEqual(['America/Denver', 'America/Chicago']);
    expect(report.counts).toEqual({ file: 0, zip: 0, state: 1, settings: 1 });
    expect(report.warnings).toEqual([
      'sites[0] (S-1): ZIP code "00000" is not in the ZIP-to-time-zone data; the zone of CO (America/Denver) is used.',
      'sites[1] (S-2): ZIP code "0000" is not in the ZIP-to-time-zone data; settings.timeZone (America/Chicago) is used.',
    ]);
  });

  test('yards and cross-docks get zones too, and stored zones reach every list', () => {
    const result = parseDataFile({
      yards: [{ id: 'Y-1', name: 'Yard', zip: '49117' }],
      crossDocks: [{ id: 'X-1', name: 'Dock', timeZone: 'America/Denver' }],
    });
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.dataSet.yards[0]?.timeZone).toBe('America/Detroit');
    expect(result.dataSet.crossDocks[0]?.timeZone).toBe('America/Denver');
  });
});

describe('an unknown zone name refuses the file, naming the location and the value', () => {
  test.each([
    'America/Chicgo',
    '+05:00',
    'Central',
    '../../etc/passwd',
    'America/Chicago\u0000',
    `America/${'x'.repeat(5000)}`,
  ])('refused value %#', (timeZone) => {
    const result = parseDataFile({
      ...fileWith({ zip: '60606' }),
      yards: [{ id: 'Y-9', name: 'Yard', timeZone }],
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        `yards[0].timeZone: Location Y-9 has an unknown time zone ${JSON.stringify(timeZone)}: expected an IANA time zone such as America/Chicago.`,
      ],
    });
  });

  test('a zone that is not a string is a schema error', () => {
    const result = parseDataFile(fileWith({ timeZone: 5 }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(/^sites\[0\]\.timeZone: /);
  });
});

describe('the report the importer prints', () => {
  test('a count per source, the locations in settings.timeZone, a line per warning', () => {
    const { report } = parsed(
      { timeZone: 'America/Denver' },
      { zip: '49117' },
      { state: 'IL' },
      { zip: '00000', state: 'TX' },
    );
    expect(describeZoneReport(report, 'America/Chicago')).toEqual([
      'Time zones of 4 locations: 1 stated in the file, 1 from ZIP codes, 1 from a single-zone state or province, 1 from settings.timeZone.',
      '  In settings.timeZone (America/Chicago): sites[3] (S-4).',
      'Warning: sites[3] (S-4): ZIP code "00000" is not in the ZIP-to-time-zone data; settings.timeZone (America/Chicago) is used.',
    ]);
  });
});

test('every zone of the state and province table is one the platform knows', () => {
  const codes = [
    ...'AL AR CA CO CT DC DE GA HI IA IL LA MA MD ME MN MO MS MT NC NH NJ NM NY OH OK PA RI SC UT VA VT WA WI WV WY AS GU MP PR VI'.split(
      ' ',
    ),
  ];
  for (const code of codes) {
    const zone = singleZoneOfRegion('US', code);
    expect([code, zone !== undefined && Intl.supportedValuesOf('timeZone').includes(zone)]).toEqual([
      code,
      true,
    ]);
  }
  for (const code of 'AB MB NB NS NT PE YT'.split(' ')) expect(singleZoneOfRegion('CA', code)).toBeDefined();
  for (const split of ['TX', 'IN', 'MI', 'FL', 'AZ', 'NV'])
    expect(singleZoneOfRegion('US', split)).toBeUndefined();
  expect(singleZoneOfRegion('MX', 'CO')).toBeUndefined();
});
