import type { Driver, Move } from '#shared/domain/types';
import {
  carrier,
  DAY,
  driver,
  event,
  failuresOf,
  itinerary,
  move,
  rulesInput,
  SECOND_SITE,
  shipment,
  TODAY,
} from './fixtures';

const DRIVER_REQUIREMENTS =
  'The new drivers being assigned are required to meet license, medical, and hazmat requirements of the shipment.';
const CARRIER_REQUIREMENTS =
  'The new carriers being assigned are required to have a signed contract, federal id, valid certifications and no expired insurance documents.';

function assigned(driverOrCarrier: Move['driver']) {
  const proposed = itinerary(['hook-origin', 'drop-destination']);
  for (const move of proposed.moves) move.driver = driverOrCarrier;
  return proposed;
}

describe('driver assignment', () => {
  test('spec examples: the driver or carrier must exist', () => {
    expect(failuresOf(rulesInput(assigned({ type: 'driver', id: 'D-9' })))).toEqual([
      'The driver D-9 does not exist in drivers.',
    ]);
    expect(failuresOf(rulesInput(assigned({ type: 'carrier', id: 'CR-9' })))).toEqual([
      'The carrier CR-9 does not exist in carriers.',
    ]);
  });

  test.each<[string, Partial<Driver>]>([
    ['licence expiring before the planned date', { licenseExpires: TODAY }],
    ['medical certificate expired', { medicalExpires: '2026-01-01' }],
    ['no medical certificate on file', { medicalExpires: '' }],
  ])('a new driver needs valid documents: %s', (_, documents) => {
    const input = rulesInput(assigned({ type: 'driver', id: 'D-3' }), {
      drivers: { 'D-3': driver('D-3', documents) },
    });
    expect(failuresOf(input)).toEqual([DRIVER_REQUIREMENTS]);
  });

  test('a document valid through the planned date is enough', () => {
    const input = rulesInput(assigned({ type: 'driver', id: 'D-3' }), {
      drivers: { 'D-3': driver('D-3', { licenseExpires: DAY, medicalExpires: DAY, hazmatExpires: '' }) },
    });
    expect(failuresOf(input)).toEqual([]);
  });

  test('hazmat certification only for hazmat shipments', () => {
    const noHazmat = { 'D-3': driver('D-3', { hazmatExpires: '' }) };
    expect(failuresOf(rulesInput(assigned({ type: 'driver', id: 'D-3' }), { drivers: noHazmat }))).toEqual(
      [],
    );
    const hazmat = rulesInput(assigned({ type: 'driver', id: 'D-3' }), {
      drivers: noHazmat,
      shipment: shipment({ hazmat: true }),
    });
    expect(failuresOf(hazmat)).toEqual([DRIVER_REQUIREMENTS]);
  });

  test('a move planned in the past is checked against today', () => {
    const proposed = assigned({ type: 'driver', id: 'D-3' });
    for (const move of proposed.moves) move.plannedDate = '2026-11-01';
    const input = rulesInput(proposed, {
      drivers: { 'D-3': driver('D-3', { licenseExpires: '2026-11-15' }) },
    });
    expect(failuresOf(input)).toEqual([DRIVER_REQUIREMENTS]);
  });

  test('only newly assigned drivers are checked: one already on the stored move keeps it', () => {
    const expired = { 'D-3': driver('D-3', { licenseExpires: '2026-01-01' }) };
    const proposed = assigned({ type: 'driver', id: 'D-3' });
    const current = assigned({ type: 'driver', id: 'D-3' });
    expect(failuresOf(rulesInput(proposed, { current, drivers: expired }))).toEqual([]);
    const otherDriverBefore = assigned({ type: 'driver', id: 'D-1' });
    expect(failuresOf(rulesInput(proposed, { current: otherDriverBefore, drivers: expired }))).toEqual([
      DRIVER_REQUIREMENTS,
    ]);
  });

  test('a driver keeps the moves a move inserted in front of them shifts', () => {
    const expired = { 'D-3': driver('D-3', { licenseExpires: '2026-01-01' }) };
    const current = assigned({ type: 'driver', id: 'D-3' });
    const bobtail = move([event('hook-bobtail'), event('drop-bobtail', { siteId: SECOND_SITE })]);
    const proposed = { moves: [bobtail, ...structuredClone(current.moves)] };
    const drivers = { ...expired, 'D-1': driver('D-1') };
    expect(failuresOf(rulesInput(proposed, { current, drivers }))).toEqual([]);
  });

  test('an unknown driver is reported even when already on the stored move', () => {
    const proposed = assigned({ type: 'driver', id: 'D-9' });
    expect(failuresOf(rulesInput(proposed, { current: proposed }))).toEqual([
      'The driver D-9 does not exist in drivers.',
    ]);
  });
});

describe('carrier assignment', () => {
  const carrierMove = () => assigned({ type: 'carrier', id: 'CR-2' });

  test('a carrier with everything on file passes', () => {
    expect(failuresOf(rulesInput(carrierMove(), { carriers: { 'CR-2': carrier('CR-2') } }))).toEqual([]);
  });

  test.each<[string, Parameters<typeof carrier>[1]]>([
    ['unsigned contract', { contractSigned: false }],
    ['no federal id', { federalId: '' }],
    ['no certification', { certifications: [] }],
    ['only an expired certification', { certifications: [{ type: 'broker', expires: '2026-11-01' }] }],
    [
      'cargo insurance expired',
      { insurance: { cargo: TODAY, liability: '2030-01-01', workersCompensation: '2030-01-01' } },
    ],
    [
      'liability insurance missing',
      { insurance: { cargo: '2030-01-01', liability: '', workersCompensation: '2030-01-01' } },
    ],
    [
      'workers compensation expired',
      { insurance: { cargo: '2030-01-01', liability: '2030-01-01', workersCompensation: '2025-01-01' } },
    ],
  ])('a new carrier fails with %s', (_, documents) => {
    const input = rulesInput(carrierMove(), { carriers: { 'CR-2': carrier('CR-2', documents) } });
    expect(failuresOf(input)).toEqual([CARRIER_REQUIREMENTS]);
  });

  test('any one of the three certifications is enough', () => {
    for (const type of ['broker', 'common-carrier', 'contract-carrier'] as const) {
      const carriers = { 'CR-2': carrier('CR-2', { certifications: [{ type, expires: '2030-01-01' }] }) };
      expect(failuresOf(rulesInput(carrierMove(), { carriers }))).toEqual([]);
    }
  });

  test('hazmat certification only for hazmat shipments', () => {
    const carriers = { 'CR-2': carrier('CR-2', { hazmatExpires: '' }) };
    expect(failuresOf(rulesInput(carrierMove(), { carriers }))).toEqual([]);
    expect(failuresOf(rulesInput(carrierMove(), { carriers, shipment: shipment({ hazmat: true }) }))).toEqual(
      [CARRIER_REQUIREMENTS],
    );
  });
});
