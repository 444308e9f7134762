import { setTimeout as sleep } from 'node:timers/promises';

/** How long the explanation of a missed deadline may take: it asks a store that may itself have stopped answering. */
const EXPLAIN_WITHIN_MS = 5_000;

/** A wait that did not end in time: what was waited for, for how long, and why when it could be found out. */
export class DeadlineMissed extends Error {
  override readonly name = 'DeadlineMissed';

  constructor(
    readonly what: string,
    readonly withinMs: number,
    readonly why: string | undefined,
    /** Whether the wait had been renewed by progress: then it stalled, rather than took too long. */
    readonly stalled = false,
  ) {
    super(
      `${what}: ${stalled ? 'nothing more' : 'not'} within ${seconds(withinMs)}${why === undefined ? '' : `; ${why}`}`,
    );
  }
}

export interface DeadlineOptions {
  /**
   * Says why, once the deadline has passed (asked then, of the store say).
   * It gets a few seconds of its own; if it fails or takes longer, the error
   * says so instead.
   */
  explain?: () => string | Promise<string>;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * What `work` resolves, or a `DeadlineMissed` after `withinMs`. `work` is
 * handed a signal aborted when the deadline passes, to stop what it started,
 * and `renew`, which moves the deadline to `withinMs` from now: a wait for
 * many things renews it at each one, so that a slow machine makes it slower
 * and only a stall fails it. Every wait of the bench and the tests goes
 * through here (or `pollUntil`): one event that never comes ends that wait,
 * named, instead of the run.
 */
export async function withinDeadline<T>(
  what: string,
  withinMs: number,
  work: (signal: AbortSignal, renew: () => void) => Promise<T>,
  options: DeadlineOptions = {},
): Promise<T> {
  const expired = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let settled = false;
  let renewed = false;
  let miss = () => {};
  const deadline = new Promise<'missed'>((resolve) => {
    miss = () => resolve('missed');
  });
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(miss, withinMs);
  };
  const renew = () => {
    if (settled) return;
    renewed = true;
    arm();
  };
  arm();
  const working = work(expired.signal, renew);
  try {
    const first = await Promise.race([working.then((value) => ({ value })), deadline]);
    if (first !== 'missed') return first.value;
  } finally {
    settled = true;
    clearTimeout(timer);
  }
  expired.abort();
  // Whatever the abandoned work ends in now is not this wait's outcome.
  working.catch(() => {});
  const why = options.explain && (await explanation(options.explain));
  throw new DeadlineMissed(what, withinMs, why, renewed);
}

async function explanation(explain: () => string | Promise<string>): Promise<string> {
  try {
    return await withinDeadline('finding out why', EXPLAIN_WITHIN_MS, async () => explain());
  } catch (error) {
    return `why is unknown (${(error as Error).message})`;
  }
}

/**
 * Asks `condition` every `intervalMs` until it gives a value other than
 * `undefined` or `false`, and resolves that; a `DeadlineMissed` after
 * `withinMs`. A condition that throws ends the wait with its error.
 */
export function pollUntil<T>(
  what: string,
  withinMs: number,
  condition: () => T | undefined | false | Promise<T | undefined | false>,
  options: DeadlineOptions & { intervalMs?: number } = {},
): Promise<T> {
  const intervalMs = options.intervalMs ?? 50;
  return withinDeadline(
    what,
    withinMs,
    async (expired) => {
      for (;;) {
        const value = await condition();
        if (value !== undefined && value !== false) return value;
        await sleep(intervalMs, undefined, { signal: expired });
      }
    },
    options,
  );
}
