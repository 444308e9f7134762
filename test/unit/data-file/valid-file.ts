/**
 * A small data file that loads cleanly, built fresh for each test so that a test
 * can break one value and assert on exactly that value's error.
 */
export const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAsTj2FAAAAABJRU5ErkJggg==';

/** The file's shape, loosely typed so that tests can write bad values into it. */
interface FileEvent {
  id?: string;
  type: string;
  site: { id: string };
  scheduled?: string;
  arrived?: string;
  departed?: string;
  pickupBy?: string;
  dropBy?: string;
}
interface FileMove {
  driver: { type: string; id?: string };
  plannedDate: string;
  powerUnit?: { id?: string };
  status?: string;
  events: FileEvent[];
}
type Named = { id: string; name: string } & Record<string, unknown>;
export interface DataFile {
  settings: { timeZone: string } & Record<string, unknown>;
  customers: Named[];
  sites: Named[];
  yards: Named[];
  crossDocks: Named[];
  drivers: (Named & { licenseExpires: string; medicalExpires: string })[];
  carriers: Named[];
  tractors: { id: string }[];
  chassis: { id: string }[];
  containers: { id: string }[];
  trailers: { id: string }[];
  shipments: (Record<string, unknown> & {
    id: string;
    status: string;
    type: string;
    createdAt: string;
    origin?: string;
    customerId?: string;
    equipment?: Record<string, string>;
    moves: FileMove[];
  })[];
  nonShipmentMoves: {
    driver: { id: string };
    plannedDate: string;
    powerUnit?: { id?: string };
    events: FileEvent[];
  }[];
  documents: { shipmentId: string; type: string; pages: { contentBase64: string; contentType: string }[] }[];
}

export function validFile(): DataFile {
  return {
    settings: { timeZone: 'America/Chicago' },
    customers: [{ id: 'C-1', name: 'Acme Foods' }],
    sites: [
      {
        id: '109',
        name: 'Port Terminal 3',
        address1: '1 Dock Rd',
        city: 'Houston',
        state: 'TX',
        zip: '77029',
      },
      { id: '110', name: 'Acme Foods DC', city: 'Houston', state: 'TX', country: 'US' },
      { id: '111', name: 'Bayou Plastics', city: 'Pasadena', state: 'TX', country: 'US' },
    ],
    yards: [{ id: 'Y-1', name: 'North Yard' }],
    crossDocks: [{ id: 'X-1', name: 'East Cross-Dock' }],
    drivers: [{ id: 'D-1', name: 'Ana Ruiz', licenseExpires: '2030-05-01', medicalExpires: '2029-01-31' }],
    carriers: [{ id: 'CR-1', name: 'Blue Line Cartage', contractSigned: true, federalId: 'MC-123456' }],
    tractors: [{ id: 'T-10' }],
    chassis: [{ id: 'CH-7' }],
    containers: [{ id: 'MSCU1234566' }],
    trailers: [{ id: 'TR-3' }],
    shipments: [
      {
        id: '1001',
        orderNumber: 'ORD-1001',
        status: 'accepted',
        type: 'import',
        customerId: 'C-1',
        createdAt: '2026-11-01T10:00:00Z',
        origin: '109',
        destination: '110',
        equipment: { container: 'MSCU1234566', chassis: 'CH-7' },
        moves: [
          {
            driver: { type: 'driver', id: 'D-1' },
            plannedDate: '2026-11-23',
            powerUnit: { id: 'T-10' },
            status: 'accepted',
            events: [
              { type: 'hook-origin', site: { id: '109' }, scheduled: '2026-11-23T08:00:00' },
              { type: 'drop-yard', site: { id: 'Y-1' }, scheduled: '2026-11-23T09:00:00' },
            ],
          },
          {
            driver: { type: 'carrier', id: 'CR-1' },
            plannedDate: '2026-11-24',
            events: [
              { type: 'hook-yard', site: { id: 'Y-1' } },
              { type: 'drop-destination', site: { id: '110' } },
            ],
          },
        ],
      },
      {
        id: '2001',
        status: 'accepted',
        type: 'export',
        createdAt: '2026-11-02T10:00:00Z',
        origin: '111',
        destination: '109',
        moves: [
          {
            driver: { type: 'not routed' },
            plannedDate: '2026-11-25',
            events: [
              { type: 'hook-origin', site: { id: '111' }, pickupBy: '2026-11-25T17:00:00' },
              { type: 'drop-destination', site: { id: '109' } },
            ],
          },
        ],
      },
    ],
    nonShipmentMoves: [
      {
        driver: { id: 'D-1' },
        plannedDate: '2026-11-23',
        powerUnit: { id: 'T-10' },
        events: [
          { id: 'NS-1', type: 'ns-new-trip', site: { id: 'Y-1' }, scheduled: '2026-11-23T06:00:00' },
          { id: 'NS-2', type: 'ns-fuel', site: { id: '109' } },
        ],
      },
    ],
    documents: [
      { shipmentId: '1001', type: 'POD', pages: [{ contentBase64: PNG_1X1, contentType: 'image/png' }] },
    ],
  };
}

/** The path part of each error (`shipments[0].origin` of `shipments[0].origin: ...`). */
export const pathsOf = (errors: readonly string[]): string[] =>
  errors.map((error) => error.slice(0, error.indexOf(': ')));
