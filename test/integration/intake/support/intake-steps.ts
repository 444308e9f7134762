import fc from 'fast-check';
import type { ShipmentStatus } from '#shared/domain/shipment-status';

/**
 * The operations of the live-intake property test, as fast-check draws them:
 * facts PUTs, itinerary PUTs, retirements (a master-data PUT with `active`)
 * and imports of a data file. Each write carries a token of its own (an order
 * number, a note, a name) that nothing else writes, so the test can say where
 * a write's content ended up: in one version, or nowhere when it was refused.
 */

/** How a write names the version it is based on: not at all, the one it just read, or one known to be stale. */
export type Precondition = 'none' | 'read' | 'stale';

/** The shipments the writers share: two of the fixture (with moves, in plans) and three created live. */
export const SHIPMENTS = ['1001', '1002', 'L-1', 'L-2', 'L-3'] as const;
/** The master records the writers retire, reinstate and rename; D-9 and C-9 are created live. */
export const MASTER_RECORDS = [
  { kind: 'driver', id: 'D-1' },
  { kind: 'driver', id: 'D-2' },
  { kind: 'driver', id: 'D-9' },
  { kind: 'customer', id: 'C-1' },
  { kind: 'customer', id: 'C-9' },
] as const;
export type MasterRef = (typeof MASTER_RECORDS)[number];
export const DRIVERS = MASTER_RECORDS.filter((ref) => ref.kind === 'driver').map((ref) => ref.id);
export const CUSTOMERS = MASTER_RECORDS.filter((ref) => ref.kind === 'customer').map((ref) => ref.id);

export type Step =
  | { kind: 'facts'; shipment: string; status: ShipmentStatus; customer: string; precondition: Precondition }
  | {
      kind: 'itinerary';
      shipment: string;
      driver: string | undefined;
      day: number;
      precondition: Precondition;
    }
  | { kind: 'retirement'; record: MasterRef; active: boolean; precondition: Precondition }
  | { kind: 'import'; lists: ImportLists };

/** One record of an imported file: what it writes (master record or shipment) and its body, given its token. */
export interface ImportRecord {
  ref: { kind: string; id: string };
  body: (token: string) => unknown;
}
export type ImportLists = Partial<Record<string, ImportRecord[]>>;

const precondition = fc.constantFrom<Precondition>('none', 'read', 'read', 'stale');
/** A list of a file: distinct records drawn from `refs`, each with the body `bodyOf` gives it. */
const listOf = <R extends { kind: string; id: string }, C>(
  refs: readonly R[],
  choice: fc.Arbitrary<C>,
  bodyOf: (ref: R, token: string, choice: C) => unknown,
): fc.Arbitrary<ImportRecord[]> =>
  fc
    .uniqueArray(fc.record({ ref: fc.constantFrom(...refs), choice }), {
      selector: ({ ref }) => ref.id,
      minLength: 1,
      maxLength: refs.length,
    })
    .map((drawn) => drawn.map(({ ref, choice }) => ({ ref, body: (token) => bodyOf(ref, token, choice) })));

const SHIPMENT_REFS = SHIPMENTS.map((id) => ({ kind: 'shipment', id }));
/** A shipment as a data file has it: the facts PUT's, references by id, with no moves. */
function dataFileShipment(ref: { id: string }, token: string, status: ShipmentStatus) {
  return {
    id: ref.id,
    orderNumber: token,
    status,
    type: 'import',
    hazmat: false,
    customerId: 'C-1',
    createdAt: '2026-11-20T10:00:00Z',
    origin: '109',
    destination: '110',
    equipment: { container: '', chassis: '', trailer: '' },
    moves: [],
  };
}

const mastersOf = (kind: MasterRef['kind']) => MASTER_RECORDS.filter((ref) => ref.kind === kind);

/**
 * The lists an import step may carry, one entry each. A build whose import
 * refuses shipments refuses them all (nothing of them may show anywhere); one
 * that applies them creates and replaces shipments: the checks read
 * versions, events and collections from the store, not from a model of what
 * an import does.
 */
