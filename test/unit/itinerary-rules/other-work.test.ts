import fc from 'fast-check';
import { addDays } from '#shared/domain/calendar';
import type { EquipmentUse, Itinerary, ItineraryEvent, Move } from '#shared/domain/types';
import {
  equipmentUsesOf,
  evaluateItinerary,
  everywhereIn,
  messages,
  otherWorkComparedWith,
  type PlannedMove,
  type RulesInput,
} from '#shared/itinerary-rules/index';
import { DAY, event, move, rulesInput, shipment } from './fixtures';

/**
 * The rules input is read narrowed to the other work a change can be refused
 * for (`otherWorkComparedWith`): these properties check that the narrowed input
 * gets the same verdict as the full one, for any change, and that a change
 * which schedules nothing and reassigns nothing needs no other work at all.
 */

const RUNS = { seed: 27, numRuns: 400 };
const NEXT_DAY = '2026-12-02';
const DAY_BEFORE = '2026-11-30';
const LONG_BEFORE = '2026-11-27';
const TYPES = ['hook-origin', 'scale-stopoff', 'drop-yard', 'hook-yard', 'drop-destination', 'hook-bobtail'];
const ASSIGNEES: Move['driver'][] = [
  { type: 'driver', id: 'D-1' },
  { type: 'driver', id: 'D-2' },
  { type: 'carrier', id: 'CR-1' },
  { type: 'not routed', id: '' },
];
const TRACTORS = ['T-1', 'T-2', ''];
const EQUIPMENT: EquipmentUse['equipment'][] = [
  { kind: 'tractor', id: 'T-1' },
  { kind: 'tractor', id: 'T-2' },
  { kind: 'container', id: 'MSCU1234567' },
  { kind: 'chassis', id: 'CH-7' },
];
const HOURS = ['06', '09', '12', '15', '18'];

const times = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom(DAY, NEXT_DAY), fc.constantFrom(...HOURS))
      .map(([day, hour]) => `${day}T${hour}:00:00`),
  },
);

const events: fc.Arbitrary<ItineraryEvent> = fc
  .record({ type: fc.constantFrom(...TYPES), appointment: times, arrived: times, scheduled: times })
  .map(({ type, appointment, arrived, scheduled }) =>
    event(type, { appointment: { start: appointment, end: '', number: '' }, arrived, scheduled }),
  );

const moves: fc.Arbitrary<Move> = fc
  .record({
    driver: fc.constantFrom(...ASSIGNEES),
    tractor: fc.constantFrom(...TRACTORS),
    plannedDate: fc.constantFrom(DAY, NEXT_DAY),
    events: fc.array(events, { minLength: 2, maxLength: 3 }),
  })
  .map(({ driver, tractor, plannedDate, events }) =>
    move(events, { driver, plannedDate, powerUnit: { id: tractor } }),
  );

type Edit =
  | { kind: 'note' | 'arrived' | 'departed' | 'appointment'; at: number; event: number; value: string }
  | { kind: 'driver'; at: number; driver: Move['driver'] }
  | { kind: 'tractor'; at: number; tractor: string }
  | { kind: 'add'; at: number; move: Move }
  | { kind: 'remove'; at: number };

const recordingEdits: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom('note' as const, 'arrived' as const, 'departed' as const),
  at: fc.nat(),
  event: fc.nat(),
  value: times,
});

