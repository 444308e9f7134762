import fc from 'fast-check';
import { rankAtPosition } from '#shared/data/collection-ranks';

/** Ranks 0..`count - 1` minus the holes: position p is the p-th of them. */
test('the rank at a position is the position-th rank that is not a hole', () => {
  fc.assert(
    fc.property(fc.uniqueArray(fc.nat(60)), fc.nat(60), (holes, position) => {
      const sorted = [...holes].sort((a, b) => a - b);
      const live = Array.from({ length: 200 }, (_, rank) => rank).filter((rank) => !holes.includes(rank));
      expect(rankAtPosition(position, sorted)).toBe(live[position]);
    }),
  );
});

test('without holes a position is its rank', () => {
  expect(rankAtPosition(0, [])).toBe(0);
  expect(rankAtPosition(2 ** 31 - 1, [])).toBe(2 ** 31 - 1);
  expect(rankAtPosition(1, [0, 1, 5])).toBe(3);
});
