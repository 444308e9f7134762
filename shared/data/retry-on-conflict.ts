import { ConcurrentUpdateError } from './errors';

/**
 * Runs a read-decide-write `attempt` until it is not overtaken by another
 * writer (ConcurrentUpdateError), at most `attempts` times, each on fresh
 * reads; then fails with what `exhausted` gives (a 409 to retry, or a 412 for
 * a client that named the version it expected).
 */
export async function retryOnConflict<T>(
  attempts: number,
  attempt: () => Promise<T>,
  exhausted: () => Error,
): Promise<T> {
  for (let made = 1; ; made++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ConcurrentUpdateError)) throw error;
      if (made >= attempts) throw exhausted();
    }
  }
}
