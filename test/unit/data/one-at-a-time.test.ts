import { setTimeout as sleep } from 'node:timers/promises';
import { oneAtATime } from '#shared/data/one-at-a-time';

/** Work that records when it starts and ends, taking a while in between. */
function recorder() {
  const log: string[] = [];
  const work =
    (name: string, ms: number, fail = false) =>
    async () => {
      log.push(`start ${name}`);
      await sleep(ms);
      log.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name;
    };
  return { log, work };
}

test('calls with one key take turns, in call order', async () => {
  const { log, work } = recorder();
  const results = await Promise.all([
    oneAtATime('a', work('first', 20)),
    oneAtATime('a', work('second', 1)),
    oneAtATime('a', work('third', 5)),
  ]);
  expect(results).toEqual(['first', 'second', 'third']);
  expect(log).toEqual(['start first', 'end first', 'start second', 'end second', 'start third', 'end third']);
});

test('calls with other keys do not wait for each other', async () => {
  const { log, work } = recorder();
  await Promise.all([oneAtATime('x', work('x', 20)), oneAtATime('y', work('y', 1))]);
  expect(log).toEqual(['start x', 'start y', 'end y', 'end x']);
});

test('a failure reaches its own caller only, and the next call still runs', async () => {
  const { work } = recorder();
  const failed = oneAtATime('b', work('failing', 5, true));
  const next = oneAtATime('b', work('next', 1));
  await expect(failed).rejects.toThrow('failing');
  await expect(next).resolves.toBe('next');
});
