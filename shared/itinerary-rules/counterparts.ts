import { storedCounterparts } from '#shared/domain/move-pairing';
import type { Itinerary, Move } from '#shared/domain/types';

/** For each proposed move, the stored move it continues, or `undefined` for a move the change adds. */
export function counterpartsOf(current: Itinerary, proposed: Itinerary): (Move | undefined)[] {
  return storedCounterparts(current.moves, proposed.moves).map((index) =>
    index === undefined ? undefined : current.moves[index],
  );
}
