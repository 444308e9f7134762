import { MAX_POSITION } from '#shared/domain/types';

/**
 * Dense ranks of a collection's members: rank 0 is the member first in the
 * collection's order (lowest id, oldest shipment), and ranks run without a gap
 * to count - 1. A page at any offset is then one key range of the index.
 */

const RANK_DIGITS = String(MAX_POSITION).length;

/** A rank as the index sort key: zero-padded, so that key order is rank order. */
export function rankKey(rank: number): string {
  return String(rank).padStart(RANK_DIGITS, '0');
}

export function rankOfKey(key: unknown): number | undefined {
  return typeof key === 'string' && /^\d+$/.test(key) ? Number(key) : undefined;
}

/** A member as the ranking sees it: its partition key and where the collection's order puts it. */
export interface CollectionMember {
  pk: string;
  /** Compared as strings: the id, or creation time then id. */
  orderKey: string;
}

export interface StoredMember extends CollectionMember {
  sk: string;
  rank: number;
}

export interface Ranking {
  /** The rank of every member, stored or incoming. */
  rankOf: ReadonlyMap<string, number>;
  /** Stored members the incoming ones do not rewrite whose rank is not what it was. */
  moved: { member: StoredMember; rank: number }[];
  count: number;
}

/**
 * Ranks the union of the stored members and the incoming ones (an incoming
 * member replaces the stored one of its partition key, its order key with it).
 * Only `moved` members need a write besides the incoming ones: an append keeps
 * every stored rank, an insertion moves only the members after it.
 */
export function rankMembers(stored: readonly StoredMember[], incoming: readonly CollectionMember[]): Ranking {
  const members = new Map<string, CollectionMember>(stored.map((member) => [member.pk, member]));
  for (const member of incoming) members.set(member.pk, member);
  const ordered = [...members.values()].sort(
    (a, b) => compare(a.orderKey, b.orderKey) || compare(a.pk, b.pk),
  );
  if (ordered.length > MAX_POSITION) throw new Error(`A collection holds at most ${MAX_POSITION} members.`);
  const rankOf = new Map(ordered.map((member, rank) => [member.pk, rank]));
  const incomingKeys = new Set(incoming.map((member) => member.pk));
  const moved = stored
    .filter((member) => !incomingKeys.has(member.pk) && member.rank !== rankOf.get(member.pk))
    .map((member) => ({ member, rank: rankOf.get(member.pk)! }));
  return { rankOf, moved, count: ordered.length };
}

function compare(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * The rank of the member at `position` in a collection whose ranks `holes`
 * (ascending) belong to deleted members: each hole at or before the rank
 * reached so far pushes it one further.
 */
export function rankAtPosition(position: number, holes: readonly number[]): number {
  let rank = position;
  for (const hole of holes) {
    if (hole > rank) break;
    rank += 1;
  }
  return rank;
}
