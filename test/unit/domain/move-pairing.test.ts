import fc from 'fast-check';
import { storedCounterparts } from '#shared/domain/move-pairing';
import type { Move } from '#shared/domain/types';
import { move } from '../../integration/data/fixtures';

/** Moves that differ by date and driver, few enough values that lists hold equal moves too. */
const moves = fc
  .record({ day: fc.integer({ min: 1, max: 4 }), driver: fc.constantFrom('D-1', 'D-2') })
  .map(({ day, driver }) => move({ plannedDate: `2027-03-0${day}`, driver: { type: 'driver', id: driver } }));
const lists = fc.array(moves, { maxLength: 12 });

const same = (a: Move | undefined, b: Move | undefined) => JSON.stringify(a) === JSON.stringify(b);

describe('pairing stored and proposed moves', () => {
  test('pairs keep itinerary order and pair each stored move at most once', () => {
    fc.assert(
      fc.property(lists, lists, (stored, proposed) => {
        const paired = storedCounterparts(stored, proposed).filter((index) => index !== undefined);
        expect(
          paired.every((index, at) => index < stored.length && (at === 0 || paired[at - 1]! < index)),
        ).toBe(true);
      }),
    );
  });

  test('a move inserted anywhere is the only new one: the others continue themselves', () => {
    fc.assert(
      fc.property(lists, moves, fc.nat(), (stored, inserted, at) => {
        const position = at % (stored.length + 1);
        const proposed = [...stored.slice(0, position), inserted, ...stored.slice(position)];
        const counterparts = storedCounterparts(stored, proposed);
        const added = counterparts.flatMap((index, proposedAt) => (index === undefined ? [proposedAt] : []));
        expect(added).toHaveLength(1);
        // With equal moves around, the new one may be found beside where it went in: it equals the inserted move.
        expect(same(proposed[added[0]!], inserted)).toBe(true);
        counterparts.forEach((index, proposedAt) => {
          if (index !== undefined) expect(same(stored[index], proposed[proposedAt])).toBe(true);
        });
      }),
    );
  });

  test('after a move is removed anywhere, every move continues an equal stored one', () => {
    fc.assert(
      fc.property(
        lists.filter((list) => list.length > 0),
        fc.nat(),
        (stored, at) => {
          const proposed = stored.toSpliced(at % stored.length, 1);
          storedCounterparts(stored, proposed).forEach((index, proposedAt) => {
            expect(index).toBeDefined();
            expect(same(stored[index!], proposed[proposedAt])).toBe(true);
          });
        },
      ),
    );
  });

  test('a move changed in place continues the move it replaces, beside an insert too', () => {
    const stored = [1, 2, 3].map((day) => move({ plannedDate: `2027-03-0${day}` }));
    const edited = { ...stored[0]!, hint: 'from the yard now' };
    const inserted = move({ plannedDate: '2027-03-09' });
    expect(storedCounterparts(stored, [inserted, edited, ...stored.slice(1)])).toEqual([undefined, 0, 1, 2]);
    const redated = { ...stored[1]!, plannedDate: '2027-03-08' };
    expect(storedCounterparts(stored, [stored[0]!, redated, stored[2]!])).toEqual([0, 1, 2]);
  });
});
