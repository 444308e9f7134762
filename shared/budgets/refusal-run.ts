/**
 * How long one caller has been refused, as one instance sees it: a run of
 * refusals that a minute without one ends (requests served in between do not:
 * a client over its budget is served its rate and refused the rest). The
 * refusal's log line carries its length, which the alarm of a caller refused
 * for long reads (lib/monitoring/budget-alarms.ts). Times are epoch milliseconds.
 */
export interface RefusalRun {
  since: number;
  last: number;
}

/** A gap this long between two refusals of a caller ends the run. */
export const RUN_BREAK_MS = 60_000;

/** The run after one more refusal at `now`. */
export function extendRun(run: RefusalRun | undefined, now: number): RefusalRun {
  if (run === undefined || now - run.last >= RUN_BREAK_MS) return { since: now, last: now };
  return { since: run.since, last: Math.max(run.last, now) };
}

/** Whole seconds the run has lasted. */
export const runSeconds = (run: RefusalRun): number => Math.floor((run.last - run.since) / 1000);
