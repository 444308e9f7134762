import fc from 'fast-check';
import { type CollectionMember, rankMembers, type StoredMember } from '#shared/data/collection-ranks';
import { keptRanks, type StandingMember } from '#tools/data-file/kept-ranks';

/** A collection as a load finds it: members at dense ranks in their order, as a full load leaves them. */
const storedCollection = fc
  .uniqueArray(fc.record({ pk: fc.string({ minLength: 1 }), orderKey: fc.string() }), {
    selector: (member) => member.pk,
    minLength: 1,
    maxLength: 30,
  })
  .map((members): StoredMember[] => {
    const { rankOf } = rankMembers([], members);
    return members.map((member) => ({ ...member, sk: 'SK', rank: rankOf.get(member.pk)! }));
  });

const standingOf = (stored: readonly StoredMember[]) =>
  new Map<string, StandingMember>(stored.map(({ pk, rank, orderKey }) => [pk, { rank, orderKey }]));

test('members all stored at their order key keep the ranks a read of the whole collection gives them, and nothing moves', () => {
  fc.assert(
    fc.property(
      storedCollection.chain((stored) =>
        fc.tuple(fc.constant(stored), fc.subarray(stored, { minLength: 1 })),
      ),
      ([stored, reloaded]) => {
        const incoming: CollectionMember[] = reloaded.map(({ pk, orderKey }) => ({ pk, orderKey }));
        const kept = keptRanks(incoming, standingOf(stored));
        const full = rankMembers(stored, incoming);
        expect(full.moved).toEqual([]);
        expect(full.count).toBe(stored.length);
        expect(kept).toEqual(new Map(incoming.map(({ pk }) => [pk, full.rankOf.get(pk)])));
      },
    ),
  );
});

test('a new member leaves the ranking to a read of the whole collection', () => {
  fc.assert(
    fc.property(storedCollection, fc.string(), (stored, orderKey) => {
      const incoming = stored.map(({ pk, orderKey: key }) => ({ pk, orderKey: key }));
      const newcomer = { pk: `${stored.map(({ pk }) => pk).join('')}-new`, orderKey };
      expect(keptRanks([...incoming, newcomer], standingOf(stored))).toBeUndefined();
    }),
  );
});

test('a member whose order key changed leaves the ranking to a read of the whole collection', () => {
  fc.assert(
    fc.property(storedCollection, fc.string(), (stored, orderKey) => {
      const [first, ...rest] = stored.map(({ pk, orderKey: key }) => ({ pk, orderKey: key }));
      fc.pre(orderKey !== first!.orderKey);
      expect(keptRanks([...rest, { ...first!, orderKey }], standingOf(stored))).toBeUndefined();
    }),
  );
});

test('a stored item without a rank (no member of the collection) is ranked as a new one', () => {
  expect(keptRanks([{ pk: 'A', orderKey: 'a' }], new Map())).toBeUndefined();
  expect(keptRanks([], new Map())).toEqual(new Map());
});
