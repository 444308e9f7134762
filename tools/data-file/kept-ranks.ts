import type { CollectionMember } from '#shared/data/collection-ranks';

/** Where a stored member stands in its collection, as the load read its item: its rank and its order key. */
export interface StandingMember {
  rank: number;
  orderKey: string;
}

/**
 * The ranks of a load's incoming members when none can move: each is stored
 * already, ranked, at the order key it comes with, so its position is the
 * one it holds, no other member moves and the count stays. Undefined as soon
 * as one is new, unranked or comes with another order key: only the whole
 * collection, read, can rank that one.
 */
export function keptRanks(
  incoming: readonly CollectionMember[],
  standing: ReadonlyMap<string, StandingMember>,
): ReadonlyMap<string, number> | undefined {
  const rankOf = new Map<string, number>();
  for (const member of incoming) {
    const stored = standing.get(member.pk);
    if (stored === undefined || stored.orderKey !== member.orderKey) return undefined;
    rankOf.set(member.pk, stored.rank);
  }
  return rankOf;
}
