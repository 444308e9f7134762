import { setTimeout as sleep } from 'node:timers/promises';
import { jest } from '@jest/globals';
import { DeadlineMissed, pollUntil, withinDeadline } from '#tools/deadline';

const never = () => new Promise<never>(() => {});

/** Whether a promise has settled yet, read without waiting for it. */
function watch(promise: Promise<unknown>): { settled: boolean } {
  const state = { settled: false };
  promise.then(
    () => {
      state.settled = true;
    },
    () => {
      state.settled = true;
    },
  );
  return state;
}

// The deadlines run on a fake clock: a wait of seconds takes none, and when it ends is exact.
describe('a deadline, on a fake clock', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('resolves what the work resolves when it ends in time', async () => {
    await expect(withinDeadline('a quick answer', 1_000, async () => 'answered')).resolves.toBe('answered');
  });

  test('a wait that never ends fails at its deadline, not before, naming what did not come', async () => {
    const missed = withinDeadline('the webhook of version 7', 100, never);
    const state = watch(missed);
    await jest.advanceTimersByTimeAsync(99);
    expect(state.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(missed).rejects.toThrow(new DeadlineMissed('the webhook of version 7', 100, undefined));
    await expect(missed).rejects.toThrow('the webhook of version 7: not within 0.1 s');
  });

  test('a wait renewed at each step outlives its window while steps come, and fails once they stop', async () => {
    let renew = () => {};
    const stalled = withinDeadline('the burst', 100, (_signal, renewed) => {
      renew = renewed;
      return never();
    });
    const state = watch(stalled);
    for (let step = 0; step < 5; step++) {
      await jest.advanceTimersByTimeAsync(90);
      renew();
    }
    expect(state.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(99);
    expect(state.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(stalled).rejects.toThrow('the burst: nothing more within 0.1 s');
  });

  test('the cause, asked once the deadline has passed, is part of the failure', async () => {
    let asked = 0;
    const missed = withinDeadline('version 7', 50, never, {
      explain: async () => {
        asked += 1;
        return 'delivery recorded failed after 3 attempt(s)';
      },
    });
    watch(missed);
    await jest.advanceTimersByTimeAsync(50);
    await expect(missed).rejects.toMatchObject({
      what: 'version 7',
      withinMs: 50,
      why: 'delivery recorded failed after 3 attempt(s)',
      message: 'version 7: not within 0.1 s; delivery recorded failed after 3 attempt(s)',
    });
    expect(asked).toBe(1);
  });

  test('a cause that cannot be found out (the store not answering either) is said to be unknown', async () => {
    const failing = withinDeadline('version 7', 20, never, {
      explain: () => Promise.reject(new Error('connect ETIMEDOUT')),
    });
    watch(failing);
    await jest.advanceTimersByTimeAsync(20);
    await expect(failing).rejects.toThrow('version 7: not within 0 s; why is unknown (connect ETIMEDOUT)');
  });

  test('an explanation that hangs is given up on after 5 s', async () => {
    const hanging = withinDeadline('version 7', 20, never, { explain: never });
    const state = watch(hanging);
    await jest.advanceTimersByTimeAsync(20 + 4_999);
    expect(state.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(hanging).rejects.toThrow(/why is unknown \(finding out why: not within 5 s\)/);
  });

  test('the work is told when its deadline passes, to stop what it started', async () => {
    let told: AbortSignal | undefined;
    const missed = withinDeadline('a stream of pages', 50, (expired) => {
      told = expired;
      return never();
    });
    watch(missed);
    await jest.advanceTimersByTimeAsync(49);
    expect(told?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(told?.aborted).toBe(true);
    await expect(missed).rejects.toBeInstanceOf(DeadlineMissed);
  });

  test('a failure of the work before the deadline is that failure, not a missed deadline', async () => {
    await expect(
      withinDeadline('a refused call', 1_000, () => Promise.reject(new Error('refused'))),
    ).rejects.toThrow('refused');
  });
});

// pollUntil waits between asks with node:timers/promises, which the fake clock does not drive:
// these waits are a few milliseconds of real time.
test('polls until the condition gives a value, and resolves it', async () => {
  let calls = 0;
  const value = await pollUntil('the third call', 1_000, () => (++calls === 3 ? 'third' : undefined), {
    intervalMs: 1,
  });
  expect(value).toBe('third');
  expect(calls).toBe(3);
});

test('polling stops at the deadline, and asks the condition no more', async () => {
  let calls = 0;
  await expect(
    pollUntil(
      'a condition that never holds',
      30,
      () => {
        calls += 1;
        return false;
      },
      { intervalMs: 5 },
    ),
  ).rejects.toThrow('a condition that never holds: not within 0 s');
  const after = calls;
  await sleep(20);
  expect(calls).toBe(after);
});
