import type { Carrier, Customer, Driver, Location } from '#shared/domain/types';
import { DEFAULT_SETTINGS } from '#shared/domain/types';
import { getMasterRecord, getMasterRecords, masterRecordToItem } from '#shared/master-data/store';
import { getSettings, settingsToItem } from '#shared/settings/store';
import { batchWriteItems } from '#tools/data-file/batch-write';
import { createTestTable } from '../../support/table';

const customer: Customer = { id: 'C-1', name: 'Acme Foods' };
const driver: Driver = {
  id: 'D-1',
  name: 'Ana Ruiz',
  licenseExpires: '2030-05-01',
  medicalExpires: '2029-01-31',
  hazmatExpires: '',
};
const carrier: Carrier = {
  id: 'CR-1',
  name: 'Blue Line Cartage',
  contractSigned: true,
  federalId: 'MC-123456',
  certifications: [{ type: 'common-carrier', expires: '2030-01-01' }],
  insurance: { cargo: '2030-01-01', liability: '2030-01-01', workersCompensation: '2030-01-01' },
  hazmatExpires: '',
};
const site: Location = {
  id: '109',
  name: 'Port Terminal 3',
  address1: '1 Dock Rd',
  city: 'Houston',
  state: 'TX',
  zip: '77029',
  country: 'US',
  signatureRequired: false,
  timeZone: 'America/Chicago',
};
// The same id in two kinds must not collide.
const yard: Location = { ...site, name: 'North Yard' };

let tableName: string;
beforeAll(async () => {
  tableName = await createTestTable();
});

test('settings read as the defaults until stored, then as stored', async () => {
  expect(await getSettings()).toEqual(DEFAULT_SETTINGS);
  const settings = { ...DEFAULT_SETTINGS, timeZone: 'America/Chicago', driverAcceptance: false };
  await batchWriteItems(tableName, { puts: [settingsToItem(settings)], deletes: [] });
  expect(await getSettings()).toEqual(settings);
});

test('each kind of master record reads back as written, one at a time or in one batch', async () => {
  await batchWriteItems(tableName, {
    puts: [
      masterRecordToItem('customer', customer, 0),
      masterRecordToItem('driver', driver, 0),
      masterRecordToItem('carrier', carrier, 0),
      masterRecordToItem('site', site, 0),
      masterRecordToItem('yard', yard, 0),
      masterRecordToItem('tractor', { id: 'T-10' }, 0),
    ],
    deletes: [],
  });

  expect(await getMasterRecord('customer', 'C-1')).toEqual(customer);
  expect(await getMasterRecord('driver', 'D-1')).toEqual(driver);
  expect(await getMasterRecord('carrier', 'CR-1')).toEqual(carrier);
  expect(await getMasterRecord('site', '109')).toEqual(site);
  expect(await getMasterRecord('yard', '109')).toEqual(yard);
  expect(await getMasterRecord('crossDock', '109')).toBeUndefined();

  const lookup = await getMasterRecords([
    { kind: 'driver', id: 'D-1' },
    { kind: 'carrier', id: 'CR-1' },
    { kind: 'site', id: '109' },
    { kind: 'yard', id: '109' },
    { kind: 'tractor', id: 'T-10' },
    { kind: 'driver', id: 'D-404' },
  ]);
  expect(lookup.get('driver', 'D-1')).toEqual(driver);
  expect(lookup.get('carrier', 'CR-1')).toEqual(carrier);
  expect(lookup.get('yard', '109')?.name).toBe('North Yard');
  expect(lookup.get('site', '109')?.name).toBe('Port Terminal 3');
  expect(lookup.get('tractor', 'T-10')).toEqual({ id: 'T-10' });
  expect(lookup.get('driver', 'D-404')).toBeUndefined();
});
