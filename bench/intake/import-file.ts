/**
 * The data file the import bench loads: master records spread over every
 * kind, and shipments on the demo's customer and sites (no moves: a
 * shipment's facts, as a TMS's export sends a new order), each with an id of
 * its own. The demo's lists, for the loader's baseline, which must find the
 * references in the file it loads.
 */
import { readFile } from 'node:fs/promises';

type Json = Record<string, unknown>;
export type DataFile = Record<string, unknown>;

const DEMO_DATA = 'data/demo.json';

const location = (id: string) => ({
  id,
  name: `Import bench ${id}`,
  address1: '1 Dock Rd',
  city: 'Houston',
  state: 'TX',
  zip: '77029',
  country: 'US',
  signatureRequired: false,
});

/** Each master kind's list and a record of it, given its id. */
const MASTER_LISTS: Record<string, (id: string) => Json> = {
  customers: (id) => ({ id, name: `Import bench ${id}` }),
  sites: location,
  yards: location,
  crossDocks: location,
  drivers: (id) => ({
    id,
    name: `Import bench ${id}`,
    licenseExpires: '2031-01-01',
    medicalExpires: '2031-01-01',
    hazmatExpires: '',
  }),
  carriers: (id) => ({
    id,
    name: `Import bench ${id}`,
    contractSigned: true,
    federalId: 'MC-1',
    certifications: [{ type: 'common-carrier', expires: '2031-01-01' }],
    insurance: { cargo: '2031-01-01', liability: '2031-01-01', workersCompensation: '2031-01-01' },
    hazmatExpires: '',
  }),
  tractors: (id) => ({ id }),
  chassis: (id) => ({ id }),
  containers: (id) => ({ id }),
  trailers: (id) => ({ id }),
};

/** `masterRecords` master records over every kind and `shipments` shipments, ids starting with `prefix`. */
export async function importFile(prefix: string, masterRecords: number, shipments: number) {
  const demo = JSON.parse(await readFile(DEMO_DATA, 'utf8')) as Json;
  const lists = Object.entries(MASTER_LISTS);
  const master = Object.fromEntries(
    lists.map(([list, recordOf], kindIndex) => {
      const count =
        Math.floor(masterRecords / lists.length) + (kindIndex < masterRecords % lists.length ? 1 : 0);
      return [list, Array.from({ length: count }, (_, index) => recordOf(`${prefix}-${list}-${index}`))];
    }),
  );
  const [order] = demo.shipments as Json[];
  const file: DataFile = {
    ...master,
    shipments: Array.from({ length: shipments }, (_, index) => ({
      ...order,
      id: `${prefix}-S-${index}`,
      orderNumber: `${prefix}-ORD-${index}`,
      status: 'pending',
      equipment: { container: '', chassis: '', trailer: '' },
      moves: [],
    })),
  };
  return { file, demo, records: masterRecords + shipments };
}

/** The demo's settings and master lists with `extra`'s lists after them: a file the loader takes whole. */
export function withDemoMasterData(demo: Json, extra: DataFile): DataFile {
  const merged: DataFile = { settings: demo.settings };
  for (const list of Object.keys(MASTER_LISTS)) {
    merged[list] = [...((demo[list] as unknown[]) ?? []), ...((extra[list] as unknown[]) ?? [])];
  }
  merged.shipments = (extra.shipments as unknown[]) ?? [];
  return merged;
}

export const masterOnly = (file: DataFile): DataFile =>
  Object.fromEntries(Object.entries(file).filter(([list]) => list in MASTER_LISTS));