const IMPORT_LISTS = {
  drivers: listOf(mastersOf('driver'), fc.boolean(), masterBody),
  customers: listOf(mastersOf('customer'), fc.boolean(), masterBody),
  shipments: listOf(
    SHIPMENT_REFS,
    fc.constantFrom<ShipmentStatus>('accepted', 'pending', 'cancelled'),
    dataFileShipment,
  ),
};

export const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('facts' as const),
      shipment: fc.constantFrom(...SHIPMENTS),
      // Mostly accepted: only an accepted shipment takes itinerary changes.
      status: fc.constantFrom<ShipmentStatus>('accepted', 'accepted', 'pending', 'cancelled', 'declined'),
      customer: fc.constantFrom(...CUSTOMERS),
      precondition,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('itinerary' as const),
      shipment: fc.constantFrom(...SHIPMENTS),
      driver: fc.option(fc.constantFrom(...DRIVERS), { nil: undefined }),
      day: fc.integer({ min: 23, max: 27 }),
      precondition,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('retirement' as const),
      record: fc.constantFrom(...MASTER_RECORDS),
      // Mostly active again: a retired driver or customer refuses the writes that name it.
      active: fc.constantFrom(true, true, false),
      precondition,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('import' as const),
      // A file with no list is not a data file: the import of it fails (the imports' own tests).
      lists: fc.record(IMPORT_LISTS, { requiredKeys: [] }).filter((lists) => Object.keys(lists).length > 0),
    }),
  },
);

/** Rounds of one step per writer, the writers' steps of a round run side by side. */
export const rounds = (writers: number, count: number) =>
  fc.array(fc.array(step, { minLength: writers, maxLength: writers }), {
    minLength: count,
    maxLength: count,
  });

let tokens = 0;
/** A value no other write uses, of fixed width so that no token is part of another. */
export const nextToken = (prefix: string): string => `${prefix}-${String(++tokens).padStart(6, '0')}`;

/** A master record's body with `name` and `active`, in the shape its PUT and a data file take. */
export function masterBody(record: { kind: string; id: string }, name: string, active: boolean) {
  const fields =
    record.kind === 'driver'
      ? { licenseExpires: '2031-01-01', medicalExpires: '2031-01-01', hazmatExpires: '' }
      : {};
  return { id: record.id, name, ...fields, active };
}

/** The facts PUT's body: the token is the order number. */
export const factsBody = (token: string, status: ShipmentStatus, customer: string) => ({
  orderNumber: token,
  status,
  type: 'import',
  hazmat: false,
  customer: { id: customer },
  origin: { id: '109' },
  destination: { id: '110' },
  equipment: { container: '', chassis: '', trailer: '' },
});

/** The itinerary PUT's body: one move from the facts' origin to their destination, assigned or not routed; the token is its last event's note. */
export const itineraryBody = (token: string, driver: string | undefined, day: number) => ({
  moves: [
    {
      driver: driver === undefined ? { type: 'not routed', id: '' } : { type: 'driver', id: driver },
      powerUnit: { id: 'T-11' },
      events: [
        { type: 'hook-origin', site: { id: '109' }, scheduled: `2026-11-${day}T07:00:00` },
        { type: 'drop-destination', site: { id: '110' }, scheduled: `2026-11-${day}T12:00:00`, note: token },
      ],
    },
  ],
});

/** A data file of an import step's lists, each record with a token of its own; the records it writes, by list. */
export function importFileOf(lists: ImportLists) {
  const written: { list: string; ref: ImportRecord['ref']; token: string }[] = [];
  const file: Record<string, unknown[]> = {};
  for (const [list, records = []] of Object.entries(lists)) {
    file[list] = records.map(({ ref, body }) => {
      const token = nextToken('N');
      written.push({ list, ref, token });
      return body(token);
    });
  }
  return { file, written };
}
