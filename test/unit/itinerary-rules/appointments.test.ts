import type { ItineraryEvent } from '#shared/domain/types';
import type { PlannedMove } from '#shared/itinerary-rules/index';
import { driversSchedulingAppointments } from '#shared/itinerary-rules/rules/appointments';
import { DAY, event, failuresOf, move, rulesInput } from './fixtures';

const OUT_OF_ORDER =
  'Appointment dates/times should be in order for all events that are being scheduled for a driver.';

const at = (time: string) => ({ start: `${DAY}T${time}`, end: '', number: '' });
const appointed = (type: string, time: string, extra: Partial<ItineraryEvent> = {}) =>
  event(type, { appointment: at(time), ...extra });

function plan(...times: [string, string][]) {
  return { moves: [move(times.map(([type, time]) => appointed(type, time)))] };
}

describe('scheduled appointments', () => {
  test('spec example: appointments of a driver are chronological', () => {
    expect(
      failuresOf(rulesInput(plan(['hook-origin', '14:00:00'], ['drop-destination', '09:00:00']))),
    ).toEqual([OUT_OF_ORDER]);
    expect(
      failuresOf(rulesInput(plan(['hook-origin', '09:00:00'], ['drop-destination', '14:00:00']))),
    ).toEqual([]);
  });

  test('each appointment is later than the previous one', () => {
    expect(
      failuresOf(rulesInput(plan(['hook-origin', '09:00:00'], ['drop-destination', '09:00:00']))),
    ).toEqual([OUT_OF_ORDER]);
  });

  test('across the moves of the same driver, but not across drivers', () => {
    const proposed = {
      moves: [
        move([appointed('hook-origin', '13:00:00'), appointed('drop-yard', '14:00:00')]),
        move([appointed('hook-yard', '10:00:00'), appointed('drop-destination', '11:00:00')]),
      ],
    };
    expect(failuresOf(rulesInput(proposed))).toEqual([OUT_OF_ORDER]);
    const secondMove = proposed.moves[1];
    if (secondMove) secondMove.driver = { type: 'driver', id: 'D-2' };
    expect(failuresOf(rulesInput(proposed))).toEqual([]);
  });

  test("merged with the driver's other planned moves", () => {
    const busy: PlannedMove = {
      assignee: { type: 'driver', id: 'D-1' },
      shipmentId: '2002',
      plannedDate: DAY,
      events: [appointed('hook-origin', '08:00:00'), appointed('drop-destination', '11:00:00')],
    };
    const overlapping = plan(['hook-origin', '10:00:00'], ['drop-destination', '12:00:00']);
    expect(failuresOf(rulesInput(overlapping, { otherMoves: [busy] }))).toEqual([OUT_OF_ORDER]);
    const after = plan(['hook-origin', '12:00:00'], ['drop-destination', '13:00:00']);
    expect(failuresOf(rulesInput(after, { otherMoves: [busy] }))).toEqual([]);
    const otherDriver = { ...busy, assignee: { type: 'driver' as const, id: 'D-2' } };
    expect(failuresOf(rulesInput(overlapping, { otherMoves: [otherDriver] }))).toEqual([]);
  });

  test('a new appointment is not earlier than the last arrival or departure', () => {
    const current = {
      moves: [move([event('hook-origin', { arrived: `${DAY}T10:30:00` }), event('drop-destination')])],
    };
    const proposed = {
      moves: [
        move([
          event('hook-origin', { arrived: `${DAY}T10:30:00` }),
          appointed('drop-destination', '10:00:00'),
        ]),
      ],
    };
    expect(failuresOf(rulesInput(proposed, { current }))).toEqual([OUT_OF_ORDER]);
  });

  test('recording a late arrival does not fail on appointments already accepted', () => {
    const current = plan(['hook-origin', '09:00:00'], ['drop-destination', '10:00:00']);
    const proposed = plan(['hook-origin', '09:00:00'], ['drop-destination', '10:00:00']);
    const first = proposed.moves[0]?.events[0];
    if (first) Object.assign(first, { arrived: `${DAY}T10:15:00`, departed: `${DAY}T10:45:00` });
    expect(failuresOf(rulesInput(proposed, { current }))).toEqual([]);
  });

  test('carriers run several trucks at once: their appointments are not ordered', () => {
    const proposed = plan(['hook-origin', '14:00:00'], ['drop-destination', '09:00:00']);
    for (const m of proposed.moves) m.driver = { type: 'carrier', id: 'CR-1' };
    expect(failuresOf(rulesInput(proposed))).toEqual([]);
  });
});

describe('driversSchedulingAppointments: for whom the rule can refuse, so whose other moves are worth reading', () => {
  const stored = plan(['hook-origin', '09:00:00'], ['drop-destination', '14:00:00']);

  test('an unchanged itinerary, or one that only records times, schedules nothing', () => {
    expect(driversSchedulingAppointments(stored, structuredClone(stored))).toEqual([]);
    const arrived = structuredClone(stored);
    arrived.moves[0]!.events[0]!.arrived = `${DAY}T09:05:00`;
    expect(driversSchedulingAppointments(stored, arrived)).toEqual([]);
  });

  test('a new or moved appointment, a new driver or a new move schedules', () => {
    const moved = structuredClone(stored);
    moved.moves[0]!.events[1]!.appointment = at('15:00:00');
    expect(driversSchedulingAppointments(stored, moved)).toEqual(['D-1']);
    const reassigned = structuredClone(stored);
    reassigned.moves[0]!.driver = { type: 'driver', id: 'D-2' };
    expect(driversSchedulingAppointments(stored, reassigned)).toEqual(['D-2']);
    expect(driversSchedulingAppointments({ moves: [] }, stored)).toEqual(['D-1']);
  });

  test('a move inserted in front of appointed moves schedules only its own appointments', () => {
    const bobtail = move([event('hook-bobtail'), event('drop-bobtail')], {
      driver: { type: 'driver', id: 'D-2' },
    });
    expect(
      driversSchedulingAppointments(stored, { moves: [bobtail, ...structuredClone(stored).moves] }),
    ).toEqual([]);
    expect(driversSchedulingAppointments(stored, { moves: structuredClone(stored).moves.slice(1) })).toEqual(
      [],
    );
  });

  test('removing an appointment, or a carrier move, schedules nothing', () => {
    const removed = structuredClone(stored);
    removed.moves[0]!.events[1]!.appointment = { start: '', end: '', number: '' };
    expect(driversSchedulingAppointments(stored, removed)).toEqual([]);
    const carried = structuredClone(stored);
    carried.moves[0]!.driver = { type: 'carrier', id: 'CR-1' };
    expect(driversSchedulingAppointments({ moves: [] }, carried)).toEqual([]);
  });

  test('only the drivers whose moves get an appointment: the others keep theirs', () => {
    const shared = plan(['hook-origin', '09:00:00'], ['drop-destination', '14:00:00']);
    shared.moves.push(
      move([appointed('hook-yard', '16:00:00'), appointed('drop-destination', '18:00:00')], {
        driver: { type: 'driver', id: 'D-2' },
      }),
    );
    const later = structuredClone(shared);
    later.moves[1]!.events[1]!.appointment = at('19:00:00');
    expect(driversSchedulingAppointments(shared, later)).toEqual(['D-2']);
  });
});
