import { LOCKED_SHIPMENT_STATUSES } from '#shared/domain/types';
import { evaluateItinerary } from '#shared/itinerary-rules/index';
import { DAY, event, failuresOf, itinerary, move, rulesInput, shipment } from './fixtures';

describe('structure', () => {
  test('at least one move', () => {
    expect(failuresOf(rulesInput({ moves: [] }))).toEqual(['An itinerary must have at least one move.']);
  });

  test('at least two events per move', () => {
    expect(failuresOf(rulesInput(itinerary(['hook-origin', 'drop-yard'], ['hook-yard'])))).toContain(
      'Each move must have at least two events.',
    );
  });

  test('every event has a site', () => {
    expect(failuresOf(rulesInput(itinerary(['hook-origin', 'drop-destination@'])))).toContain(
      'Each event must have a site.',
    );
  });

  test('departure not before arrival, and not without it', () => {
    const times = (arrived: string, departed: string) =>
      rulesInput({ moves: [move([event('hook-origin', { arrived, departed }), event('drop-destination')])] });
    expect(failuresOf(times(`${DAY}T10:00:00`, `${DAY}T09:59:00`))).toEqual([
      'The departure time of an event cannot be earlier than its arrival time.',
    ]);
    expect(failuresOf(times('', `${DAY}T09:59:00`))).toEqual([
      'An event cannot have a departure time without an arrival time.',
    ]);
    expect(failuresOf(times(`${DAY}T10:00:00Z`, `${DAY}T05:30:00-05:00`))).toEqual([]);
  });
});

describe('shipment status', () => {
  test.each(LOCKED_SHIPMENT_STATUSES)('a %s shipment refuses itinerary updates (422)', (status) => {
    const result = evaluateItinerary(
      rulesInput(itinerary(['hook-origin', 'drop-destination']), {
        shipment: shipment({ id: '1001', status }),
      }),
    );
    expect(result).toEqual({
      ok: false,
      kind: 'status',
      failures: [`Shipment 1001 has a status of ${status} and does not allow updates.`],
    });
  });

  test('an accepted shipment allows them', () => {
    expect(evaluateItinerary(rulesInput(itinerary(['hook-origin', 'drop-destination']))).ok).toBe(true);
  });
});
