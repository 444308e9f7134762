import { storedCounterparts } from '#shared/domain/move-pairing';
import type { Itinerary, Move } from '#shared/domain/types';

/**
 * Pairings already made, by stored and then proposed itinerary: one evaluation
 * asks for the same pairing from several rules, and pairing compares every
 * move whole (most of a 10-move validation's time when it was made four times).
 */
const pairings = new WeakMap<Itinerary, WeakMap<Itinerary, readonly (Move | undefined)[]>>();

/** For each proposed move, the stored move it continues, or `undefined` for a move the change adds. */
export function counterpartsOf(current: Itinerary, proposed: Itinerary): readonly (Move | undefined)[] {
  let byProposed = pairings.get(current);
  if (byProposed === undefined) {
    byProposed = new WeakMap();
    pairings.set(current, byProposed);
  }
  let counterparts = byProposed.get(proposed);
  if (counterparts === undefined) {
    counterparts = storedCounterparts(current.moves, proposed.moves).map((index) =>
      index === undefined ? undefined : current.moves[index],
    );
    byProposed.set(proposed, counterparts);
  }
  return counterparts;
}
