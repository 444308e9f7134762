import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Resolves once `url` answers HTTP at all (any status counts: the server is up),
 * rejects when `gaveUp` settles first or after `timeoutMs`. The default is
 * generous: a JVM on two cores shared with type checks and test runs (a load
 * average of 17) took more than 30 s to answer, and waiting longer costs
 * nothing when it answers sooner. A JVM that dies rejects at once (`gaveUp`).
 */
export async function waitUntilAnswering(
  url: string,
  gaveUp: Promise<never>,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // Once the service has gone, asking again is pointless (and would keep the process alive).
  let gone = false;
  gaveUp.catch(() => {
    gone = true;
  });
  const answered = (async () => {
    while (Date.now() < deadline && !gone) {
      try {
        await fetch(url, { signal: AbortSignal.timeout(1_000) });
        return;
      } catch {
        await sleep(100);
      }
    }
    throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
  })();
  await Promise.race([answered, gaveUp]);
}
