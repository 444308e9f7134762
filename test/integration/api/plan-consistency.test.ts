import fc from 'fast-check';
import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';

/**
 * Plans always agree with itineraries: after any sequence of PUTs (valid or
 * refused), every driver's plan equals the one recomputed from all itineraries.
 */

const SHIPMENTS = ['1001', '1002'];
const DRIVERS = ['D-1', 'D-2'];
const ASSIGNEES = [
  { type: 'driver', id: 'D-1' },
  { type: 'driver', id: 'D-2' },
  { type: 'carrier', id: 'CR-1' },
  { type: 'not routed', id: '' },
];

// biome-ignore lint/suspicious/noExplicitAny: itineraries are edited as a client edits JSON
type Json = any;

type Operation =
  | { kind: 'assign'; shipment: number; move: number; assignee: number }
  | { kind: 'appointment'; shipment: number; move: number; day: number; hour: number }
  | { kind: 'arrive' | 'depart'; shipment: number; move: number }
  | { kind: 'answer'; shipment: number; move: number; status: 'accepted' | 'rejected' }
  | { kind: 'swap'; shipment: number }
  | { kind: 'replace'; assignee: number };

const target = { shipment: fc.nat(1), move: fc.nat(1) };
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('assign' as const), ...target, assignee: fc.nat(3) }),
  fc.record({
    kind: fc.constant('appointment' as const),
    ...target,
    day: fc.integer({ min: 23, max: 26 }),
    hour: fc.integer({ min: 6, max: 18 }),
  }),
  fc.record({ kind: fc.constantFrom('arrive' as const, 'depart' as const), ...target }),
  fc.record({
    kind: fc.constant('answer' as const),
    ...target,
    status: fc.constantFrom('accepted' as const, 'rejected' as const),
  }),
  fc.record({ kind: fc.constant('swap' as const), shipment: fc.nat(1) }),
  fc.record({ kind: fc.constant('replace' as const), assignee: fc.nat(3) }),
);

const oneMoveItinerary = (assignee: Json) => ({
  moves: [
    {
      driver: assignee,
      powerUnit: { id: 'T-11' },
      events: [
        { type: 'hook-origin', site: { id: '111' }, scheduled: '2026-11-25T07:00:00' },
        { type: 'drop-destination', site: { id: '110' }, scheduled: '2026-11-25T12:00:00' },
      ],
    },
  ],
});

function apply(op: Operation, itinerary: Json): Json {
  if (op.kind === 'replace') return oneMoveItinerary(ASSIGNEES[op.assignee]);
  const moves = itinerary.moves;
  if (op.kind === 'swap') return { moves: [...moves].reverse() };
  const move = moves[op.move % Math.max(moves.length, 1)];
  if (!move) return itinerary;
  const pending = move.events.find((e: Json) => e.arrived === '' || e.departed === '');
  if (op.kind === 'assign') move.driver = ASSIGNEES[op.assignee];
  if (op.kind === 'appointment') {
    const start = `2026-11-${op.day}T${String(op.hour).padStart(2, '0')}:00:00`;
    move.events[0].appointment = { start, end: '', number: '' };
  }
  if (op.kind === 'arrive' && pending && pending.arrived === '') pending.arrived = '2026-11-23T09:00:00';
  if (op.kind === 'depart' && pending && pending.arrived !== '') pending.departed = '2026-11-23T09:30:00';
  if (op.kind === 'answer') move.status = op.status;
  return itinerary;
}

const summary = (shipmentId: string, move: Json) => ({
  shipmentId,
  plannedDate: move.plannedDate,
  status: move.status,
  events: move.events.map((e: Json) => `${e.type}@${e.site.id}:${e.arrived}/${e.departed}/${e.completed}`),
});

async function expectPlansToMatchItineraries(): Promise<void> {
  const itineraries = await Promise.all(
    SHIPMENTS.map((shipmentId) => invoke('getItinerary', { pathParameters: { shipmentId } })),
  );
  for (const driverId of DRIVERS) {
    const expected = itineraries.flatMap(({ body }) =>
      body.moves
        .filter((m: Json) => m.driver.type === 'driver' && m.driver.id === driverId)
        .map((m: Json) => summary(body.id, m)),
    );
    const plan = await invoke('getDriverPlans', {
      pathParameters: { driverId },
      query: 'startDate=2000-01-01',
    });
    const actual = plan.body.items
      .filter((item: Json) => item.shipment.id !== '')
      .map((item: Json) => summary(item.shipment.id, item));
    const order = (a: Json, b: Json) => JSON.stringify(a).localeCompare(JSON.stringify(b));
    expect(actual.sort(order)).toEqual(expected.sort(order));
  }
}

beforeAll(async () => {
  await seededStore('small-data.json');
});

test('driver plans equal what the itineraries imply after any sequence of updates', async () => {
  const statuses = new Set<number>();
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 25, maxLength: 25 }), async (operations) => {
      for (const op of operations) {
        const shipmentId = op.kind === 'replace' ? '1002' : SHIPMENTS[op.shipment]!;
        const current = await invoke('getItinerary', { pathParameters: { shipmentId } });
        const put = await invoke('putItinerary', {
          pathParameters: { shipmentId },
          body: apply(op, current.body),
        });
        statuses.add(put.status);
        expect([200, 400]).toContain(put.status);
        await expectPlansToMatchItineraries();
      }
    }),
    { seed: 20261122, numRuns: 2 },
  );
  // The sequence exercised both accepted and refused updates.
  expect([...statuses].sort()).toEqual([200, 400]);
}, 120_000);
