import { lcs } from 'fast-myers-diff';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Move } from '#shared/domain/types';

/**
 * A shipment move's stored identity: the key of its plan entry and equipment
 * uses. Keys are fractional order keys (they sort as the moves do in the
 * itinerary), kept by a move across versions, so that inserting, removing or
 * reordering moves rewrites only the derived items of the moves it changes.
 * Never shown by the API: the spec's moves are positions in a list.
 */
export type MoveKey = string;

/** Keys for an itinerary stored for the first time (or without keys yet): in order, evenly spread. */
export function freshMoveKeys(count: number): MoveKey[] {
  return generateNKeysBetween(null, null, count);
}

/**
 * The keys of `next`'s moves, given the keys `previous`'s moves were stored
 * with. A move equal to a previous move on the longest common subsequence of
 * the two lists keeps its key; between two such moves, the moves of `next`
 * pair up in order with the previous moves there (a move changed in place
 * keeps its key); any move left over gets a new key between its neighbours'.
 * Keys stay in itinerary order, so a plan's ties (same date, same time)
 * still sort as the itinerary does.
 */
export function nextMoveKeys(
  previous: { moves: readonly Move[]; keys: readonly MoveKey[] },
  next: readonly Move[],
): MoveKey[] {
  const before = previous.moves.map((move) => JSON.stringify(move));
  const after = next.map((move) => JSON.stringify(move));
  const keys: MoveKey[] = [];
  let [i, j] = [0, 0];
  const fillGap = (untilBefore: number, untilAfter: number) => {
    // Changed in place: the moves of a gap pair up in order.
    while (i < untilBefore && j < untilAfter) {
      keys.push(previous.keys[i++]!);
      j++;
    }
    i = untilBefore;
    if (j < untilAfter) {
      const lower = keys.at(-1) ?? null;
      const upper = previous.keys[untilBefore] ?? null;
      keys.push(...generateNKeysBetween(lower, upper, untilAfter - j));
      j = untilAfter;
    }
  };
  for (const [startBefore, startAfter, length] of lcs(before, after)) {
    // The library also yields empty runs: they anchor nothing.
    if (length === 0) continue;
    fillGap(startBefore, startAfter);
    keys.push(...previous.keys.slice(startBefore, startBefore + length));
    [i, j] = [startBefore + length, startAfter + length];
  }
  fillGap(before.length, after.length);
  return keys;
}
