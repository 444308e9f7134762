import { ConcurrentUpdateError } from '#shared/data/errors';
import { retryOnConflict } from '#shared/data/retry-on-conflict';

const exhausted = () => new Error('gave up');

test('a lost race is tried again, on a fresh attempt, until one wins', async () => {
  let made = 0;
  const result = await retryOnConflict(
    3,
    async () => {
      made += 1;
      if (made < 3) throw new ConcurrentUpdateError();
      return 'stored';
    },
    exhausted,
  );
  expect([result, made]).toEqual(['stored', 3]);
});

test('after the last attempt, the error the caller chose', async () => {
  let made = 0;
  const attempt = async () => {
    made += 1;
    throw new ConcurrentUpdateError();
  };
  await expect(retryOnConflict(3, attempt, exhausted)).rejects.toThrow('gave up');
  expect(made).toBe(3);
});

test('one attempt only: the first lost race ends it (a client that named its version)', async () => {
  await expect(
    retryOnConflict(1, () => Promise.reject(new ConcurrentUpdateError()), exhausted),
  ).rejects.toThrow('gave up');
});

test('any other failure is not retried', async () => {
  let made = 0;
  const attempt = async () => {
    made += 1;
    throw new TypeError('refused');
  };
  await expect(retryOnConflict(3, attempt, exhausted)).rejects.toBeInstanceOf(TypeError);
  expect(made).toBe(1);
});
