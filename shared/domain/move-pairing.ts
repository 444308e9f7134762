import { lcs } from 'fast-myers-diff';
import type { Move } from './types';

/**
 * For each proposed move, the index of the stored move it continues, or
 * `undefined` for a move the change adds. The spec's moves are positions in a
 * list, so a move inserted or removed shifts the others: pairing them by index
 * would read every shifted move as changed. Instead, a move equal to a stored
 * move on the longest common subsequence of the two lists continues it.
 * Between two such moves, the same is done with what each move's work is (its
 * date, driver or carrier and power unit), so that a move edited beside an
 * inserted one stays paired with its stored self rather than handing it to the
 * new one; what is still left pairs up in order (a move changed in place
 * continues the one it replaces), and any move left over is new. Pairs keep
 * itinerary order: a later proposed move never continues an earlier stored one.
 *
 * The one pairing of stored and proposed moves: the rules read it (which moves
 * are new or reassigned, which started moves must keep their assignment) and
 * storage keys derived items by it.
 */
export function storedCounterparts(
  stored: readonly Move[],
  proposed: readonly Move[],
): (number | undefined)[] {
  const counterparts: (number | undefined)[] = proposed.map(() => undefined);
  pairWithin(
    { stored, proposed, counterparts },
    { stored: 0, proposed: 0 },
    {
      stored: stored.length,
      proposed: proposed.length,
    },
  );
  return counterparts;
}

/** What makes two moves the same one, from the strictest: the same move, then the same work (when, by whom). */
const IDENTITIES: readonly ((move: Move) => string)[] = [
  (move) => JSON.stringify(move),
  (move) => JSON.stringify([move.plannedDate, move.driver, move.powerUnit]),
];

interface Pairing {
  stored: readonly Move[];
  proposed: readonly Move[];
  counterparts: (number | undefined)[];
}

type Position = { stored: number; proposed: number };

/** Pairs the moves from `start` (inclusive) to `end` (exclusive) at identity `level` and finer. */
function pairWithin(pairing: Pairing, start: Position, end: Position, level = 0): void {
  const storedCount = end.stored - start.stored;
  const proposedCount = end.proposed - start.proposed;
  if (storedCount === 0 || proposedCount === 0) return;
  const identity = IDENTITIES[level];
  if (identity === undefined) {
    for (let offset = 0; offset < Math.min(storedCount, proposedCount); offset++) {
      pairing.counterparts[start.proposed + offset] = start.stored + offset;
    }
    return;
  }
  const before = pairing.stored.slice(start.stored, end.stored).map(identity);
  const after = pairing.proposed.slice(start.proposed, end.proposed).map(identity);
  let gapStart = start;
  for (const [runBefore, runAfter, length] of lcs(before, after)) {
    // The library also yields empty runs: they anchor nothing.
    if (length === 0) continue;
    const run = { stored: start.stored + runBefore, proposed: start.proposed + runAfter };
    pairWithin(pairing, gapStart, run, level + 1);
    for (let offset = 0; offset < length; offset++) {
      pairing.counterparts[run.proposed + offset] = run.stored + offset;
    }
    gapStart = { stored: run.stored + length, proposed: run.proposed + length };
  }
  pairWithin(pairing, gapStart, end, level + 1);
}
