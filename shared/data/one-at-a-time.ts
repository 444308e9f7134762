const tails = new Map<string, Promise<unknown>>();

/**
 * Runs `work` after every earlier call with the same key has settled, in call
 * order: writes that contend for one item (a counter) take turns within a
 * process instead of cancelling each other's transactions and retrying.
 */
export function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const run = (tails.get(key) ?? Promise.resolve()).then(work, work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}
