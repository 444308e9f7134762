import { setTimeout as sleep } from 'node:timers/promises';

/** Rounds a batch request may take to get every element processed before giving up. */
const MAX_ROUNDS = 8;
const BASE_DELAY_MS = 50;
const MAX_DELAY_MS = 2_000;

/**
 * Sends `pending` and re-sends what the service reports as unprocessed (throttled
 * batch reads and writes), waiting longer each round, with jitter.
 */
export async function sendUntilProcessed<T>(
  pending: T[],
  send: (batch: T[]) => Promise<T[]>,
  describe: string,
): Promise<void> {
  let remaining = pending;
  for (let round = 0; remaining.length > 0; round += 1) {
    if (round === MAX_ROUNDS) {
      throw new Error(
        `${describe}: ${remaining.length} element(s) still unprocessed after ${MAX_ROUNDS} rounds.`,
      );
    }
    if (round > 0) {
      const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** round);
      await sleep(ceiling / 2 + Math.random() * (ceiling / 2));
    }
    remaining = await send(remaining);
  }
}

export function chunksOf<T>(elements: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < elements.length; start += size)
    chunks.push(elements.slice(start, start + size));
  return chunks;
}

/**
 * `work` on every element, at most `inFlight` at a time, results in element
 * order: bulk work goes fast without throttling itself.
 */
export async function mapInWaves<T, R>(
  elements: readonly T[],
  inFlight: number,
  work: (element: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (const wave of chunksOf(elements, inFlight)) results.push(...(await Promise.all(wave.map(work))));
  return results;
}
