import { setTimeout as sleep } from 'node:timers/promises';
import { DeadlineMissed, pollUntil, withinDeadline } from '#tools/deadline';

test('resolves what the work resolves when it ends in time', async () => {
  await expect(withinDeadline('a quick answer', 1_000, async () => 'answered')).resolves.toBe('answered');
});

test('a wait that never ends fails at its deadline, naming what did not come', async () => {
  const started = Date.now();
  const missed = withinDeadline('the webhook of version 7', 100, () => new Promise<never>(() => {}));
  await expect(missed).rejects.toThrow(new DeadlineMissed('the webhook of version 7', 100, undefined));
  await expect(missed).rejects.toThrow('the webhook of version 7: not within 0.1 s');
  expect(Date.now() - started).toBeLessThan(1_000);
});

test('the cause, asked once the deadline has passed, is part of the failure', async () => {
  let asked = 0;
  const missed = withinDeadline('version 7', 50, () => new Promise<never>(() => {}), {
    explain: async () => {
      asked += 1;
      return 'delivery recorded failed after 3 attempt(s)';
    },
  });
  await expect(missed).rejects.toMatchObject({
    what: 'version 7',
    withinMs: 50,
    why: 'delivery recorded failed after 3 attempt(s)',
    message: 'version 7: not within 0.1 s; delivery recorded failed after 3 attempt(s)',
  });
  expect(asked).toBe(1);
});

test('a cause that cannot be found out (the store not answering either) is said to be unknown', async () => {
  const failing = withinDeadline('version 7', 20, () => new Promise<never>(() => {}), {
    explain: () => Promise.reject(new Error('connect ETIMEDOUT')),
  });
  await expect(failing).rejects.toThrow('version 7: not within 0 s; why is unknown (connect ETIMEDOUT)');
});

test('an explanation that hangs is given up on after a few seconds', async () => {
  const started = Date.now();
  const hanging = withinDeadline('version 7', 20, () => new Promise<never>(() => {}), {
    explain: () => new Promise<never>(() => {}),
  });
  await expect(hanging).rejects.toThrow(/why is unknown \(finding out why: not within 5 s\)/);
  expect(Date.now() - started).toBeLessThan(7_000);
}, 10_000);

test('the work is told when its deadline passes, to stop what it started', async () => {
  let stopped = false;
  await expect(
    withinDeadline('a stream of pages', 50, async (expired) => {
      await sleep(10_000, undefined, { signal: expired }).catch(() => {
        stopped = true;
      });
      return 'too late';
    }),
  ).rejects.toBeInstanceOf(DeadlineMissed);
  await sleep(0);
  expect(stopped).toBe(true);
});

test('a failure of the work before the deadline is that failure, not a missed deadline', async () => {
  await expect(
    withinDeadline('a refused call', 1_000, () => Promise.reject(new Error('refused'))),
  ).rejects.toThrow('refused');
});

test('polls until the condition gives a value, and resolves it', async () => {
  let calls = 0;
  const value = await pollUntil('the third call', 1_000, () => (++calls === 3 ? 'third' : undefined), {
    intervalMs: 5,
  });
  expect(value).toBe('third');
  expect(calls).toBe(3);
});

test('polling stops at the deadline, and asks the condition no more', async () => {
  let calls = 0;
  await expect(
    pollUntil(
      'a condition that never holds',
      60,
      () => {
        calls += 1;
        return false;
      },
      { intervalMs: 10 },
    ),
  ).rejects.toThrow('a condition that never holds: not within 0.1 s');
  const after = calls;
  await sleep(50);
  expect(calls).toBe(after);
});
