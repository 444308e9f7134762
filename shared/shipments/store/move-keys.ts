import { generateNKeysBetween } from 'fractional-indexing';
import { storedCounterparts } from '#shared/domain/move-pairing';
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

type KeyedMoves = { moves: readonly Move[]; keys: readonly MoveKey[] };

/**
 * The keys of `next`'s moves, given the keys `previous`'s moves were stored
 * with: a move that continues a previous one (`storedCounterparts`) keeps its
 * key, and each run of new moves gets new keys between its neighbours'. Keys
 * stay in itinerary order, so a plan's ties (same date, same time) still sort
 * as the itinerary does.
 */
export function nextMoveKeys(previous: KeyedMoves, next: readonly Move[]): MoveKey[] {
  const counterparts = storedCounterparts(previous.moves, next);
  const keyOf = (index: number): MoveKey | undefined => {
    const counterpart = counterparts[index];
    return counterpart === undefined ? undefined : previous.keys[counterpart];
  };
  const keys: MoveKey[] = [];
  while (keys.length < next.length) {
    const kept = keyOf(keys.length);
    if (kept !== undefined) {
      keys.push(kept);
      continue;
    }
    let runEnd = keys.length;
    while (runEnd < next.length && keyOf(runEnd) === undefined) runEnd++;
    const upper = runEnd < next.length ? keyOf(runEnd)! : null;
    keys.push(...generateNKeysBetween(keys.at(-1) ?? null, upper, runEnd - keys.length));
  }
  return keys;
}
