import { jest } from '@jest/globals';
import { admissionLimits, admissionQueue, QueueDeadlinePassed } from '#tools/dev-server/admission';
import { localFunctionTimeoutMs, localLambdaContext } from '#tools/dev-server/lambda-context';

/** A wait on the global timers, which the fake clock drives (node:timers/promises' are not faked). */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// On a fake clock: a deadline of seconds takes none, and when it passes is exact.
describe('the local server’s admission queue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('runs at most `concurrency` at once, the others in arrival order', async () => {
    const queue = admissionQueue({ concurrency: 2, queueDeadlineMs: 5_000 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const all = Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        queue.run(async () => {
          running += 1;
          most = Math.max(most, running);
          order.push(index);
          await sleep(100);
          running -= 1;
        }),
      ),
    );
    expect(queue.load()).toEqual({ running: 2, waiting: 5 });
    await jest.advanceTimersByTimeAsync(400);
    await all;
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  test('callers take turns: a caller with many waiting makes another wait for one of its requests, not all', async () => {
    const queue = admissionQueue({ concurrency: 1, queueDeadlineMs: 5_000 });
    const order: string[] = [];
    const request = (caller: string, index: number) =>
      queue.run(async () => {
        order.push(`${caller}${index}`);
        await sleep(100);
      }, caller);
    const flood = Array.from({ length: 6 }, (_, index) => request('flooder', index));
    const others = [request('neighbour', 0), request('driver', 0), request('neighbour', 1)];
    expect(queue.load()).toEqual({ running: 1, waiting: 8 });
    await jest.advanceTimersByTimeAsync(1_000);
    await Promise.all([...flood, ...others]);
    expect(order).toEqual([
      'flooder0',
      'flooder1',
      'neighbour0',
      'driver0',
      'flooder2',
      'neighbour1',
      'flooder3',
      'flooder4',
      'flooder5',
    ]);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  test('a request without a turn within the deadline is refused at it, not before; those after it still run', async () => {
    const queue = admissionQueue({ concurrency: 1, queueDeadlineMs: 1_000 });
    const long = queue.run(() => sleep(3_000));
    const refused = queue.run(async () => 'never');
    const outcome = refused.then(
      () => 'served',
      (error: unknown) => error,
    );
    await jest.advanceTimersByTimeAsync(999);
    expect(queue.load()).toEqual({ running: 1, waiting: 1 });
    await jest.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(QueueDeadlinePassed);
    await jest.advanceTimersByTimeAsync(2_000);
    await long;
    await expect(queue.run(async () => 'served')).resolves.toBe('served');
  });

  test('a failing request frees its turn', async () => {
    const queue = admissionQueue({ concurrency: 1, queueDeadlineMs: 1_000 });
    await expect(queue.run(() => Promise.reject(new Error('store gone')))).rejects.toThrow('store gone');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  test('limits from the environment, else sized to the machine; nonsense is refused, naming the variable', () => {
    expect(admissionLimits({ TMS_LOCAL_CONCURRENCY: '3', TMS_LOCAL_QUEUE_DEADLINE_MS: '500' })).toEqual({
      concurrency: 3,
      queueDeadlineMs: 500,
    });
    expect(admissionLimits({}).concurrency).toBeGreaterThanOrEqual(4);
    expect(() => admissionLimits({ TMS_LOCAL_CONCURRENCY: '0' })).toThrow(/TMS_LOCAL_CONCURRENCY/);
    expect(() => admissionLimits({ TMS_LOCAL_CONCURRENCY: 'many' })).toThrow(/TMS_LOCAL_CONCURRENCY/);
  });
});

describe("a local function's time", () => {
  test("API Gateway's 29 s unless the setting gives another; nonsense is refused, naming it", () => {
    expect(localFunctionTimeoutMs({})).toBe(29_000);
    expect(localFunctionTimeoutMs({ TMS_LOCAL_FUNCTION_TIMEOUT_MS: '150000' })).toBe(150_000);
    expect(() => localFunctionTimeoutMs({ TMS_LOCAL_FUNCTION_TIMEOUT_MS: '2m' })).toThrow(
      'TMS_LOCAL_FUNCTION_TIMEOUT_MS must be a positive integer, not "2m".',
    );
  });

  test("a handler's context counts down from the setting", () => {
    process.env.TMS_LOCAL_FUNCTION_TIMEOUT_MS = '150000';
    try {
      const remaining = localLambdaContext('getShipment', 'request-1').getRemainingTimeInMillis();
      expect(remaining).toBeGreaterThan(29_000);
      expect(remaining).toBeLessThanOrEqual(150_000);
    } finally {
      delete process.env.TMS_LOCAL_FUNCTION_TIMEOUT_MS;
    }
  });
});