const anyEdits: fc.Arbitrary<Edit> = fc.oneof(
  recordingEdits,
  fc.record({ kind: fc.constant('appointment' as const), at: fc.nat(), event: fc.nat(), value: times }),
  fc.record({ kind: fc.constant('driver' as const), at: fc.nat(), driver: fc.constantFrom(...ASSIGNEES) }),
  fc.record({ kind: fc.constant('tractor' as const), at: fc.nat(), tractor: fc.constantFrom(...TRACTORS) }),
  fc.record({ kind: fc.constant('add' as const), at: fc.nat(), move: moves }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
);

function edited(current: Itinerary, edits: readonly Edit[]): Itinerary {
  const proposed = structuredClone(current);
  for (const edit of edits) {
    // Moves are added and removed anywhere: at the front, in the middle, at the end.
    if (edit.kind === 'add') {
      proposed.moves.splice(edit.at % (proposed.moves.length + 1), 0, structuredClone(edit.move));
    } else if (edit.kind === 'remove') {
      if (proposed.moves.length > 0) proposed.moves.splice(edit.at % proposed.moves.length, 1);
    } else if (proposed.moves.length > 0) {
      const target = proposed.moves[edit.at % proposed.moves.length]!;
      if (edit.kind === 'driver') target.driver = edit.driver;
      else if (edit.kind === 'tractor') target.powerUnit = { id: edit.tractor };
      else {
        const changed = target.events[edit.event % target.events.length]!;
        if (edit.kind === 'appointment') changed.appointment = { start: edit.value, end: '', number: '' };
        else if (edit.kind === 'note') changed.note = `note ${edit.value}`;
        else changed[edit.kind] = edit.value;
      }
    }
  }
  return proposed;
}

const otherMoves: fc.Arbitrary<PlannedMove[]> = fc.array(
  fc.record({
    assignee: fc.constantFrom(
      ...ASSIGNEES.filter((assignee) => assignee.type !== 'not routed'),
    ) as fc.Arbitrary<PlannedMove['assignee']>,
    shipmentId: fc.constantFrom('2002', ''),
    plannedDate: fc.constantFrom(DAY, NEXT_DAY),
    events: fc.array(events, { minLength: 1, maxLength: 3 }),
  }),
  { maxLength: 6 },
);

const otherUses: fc.Arbitrary<EquipmentUse[]> = fc.array(
  fc
    .record({
      equipment: fc.constantFrom(...EQUIPMENT),
      assignee: fc.constantFrom(
        ...ASSIGNEES.filter((assignee) => assignee.type !== 'not routed'),
      ) as fc.Arbitrary<EquipmentUse['assignee']>,
      from: fc.constantFrom(...HOURS),
      day: fc.constantFrom(LONG_BEFORE, DAY_BEFORE, DAY, NEXT_DAY),
      // Some uses last for days: one planned long before a move may still overlap it.
      days: fc.constantFrom(0, 0, 1, 3),
    })
    .map(({ equipment, assignee, from, day, days }) => ({
      equipment,
      assignee,
      shipmentId: '2002',
      moveRef: '0',
      plannedDate: day,
      start: `${day}T${from}:00:00.000Z`,
      end: `${addDays(day, days)}T${from}:59:00.000Z`,
    })),
  { maxLength: 6 },
);

const currents = fc.array(moves, { minLength: 1, maxLength: 3 }).map((list): Itinerary => ({ moves: list }));

/** The input as `gatherRulesInput` reads it: only the other work the change is compared with. */
function narrowed(input: RulesInput): RulesInput {
  const compared = otherWorkComparedWith(input.shipment, input.current, input.proposed);
  const drivers = new Set(compared.driverIds);
  const equipment = new Set(compared.equipment.map((piece) => `${piece.kind}#${piece.id}`));
  return {
    ...input,
    otherMoves: input.otherMoves.filter(
      (other) => other.assignee.type === 'driver' && drivers.has(other.assignee.id),
    ),
    // As the store reads them: the uses of that equipment keyed by an end date in the window.
    otherEquipmentUses: input.otherEquipmentUses.filter(
      (use) =>
        equipment.has(`${use.equipment.kind}#${use.equipment.id}`) &&
        use.end.slice(0, 10) >= (compared.equipmentUsesEndingFrom ?? ''),
    ),
  };
}

const isConflict = (failure: string) =>
  failure === messages.appointmentsOutOfOrder() ||
  failure.includes('would create an invalid itinerary assignment');

/** The input of a PUT: a stored itinerary, the change `edits` make to it, and other work of the same drivers and equipment. */
const changesBy = (edits: fc.Arbitrary<Edit>) =>
  fc
    .tuple(currents, fc.array(edits, { maxLength: 4 }), otherMoves, otherUses)
    .map(([current, list, others, uses]) =>
      rulesInput(edited(current, list), { current, otherMoves: others, otherEquipmentUses: uses }),
    );

describe('the other work a change is compared with', () => {
  test('the narrowed input gets the same verdict as the full one, whatever the change', () => {
    let conflicts = 0;
    fc.assert(
      fc.property(changesBy(anyEdits), (input) => {
        const full = evaluateItinerary(input);
        if (!full.ok && full.failures.some(isConflict)) conflicts++;
        expect(evaluateItinerary(narrowed(input))).toEqual(full);
      }),
      RUNS,
    );
    // Not vacuous: other work refused a good share of the changes.
    expect(conflicts).toBeGreaterThan(RUNS.numRuns / 10);
  });

  test('a change that only records times or notes is compared with no other work', () => {
    fc.assert(
      fc.property(changesBy(recordingEdits), (input) => {
        expect(otherWorkComparedWith(input.shipment, input.current, input.proposed)).toEqual({
          driverIds: [],
          equipment: [],
        });
        expect(evaluateItinerary({ ...input, otherMoves: [], otherEquipmentUses: [] })).toEqual(
          evaluateItinerary(input),
        );
      }),
      RUNS,
    );
  });

  test('a move inserted anywhere is compared on its own equipment; a move removed, on none', () => {
    const pieces = (list: readonly EquipmentUse['equipment'][]) =>
      [...new Set(list.map((piece) => `${piece.kind}#${piece.id}`))].sort();
    fc.assert(
      fc.property(currents, moves, fc.nat(), (current, inserted, at) => {
        const proposed = structuredClone(current);
        proposed.moves.splice(at % (current.moves.length + 1), 0, structuredClone(inserted));
        const own = equipmentUsesOf(shipment(), { moves: [inserted] }, everywhereIn('UTC'));
        const compared = otherWorkComparedWith(shipment(), current, proposed).equipment;
        expect(pieces(compared)).toEqual(pieces(own.map((use) => use.equipment)));
        const removed = structuredClone(current);
        removed.moves.splice(at % current.moves.length, 1);
        expect(otherWorkComparedWith(shipment(), current, removed).equipment).toEqual([]);
      }),
      RUNS,
    );
  });

  test('a move inserted in front of an assigned itinerary is compared on its own equipment only', () => {
    const current: Itinerary = {
      moves: Array.from({ length: 6 }, (_, index) =>
        move([event('hook-origin'), event('drop-destination')], {
          driver: { type: 'driver', id: index % 2 === 0 ? 'D-1' : 'D-2' },
          powerUnit: { id: index % 2 === 0 ? 'T-1' : 'T-2' },
        }),
      ),
    };
    const bobtail = move([event('hook-bobtail'), event('drop-bobtail')], {
      driver: { type: 'driver', id: 'D-2' },
      powerUnit: { id: 'T-1' },
    });
    const inserted = { moves: [bobtail, ...structuredClone(current.moves)] };
    expect(otherWorkComparedWith(shipment(), current, inserted)).toEqual({
      driverIds: [],
      equipment: [{ kind: 'tractor', id: 'T-1' }],
      equipmentUsesEndingFrom: DAY_BEFORE,
    });
    const removed = { moves: structuredClone(current.moves.slice(1)) };
    expect(otherWorkComparedWith(shipment(), current, removed)).toEqual({ driverIds: [], equipment: [] });
  });

  test('a reassigned move is compared on its equipment, a new appointment on its driver', () => {
    const current: Itinerary = {
      moves: [
        move([event('hook-origin'), event('drop-destination')]),
        move([event('hook-yard'), event('drop-destination')], {
          driver: { type: 'driver', id: 'D-2' },
          powerUnit: { id: 'T-2' },
        }),
      ],
    };
    const reassigned = structuredClone(current);
    reassigned.moves[1]!.powerUnit = { id: 'T-1' };
    expect(otherWorkComparedWith(shipment(), current, reassigned)).toEqual({
      driverIds: [],
      equipment: [
        { kind: 'tractor', id: 'T-1' },
        { kind: 'chassis', id: 'CH-7' },
        { kind: 'container', id: 'MSCU1234567' },
      ],
      equipmentUsesEndingFrom: DAY_BEFORE,
    });
    const appointed = structuredClone(current);
    appointed.moves[0]!.events[1]!.appointment = { start: `${DAY}T10:00:00`, end: '', number: '' };
    expect(otherWorkComparedWith(shipment(), current, appointed)).toEqual({
      driverIds: ['D-1'],
      equipment: [],
    });
  });

  test('the uses read are those ending from the day before the compared moves: a long one planned days earlier is among them', () => {
    const current: Itinerary = { moves: [move([event('hook-origin'), event('drop-destination')])] };
    const at = (time: string) => ({ scheduled: time });
    const late = move(
      [event('hook-yard', at(`${NEXT_DAY}T09:00:00`)), event('drop-yard', at(`${NEXT_DAY}T11:00:00`))],
      {
        driver: { type: 'driver', id: 'D-2' },
        powerUnit: { id: 'T-2' },
        plannedDate: NEXT_DAY,
      },
    );
    const proposed = { moves: [late, ...structuredClone(current.moves)] };
    const compared = otherWorkComparedWith(shipment(), current, proposed);
    expect(compared.equipmentUsesEndingFrom).toBe(addDays(NEXT_DAY, -1));
    const use = (start: string, end: string): EquipmentUse => ({
      equipment: { kind: 'tractor', id: 'T-2' },
      assignee: { type: 'carrier', id: 'CR-1' },
      shipmentId: '2002',
      moveRef: '0',
      plannedDate: start.slice(0, 10),
      start,
      end,
    });
    // Planned long before the day before the itinerary's earliest date, it still holds T-2 on the inserted move's day.
    const long = use(`${LONG_BEFORE}T06:00:00.000Z`, `${NEXT_DAY}T23:00:00.000Z`);
    const ended = use(`${LONG_BEFORE}T06:00:00.000Z`, `${DAY_BEFORE}T10:00:00.000Z`);
    const input = rulesInput(proposed, { current, otherEquipmentUses: [long, ended] });
    const read = narrowed(input).otherEquipmentUses;
    expect(read).toEqual([long]);
    const verdict = evaluateItinerary(narrowed(input));
    expect(verdict).toEqual(evaluateItinerary(input));
    expect(verdict.ok ? [] : verdict.failures).toContain(
      messages.equipmentConflict('driver', 'D-2', 'tractor', 'T-2'),
    );
  });
});
