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

/** What makes two moves the same one, from the strictest: the same move, then the same work (when, by whom). */
const IDENTITIES: readonly ((move: Move) => string)[] = [
  (move) => JSON.stringify(move),
  (move) => JSON.stringify([move.plannedDate, move.driver, move.powerUnit]),
];

type KeyedMoves = { moves: readonly Move[]; keys: readonly MoveKey[] };

/**
 * The keys of `next`'s moves, given the keys `previous`'s moves were stored
 * with. A move equal to a previous move on the longest common subsequence of
 * the two lists keeps its key. Between two such moves, the same is done with
 * what each move's work is (its date, driver or carrier and power unit), so
 * that a move edited beside an inserted one keeps its key rather than handing
 * it to the new one; what is still left pairs up in order (a move changed in
 * place keeps its key), and any move left over gets a new key between its
 * neighbours'. Keys stay in itinerary order, so a plan's ties (same date, same
 * time) still sort as the itinerary does.
 */
export function nextMoveKeys(previous: KeyedMoves, next: readonly Move[]): MoveKey[] {
  return keysMatched(previous, next, 0, null, null);
}

/** `next`'s keys matched at identity `level` and finer, all between `lower` and `upper`. */
function keysMatched(
  previous: KeyedMoves,
  next: readonly Move[],
  level: number,
  lower: MoveKey | null,
  upper: MoveKey | null,
): MoveKey[] {
  if (next.length === 0) return [];
  const identity = IDENTITIES[level];
  if (identity === undefined) {
    const paired = previous.keys.slice(0, next.length);
    return [...paired, ...generateNKeysBetween(paired.at(-1) ?? lower, upper, next.length - paired.length)];
  }
  const before = previous.moves.map(identity);
  const after = next.map(identity);
  const keys: MoveKey[] = [];
  let [i, j] = [0, 0];
  const fillGap = (untilBefore: number, untilAfter: number) => {
    const gap = { moves: previous.moves.slice(i, untilBefore), keys: previous.keys.slice(i, untilBefore) };
    const bound = previous.keys[untilBefore] ?? upper;
    keys.push(...keysMatched(gap, next.slice(j, untilAfter), level + 1, keys.at(-1) ?? lower, bound));
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
