import fc from 'fast-check';
import type { Itinerary } from '#shared/domain/types';
import { evaluateItinerary } from '#shared/itinerary-rules/index';
import { event, failuresOf, itinerary, move, rulesInput } from './fixtures';

describe('evaluateItinerary', () => {
  test('reports every violation once, rule family by rule family, in itinerary order', () => {
    const proposed = itinerary(['hook-origin@121', 'drop-yard@120'], ['hook-loaded@120', 'drop-destination']);
    for (const m of proposed.moves) m.driver = { type: 'driver', id: 'D-9' };
    expect(failuresOf(rulesInput(proposed))).toEqual([
      'The event sequence specified is invalid. hook-loaded cannot come after drop-yard.',
      'Site id 120 is not a valid yard location.',
      'The origin id 109 cannot be changed on the hook-origin.',
      'The driver D-9 does not exist in drivers.',
    ]);
  });

  test('does not change its input', () => {
    const proposed = {
      moves: [
        move([
          event('hook-origin', { departed: '2026-12-01T09:00:00', arrived: '2026-12-01T08:00:00' }),
          event('drop-destination'),
        ]),
      ],
    };
    const input = rulesInput(proposed);
    const before = structuredClone(input);
    evaluateItinerary(input);
    expect(input).toEqual(before);
  });

  test('never throws, whatever the strings it is given', () => {
    const text = fc.oneof(
      fc.string(),
      fc.constantFrom('hook-origin', 'drop-yard', 'ns-new-trip', '', '2026-12-01T08:00:00'),
    );
    const anyEvent = fc.record({
      type: text,
      site: fc.record({ id: text }),
      scheduled: text,
      appointment: fc.record({ start: text, end: text, number: text }),
      arrived: text,
      departed: text,
      completed: fc.boolean(),
      note: text,
    });
    const anyMove = fc.record({
      driver: fc.record({ type: fc.constantFrom('driver', 'carrier', 'not routed'), id: text }),
      plannedDate: text,
      powerUnit: fc.record({ id: text }),
      status: fc.constantFrom('pending', 'accepted', 'rejected', 'progress', 'completed'),
      hint: text,
      events: fc.array(anyEvent, { maxLength: 4 }),
    });
    const anyItinerary: fc.Arbitrary<Itinerary> = fc.record({ moves: fc.array(anyMove, { maxLength: 4 }) });
    fc.assert(
      fc.property(anyItinerary, anyItinerary, (proposed, current) => {
        const result = evaluateItinerary(rulesInput(proposed, { current }));
        expect(typeof result.ok).toBe('boolean');
      }),
      { seed: 42, numRuns: 200 },
    );
  });
});
