import { type DataSet, DEFAULT_SETTINGS } from '#shared/domain/types';
import { parseDataFile } from '#tools/data-file/parse';
import { validFile } from './valid-file';

function load(file: unknown): DataSet {
  const result = parseDataFile(file);
  if (!result.ok) throw new Error(`expected the file to load:\n${result.errors.join('\n')}`);
  return result.dataSet;
}

describe('parseDataFile: defaults and normalisation', () => {
  test('an empty object is an empty data set with the default settings', () => {
    expect(load({})).toEqual({
      settings: DEFAULT_SETTINGS,
      customers: [],
      sites: [],
      yards: [],
      crossDocks: [],
      drivers: [],
      carriers: [],
      tractors: [],
      chassis: [],
      containers: [],
      trailers: [],
      shipments: [],
      nonShipmentMoves: [],
      documents: [],
    });
  });

  test('settings the file leaves out take their defaults; the defaults are not shared', () => {
    const { settings } = load({ settings: { timeZone: 'America/Chicago', documentTypes: ['BOL', 'POD'] } });
    expect(settings).toEqual({
      ...DEFAULT_SETTINGS,
      timeZone: 'America/Chicago',
      documentTypes: ['BOL', 'POD'],
    });
    const other = load({}).settings;
    other.imageFormats.push('gif');
    expect(load({}).settings.imageFormats).toEqual(DEFAULT_SETTINGS.imageFormats);
    expect(DEFAULT_SETTINGS.imageFormats).toEqual(['tiff', 'pdf', 'png', 'jpeg']);
  });

  test('omitted event, appointment, driver and power-unit fields load as unset values', () => {
    const { shipments } = load(validFile());
    const [first, second] = shipments[0]!.itinerary.moves;
    expect(first!.events[1]).toEqual({
      type: 'drop-yard',
      site: { id: 'Y-1' },
      scheduled: '2026-11-23T09:00:00',
      appointment: { start: '', end: '', number: '' },
      arrived: '',
      departed: '',
      completed: false,
      note: '',
    });
    expect(second).toMatchObject({
      driver: { type: 'carrier', id: 'CR-1' },
      powerUnit: { id: '' },
      status: 'pending',
      hint: '',
    });
    const notRouted = shipments[1]!.itinerary.moves[0]!;
    expect(notRouted.driver).toEqual({ type: 'not routed', id: '' });
  });

  test('a move that is not routed has no driver id, whatever the file says', () => {
    const file = validFile();
    file.shipments[1]!.moves[0]!.driver = { type: 'not routed', id: 'D-1' };
    expect(load(file).shipments[1]!.itinerary.moves[0]!.driver).toEqual({ type: 'not routed', id: '' });
  });

  test('powerUnit {} and { id: "" } both mean no tractor', () => {
    const file = validFile();
    file.shipments[0]!.moves[0]!.powerUnit = {};
    file.nonShipmentMoves[0]!.powerUnit = { id: '' };
    const dataSet = load(file);
    expect(dataSet.shipments[0]!.itinerary.moves[0]!.powerUnit).toEqual({ id: '' });
    expect(dataSet.nonShipmentMoves[0]!.powerUnit).toEqual({ id: '' });
  });

  test('shipments carry their moves as an itinerary and fill in unset facts', () => {
    const shipment = load(validFile()).shipments[1]!;
    expect(shipment).toMatchObject({
      id: '2001',
      orderNumber: '',
      hazmat: false,
      customerId: '',
      equipment: { container: '', chassis: '', trailer: '' },
    });
    expect(shipment).not.toHaveProperty('moves');
    expect(shipment.itinerary.moves).toHaveLength(1);
  });

  test('deadlines are kept where given; an empty one is the same as none', () => {
    const file = validFile();
    const dataSet = load(file);
    expect(dataSet.shipments[1]!.itinerary.moves[0]!.events[0]!.pickupBy).toBe('2026-11-25T17:00:00');
    file.shipments[1]!.moves[0]!.events[0]!.pickupBy = '';
    expect(load(file).shipments[1]!.itinerary.moves[0]!.events[0]).not.toHaveProperty('pickupBy');
    expect(dataSet.shipments[0]!.itinerary.moves[0]!.events[0]).not.toHaveProperty('dropBy');
  });

  test('a non-shipment move takes its id from its first event and its driver id from driver.id', () => {
    const [move] = load(validFile()).nonShipmentMoves;
    expect(move).toEqual({
      id: 'NS-1',
      driverId: 'D-1',
      plannedDate: '2026-11-23',
      powerUnit: { id: 'T-10' },
      status: 'pending',
      hint: '',
      events: [
        expect.objectContaining({ id: 'NS-1', type: 'ns-new-trip', site: { id: 'Y-1' }, completed: false }),
        expect.objectContaining({ id: 'NS-2', type: 'ns-fuel', scheduled: '', note: '' }),
      ],
    });
  });

  test('master data fills in unset descriptive fields', () => {
    const dataSet = load(validFile());
    expect(dataSet.sites[1]).toEqual({
      id: '110',
      name: 'Acme Foods DC',
      address1: '',
      city: 'Houston',
      state: 'TX',
      zip: '',
      country: 'US',
      signatureRequired: false,
      // No ZIP code, and Texas spans two zones: the TMS's own.
      timeZone: 'America/Chicago',
    });
    expect(dataSet.drivers[0]!.hazmatExpires).toBe('');
    expect(dataSet.carriers[0]).toEqual({
      id: 'CR-1',
      name: 'Blue Line Cartage',
      contractSigned: true,
      federalId: 'MC-123456',
      certifications: [],
      insurance: { cargo: '', liability: '', workersCompensation: '' },
      hazmatExpires: '',
    });
  });

  test('document pages are decoded from base64', () => {
    const [document] = load(validFile()).documents;
    const page = document!.pages[0]!;
    expect(page.contentType).toBe('image/png');
    expect(page.content).toBeInstanceOf(Uint8Array);
    expect(Array.from(page.content.subarray(0, 4))).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  test('unknown properties are ignored at every level', () => {
    const file = {
      ...validFile(),
      comment: 'exported from the old TMS',
      sites: validFile().sites.map((site) => ({ ...site, href: '/locations/sites/x', latitude: 29.7 })),
    };
    Object.assign(file.shipments[0]!.moves[0]!.events[0]!, {
      site: { id: '109', href: '/locations/sites/109' },
      colour: 'blue',
    });
    const dataSet = load(file);
    expect(dataSet).not.toHaveProperty('comment');
    expect(dataSet.sites[0]).not.toHaveProperty('href');
    expect(dataSet.sites[0]).not.toHaveProperty('latitude');
    const event = dataSet.shipments[0]!.itinerary.moves[0]!.events[0]!;
    expect(event.site).toEqual({ id: '109' });
    expect(event).not.toHaveProperty('colour');
  });

  test('date-times may carry a fraction and an offset', () => {
    const file = validFile();
    Object.assign(file.shipments[0]!.moves[0]!.events[0]!, {
      arrived: '2026-11-23T07:58:31.250-06:00',
      departed: '2026-11-23T14:02:00Z',
    });
    expect(load(file).shipments[0]!.itinerary.moves[0]!.events[0]).toMatchObject({
      arrived: '2026-11-23T07:58:31.250-06:00',
      departed: '2026-11-23T14:02:00Z',
    });
  });
});
