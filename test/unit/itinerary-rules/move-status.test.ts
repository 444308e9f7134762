import type { Itinerary, MoveStatus } from '#shared/domain/types';
import { deriveMoveStatus } from '#shared/itinerary-rules/index';
import {
  DAY,
  event,
  expectStored,
  failuresOf,
  itinerary,
  move,
  rulesInput,
  SECOND_SITE,
  unassigned,
} from './fixtures';

const NEEDS_DRIVER = 'A driver must be specified to set the move status to accepted or rejected';
const TOO_LATE = 'A move that is in progress or completed cannot be accepted or rejected.';

function withStatus(status: MoveStatus, driverId = 'D-1'): Itinerary {
  const result = itinerary(['hook-origin', 'drop-destination']);
  for (const m of result.moves) Object.assign(m, { status, driver: { type: 'driver', id: driverId } });
  return result;
}

const statusOf = (stored: Itinerary) => stored.moves[0]?.status;

describe('move status', () => {
  test('a new move with a driver is pending', () => {
    expect(statusOf(expectStored(rulesInput(withStatus('pending'))))).toBe('pending');
  });

  test('an arrival makes it progress, the last departure completed', () => {
    const proposed = withStatus('pending');
    const [first, last] = proposed.moves[0]?.events ?? [];
    if (!first || !last) throw new Error('fixture');
    first.arrived = `${DAY}T08:00:00`;
    expect(statusOf(expectStored(rulesInput(proposed)))).toBe('progress');
    Object.assign(first, { departed: `${DAY}T08:30:00` });
    Object.assign(last, { arrived: `${DAY}T10:00:00`, departed: `${DAY}T10:30:00` });
    const stored = expectStored(rulesInput(proposed));
    expect(statusOf(stored)).toBe('completed');
    expect(stored.moves[0]?.events.every((e) => e.completed)).toBe(true);
  });

  test('status values sent other than accepted or rejected are ignored', () => {
    expect(statusOf(expectStored(rulesInput(withStatus('completed'))))).toBe('pending');
    expect(statusOf(expectStored(rulesInput(withStatus('progress'))))).toBe('pending');
  });

  test('a non-shipment move derives its status the same way', () => {
    const nonShipment = {
      driver: { type: 'driver' as const, id: 'D-1' },
      status: 'pending' as const,
      events: [event('ns-new-trip', { arrived: `${DAY}T06:00:00` }), event('ns-end-trip')],
    };
    expect(deriveMoveStatus(nonShipment, undefined, { driverAcceptance: true, timeZone: 'UTC' })).toBe(
      'progress',
    );
  });
});

describe('move accept/reject', () => {
  test('a pending move with a driver or carrier can be accepted or rejected', () => {
    expect(statusOf(expectStored(rulesInput(withStatus('accepted'))))).toBe('accepted');
    expect(statusOf(expectStored(rulesInput(withStatus('rejected'))))).toBe('rejected');
    const carrierMove = withStatus('accepted');
    for (const m of carrierMove.moves) m.driver = { type: 'carrier', id: 'CR-1' };
    expect(statusOf(expectStored(rulesInput(carrierMove)))).toBe('accepted');
  });

  test('spec example: a move without a driver cannot be accepted or rejected', () => {
    for (const status of ['accepted', 'rejected'] as const) {
      const proposed = {
        moves: [{ ...unassigned([event('hook-origin'), event('drop-destination')]), status }],
      };
      expect(failuresOf(rulesInput(proposed))).toEqual([NEEDS_DRIVER]);
    }
  });

  test('a move in progress or completed cannot be accepted or rejected', () => {
    const proposed = withStatus('rejected');
    const first = proposed.moves[0]?.events[0];
    if (first) first.arrived = `${DAY}T08:00:00`;
    expect(failuresOf(rulesInput(proposed))).toEqual([TOO_LATE]);
  });

  test('sending back the stored status of a move in progress is not an attempt', () => {
    const current = withStatus('accepted');
    const proposed = withStatus('accepted');
    const first = proposed.moves[0]?.events[0];
    if (first) first.arrived = `${DAY}T08:00:00`;
    expect(statusOf(expectStored(rulesInput(proposed, { current })))).toBe('progress');
  });

  test('without driver acceptance in the TMS, accepted and rejected are ignored', () => {
    const input = rulesInput(withStatus('accepted'), {
      settings: { driverAcceptance: false, timeZone: 'UTC' },
    });
    expect(statusOf(expectStored(input))).toBe('pending');
    const unassignedInput = rulesInput(
      { moves: [{ ...unassigned([event('hook-origin'), event('drop-destination')]), status: 'accepted' }] },
      { settings: { driverAcceptance: false, timeZone: 'UTC' } },
    );
    expect(failuresOf(unassignedInput)).toEqual([]);
  });

  test('an answer stays while the same driver keeps the move', () => {
    expect(
      statusOf(expectStored(rulesInput(withStatus('pending'), { current: withStatus('accepted') }))),
    ).toBe('accepted');
  });

  test('another driver on a rejected or accepted move makes it pending again', () => {
    expect(
      statusOf(expectStored(rulesInput(withStatus('rejected', 'D-2'), { current: withStatus('rejected') }))),
    ).toBe('pending');
    expect(
      statusOf(expectStored(rulesInput(withStatus('accepted', 'D-2'), { current: withStatus('accepted') }))),
    ).toBe('pending');
  });

  test('a move inserted in front of an answered one starts pending; the answered one keeps its answer', () => {
    const current = withStatus('accepted');
    const bobtail = move([event('hook-bobtail'), event('drop-bobtail', { siteId: SECOND_SITE })]);
    const stored = expectStored(
      rulesInput({ moves: [bobtail, ...structuredClone(current.moves)] }, { current }),
    );
    expect(stored.moves.map((m) => m.status)).toEqual(['pending', 'accepted']);
  });

  test('an answer is given once: accepted then rejected keeps accepted', () => {
    expect(
      statusOf(expectStored(rulesInput(withStatus('rejected'), { current: withStatus('accepted') }))),
    ).toBe('accepted');
  });
});

describe('unassigned moves', () => {
  test('are pending, with no times', () => {
    const proposed = {
      moves: [
        unassigned([
          event('hook-origin', {
            scheduled: `${DAY}T07:00:00`,
            arrived: `${DAY}T08:00:00`,
            appointment: { start: `${DAY}T08:00:00`, end: '', number: 'A1' },
          }),
          event('drop-destination', { departed: `${DAY}T09:00:00` }),
        ]),
      ],
    };
    const stored = expectStored(rulesInput(proposed));
    expect(statusOf(stored)).toBe('pending');
    expect(stored.moves[0]?.events[0]).toMatchObject({
      scheduled: '',
      arrived: '',
      departed: '',
      completed: false,
      appointment: { start: `${DAY}T08:00:00`, end: '', number: 'A1' },
    });
    expect(stored.moves[0]?.driver).toEqual({ type: 'not routed', id: '' });
  });
});
