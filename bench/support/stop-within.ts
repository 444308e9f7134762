import { withinDeadline } from '#tools/deadline';

/** What stopping one thing a section started may take: a publish under way waits on the store's timeouts. */
const STOP_WITHIN_MS = 30_000;

/**
 * Stops what a section started, giving up after a while: with a store that no
 * longer answers, a consumer's stop can wait on a long line of calls each
 * waiting out its timeouts. What is left running ends with the run.
 */
export async function stopWithin(log: (line: string) => void, what: string, stop: () => Promise<unknown>) {
  await withinDeadline(`stopping ${what}`, STOP_WITHIN_MS, stop).catch((error: Error) =>
    log(`${error.message}; left running until the run ends`),
  );
}
