import { setTimeout as sleep } from 'node:timers/promises';
import { admissionLimits, admissionQueue, QueueDeadlinePassed } from '#tools/dev-server/admission';

describe('the local server’s admission queue', () => {
  test('runs at most `concurrency` at once, the others in arrival order', async () => {
    const queue = admissionQueue({ concurrency: 2, queueDeadlineMs: 5_000 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        queue.run(async () => {
          running += 1;
          most = Math.max(most, running);
          order.push(index);
          await sleep(5);
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  test('a request without a turn within the deadline is refused; those after it still run', async () => {
    const queue = admissionQueue({ concurrency: 1, queueDeadlineMs: 20 });
    const long = queue.run(() => sleep(60));
    const refused = queue.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(QueueDeadlinePassed);
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
