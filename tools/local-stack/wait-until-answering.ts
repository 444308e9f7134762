import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Resolves once `url` answers HTTP at all (any status counts: the server is up),
 * rejects when `gaveUp` settles first or after `timeoutMs`.
 */
export async function waitUntilAnswering(
  url: string,
  gaveUp: Promise<never>,
  timeoutMs = 30_000,
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
