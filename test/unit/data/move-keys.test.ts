import fc from 'fast-check';
import type { Move } from '#shared/domain/types';
import { freshMoveKeys, nextMoveKeys } from '#shared/shipments/store/move-keys';
import { move } from '../../integration/data/fixtures';

const moves = (dates: readonly number[]): Move[] =>
  dates.map((day) => move({ plannedDate: `2027-03-${String(day).padStart(2, '0')}` }));

const sorted = (keys: readonly string[]) => keys.every((key, index) => index === 0 || keys[index - 1]! < key);

test('a move inserted, removed or changed in place leaves the other moves their keys', () => {
  const before = moves([1, 2, 3, 4, 5]);
  const keys = freshMoveKeys(5);
  const inserted = nextMoveKeys({ moves: before, keys }, [before[0]!, ...moves([9]), ...before.slice(1)]);
  expect(inserted).toEqual([keys[0], expect.any(String), ...keys.slice(1)]);
  expect(sorted(inserted)).toBe(true);
  expect(nextMoveKeys({ moves: before, keys }, [...before.slice(0, 2), ...before.slice(4)])).toEqual([
    keys[0],
    keys[1],
    keys[4],
  ]);
  const changed = [...before.slice(0, 2), { ...before[2]!, hint: 'call ahead' }, ...before.slice(3)];
  expect(nextMoveKeys({ moves: before, keys }, changed)).toEqual(keys);
});

test('keys stay unique and in itinerary order through any sequence of edits', () => {
  fc.assert(
    fc.property(
      fc.array(fc.array(fc.integer({ min: 1, max: 28 }), { maxLength: 12 }), { minLength: 1, maxLength: 8 }),
      (versions) => {
        let current = { moves: [] as Move[], keys: [] as string[] };
        for (const dates of versions) {
          const next = moves(dates);
          const keys = nextMoveKeys(current, next);
          expect(keys).toHaveLength(next.length);
          expect(sorted(keys)).toBe(true);
          current = { moves: next, keys };
        }
      },
    ),
  );
});

test('a move inserted beside one edited in place takes a new key: the edited one keeps its own', () => {
  const before = moves([1, 2, 3]);
  const keys = freshMoveKeys(3);
  const edited = { ...before[0]!, hint: 'from the yard now' };
  const next = nextMoveKeys({ moves: before, keys }, [...moves([9]), edited, ...before.slice(1)]);
  expect(next.slice(1)).toEqual(keys);
  expect(next[0]! < keys[0]!).toBe(true);
});
