import fc from 'fast-check';
import { extendRun, RUN_BREAK_MS, runSeconds } from '#shared/budgets/refusal-run';

const runOf = (times: readonly number[]) =>
  times.reduce<ReturnType<typeof extendRun> | undefined>((run, at) => extendRun(run, at), undefined);

describe('a run of refusals', () => {
  test('a first refusal starts a run of 0 seconds', () => {
    expect(runOf([5_000])).toEqual({ since: 5_000, last: 5_000 });
    expect(runSeconds(runOf([5_000])!)).toBe(0);
  });

  test('a refusal every 59 s for 11 minutes is one run of more than 10 minutes', () => {
    const times = Array.from({ length: 12 }, (_, n) => n * 59_000);
    expect(runSeconds(runOf(times)!)).toBe(649);
  });

  test('a minute without a refusal ends the run: the next refusal starts a new one', () => {
    expect(runOf([0, 30_000, 30_000 + RUN_BREAK_MS])).toEqual({
      since: 30_000 + RUN_BREAK_MS,
      last: 30_000 + RUN_BREAK_MS,
    });
  });

  test('a run is never longer than the time since its first refusal, nor than the refusals lasted', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 120_000 }), { minLength: 1, maxLength: 50 }), (gaps) => {
        let at = 0;
        const times = gaps.map((gap) => (at += gap));
        const run = runOf(times)!;
        expect(run.last).toBe(times.at(-1));
        expect(run.since).toBeGreaterThanOrEqual(times[0]!);
        // No gap of a minute or more inside the run.
        const inside = times.filter((at) => at >= run.since);
        for (let n = 1; n < inside.length; n++)
          expect(inside[n]! - inside[n - 1]!).toBeLessThan(RUN_BREAK_MS);
      }),
    );
  });
});
