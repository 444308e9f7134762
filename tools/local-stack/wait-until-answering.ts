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
  const answered = (async () => {
    while (Date.now() < deadline) {
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
