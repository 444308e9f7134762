import { logger } from '#shared/observability/logger';
import { captureOutput } from '../../support/captured-output';
import { HUGE_MESSAGE, UNUSUAL_FAILURES } from '../../support/unusual-failures';

/** What the service logger writes while `log` runs: the raw lines, and each parsed. */
function written(log: () => void) {
  const output = captureOutput();
  logger.setLogLevel('INFO');
  try {
    log();
  } finally {
    logger.setLogLevel('SILENT');
    output.restore();
  }
  return { lines: output.lines(), records: output.records() };
}

/** CloudWatch Logs' largest event is 256 KB; a line stays well under it. */
const LINE_BYTES_AT_MOST = 200 * 1024;

describe('logging never throws, whatever the value, and writes exactly one bounded line', () => {
  test.each(UNUSUAL_FAILURES)('%s', (_, failure) => {
    const { lines, records } = written(() =>
      logger.error('request failed', { status: 500, error: failure() }),
    );
    expect(lines).toHaveLength(1);
    expect(records[0]).toMatchObject({ level: 'ERROR', message: 'request failed', status: 500 });
    expect(Buffer.byteLength(lines[0] ?? '')).toBeLessThan(LINE_BYTES_AT_MOST);
  });
});

test('a cause chain that loops is written until the loop closes, then marked [Circular]', () => {
  const a = new Error('a');
  a.cause = new Error('b', { cause: a });
  const self = new Error('self');
  self.cause = self;
  const { records } = written(() => logger.error('request failed', { a, self }));
  expect(records[0]).toMatchObject({
    a: { message: 'a', cause: { message: 'b', cause: '[Circular]' } },
    self: { message: 'self', cause: '[Circular]' },
  });
});

test('a huge message keeps its start and its end, and the stack its frames', () => {
  const { records } = written(() => logger.error('request failed', { error: new Error(HUGE_MESSAGE) }));
  const error = records[0]?.error as { message: string; stack: string; location: string };
  expect(error.message.length).toBeLessThan(10_000);
  expect(error.message).toMatch(/^huge-start x+…\[\d+ characters omitted\]…x+ huge-end$/);
  expect(error.stack).toMatch(/ characters omitted\]…[\s\S]*\n {4}at .*unusual-values\.test\.ts/);
  expect(error.location).toMatch(/unusual-values\.test\.ts:\d+$/);
});

test('a value that cannot be read is written as [Unreadable], and the rest of its object still is', () => {
  const getterFails = new Error('getter');
  Object.defineProperty(getterFails, 'message', {
    get() {
      throw new Error('no message');
    },
  });
  const { records } = written(() =>
    logger.error('request failed', {
      getterFails,
      partial: {
        ok: 1,
        get broken(): string {
          throw new Error('no');
        },
      },
      refusesJson: {
        toJSON() {
          throw new Error('no');
        },
      },
    }),
  );
  expect(records[0]).toMatchObject({
    getterFails: { name: 'Error', message: '[Unreadable]', location: expect.any(String) },
    partial: { ok: 1, broken: '[Unreadable]' },
    refusesJson: '[Unreadable]',
  });
});

test('an object referenced twice, without a cycle, is written in full both times', () => {
  const shipment = { id: 'S-1', stops: [{ city: 'Lyon' }] };
  const error = Object.assign(new Error('failed'), { shipment });
  const { records } = written(() =>
    logger.error('request failed', { first: shipment, second: shipment, error }),
  );
  expect(records[0]).toMatchObject({ first: shipment, second: shipment, error: { shipment } });
  expect(JSON.stringify(records[0])).not.toContain('[Circular]');
});

test('an entry too large as a whole is cut short, still one line of JSON', () => {
  const pages = Array.from({ length: 1_000 }, (_, page) => ({ page, text: 'y'.repeat(5_000) }));
  const { lines, records } = written(() => logger.info('many pages', { pages }));
  expect(lines).toHaveLength(1);
  expect(Buffer.byteLength(lines[0] ?? '')).toBeLessThan(LINE_BYTES_AT_MOST);
  expect(records[0]).toMatchObject({ level: 'INFO', message: 'many pages' });
  expect(JSON.stringify(records[0]?.pages)).toContain('[Truncated]');
});

test('an object shared at every level of a deep graph costs a bounded line, not one per path', () => {
  let shared: Record<string, unknown> = { leaf: true };
  for (let level = 0; level < 40; level++) shared = { left: shared, right: shared };
  const started = performance.now();
  const { lines } = written(() => logger.info('graph', { shared }));
  expect(performance.now() - started).toBeLessThan(2_000);
  expect(Buffer.byteLength(lines[0] ?? '')).toBeLessThan(LINE_BYTES_AT_MOST);
});
