import { withinDeadline } from '#tools/deadline';
import { figureOrFailure } from '../../../bench/support/report';

const row = { section: 'events', figure: 'webhook latency', target: 'p99 < 2000 ms' };

test('a figure measured in time is its row, with its verdict', async () => {
  const { figures, row: measured } = await figureOrFailure(row, async () => ({
    figures: { p99: 12 },
    measured: '12 ms',
    pass: true,
  }));
  expect(figures).toEqual({ p99: 12 });
  expect(measured).toEqual({ ...row, measured: '12 ms', pass: true });
});

test('a missed deadline fails that figure alone, its cause as what was measured', async () => {
  const { figures, row: failed } = await figureOrFailure(row, () =>
    withinDeadline('the webhook of version 7', 20, () => new Promise<never>(() => {}), {
      explain: async () => 'delivery recorded failed after 3 attempt(s), the last: no answer',
    }),
  );
  const cause =
    'the webhook of version 7: not within 0 s; delivery recorded failed after 3 attempt(s), the last: no answer';
  expect(figures).toEqual({ failed: cause });
  expect(failed).toEqual({ ...row, measured: cause, pass: false });
});

test('a figure without a target gets one when it fails: a failure is never a row without a verdict', async () => {
  const { row: failed } = await figureOrFailure({ section: 'events', figure: 'throughput' }, () =>
    Promise.reject(new Error('connect ETIMEDOUT')),
  );
  expect(failed).toMatchObject({ measured: 'connect ETIMEDOUT', target: expect.any(String), pass: false });
});
