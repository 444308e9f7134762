import { setTimeout as sleep } from 'node:timers/promises';

/** Codes of a store that is not there (down, restarting) or did not answer in time. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const UNREACHABLE_NAMES = new Set(['TimeoutError', 'AbortError']);

/**
 * Whether `error` says the store could not be reached (a refused or cut
 * connection, a timeout, or a 5xx of its own), as opposed to an answer.
 * Node's connection errors may come wrapped (AggregateError, `cause`).
 */
export function isStoreUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, $metadata, errors, cause } = error as Error & {
    code?: string;
    $metadata?: { httpStatusCode?: number };
    errors?: unknown[];
    cause?: unknown;
  };
  if (code !== undefined && UNREACHABLE_CODES.has(code)) return true;
  if (UNREACHABLE_NAMES.has(error.name)) return true;
  if (($metadata?.httpStatusCode ?? 0) >= 500) return true;
  return (errors ?? []).some(isStoreUnreachable) || (cause !== undefined && isStoreUnreachable(cause));
}

/** The longest wait between two tries of a step. */
const MAX_WAIT_MS = 2_000;

/**
 * Runs a start-up step that needs the store, again (with doubling waits) while
 * the store cannot be reached, as when the watchdog is restarting it; any
 * other failure, or one after `withinMs`, is thrown. The step must be safe to
 * run again.
 */
export async function whileStoreComesBack<T>(run: () => Promise<T>, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isStoreUnreachable(error) || Date.now() >= deadline) throw error;
      await sleep(Math.min(MAX_WAIT_MS, 100 * 2 ** attempt));
    }
  }
}
