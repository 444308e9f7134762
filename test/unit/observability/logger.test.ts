import { jsonLine, Logger } from '#shared/observability/logger';
import { captureOutput } from '../../support/captured-output';

/** The entries a logger at `level` writes while `log` runs, parsed. */
function written(level: ConstructorParameters<typeof Logger>[1], log: (logger: Logger) => void) {
  const logger = new Logger(jsonLine, level);
  const output = captureOutput();
  try {
    log(logger);
  } finally {
    output.restore();
  }
  return output.records();
}

test('a JSON line has the keys of Powertools: level, message, timestamp, service, the Lambda context, then the keys added', () => {
  const [line] = written('INFO', (logger) => {
    logger.addContext({
      function_name: 'tms-dev-api-GetShipment',
      function_request_id: 'inv-1',
      cold_start: true,
    });
    logger.appendKeys({ requestId: 'req-1', route: 'GET /shipments/{shipmentId}' });
    logger.info('request completed', { status: 200 });
  });
  expect(line).toEqual({
    level: 'INFO',
    message: 'request completed',
    timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    service: 'tms-api',
    function_name: 'tms-dev-api-GetShipment',
    function_request_id: 'inv-1',
    cold_start: true,
    requestId: 'req-1',
    route: 'GET /shipments/{shipmentId}',
    status: 200,
  });
  expect(Object.keys(line ?? {}).slice(0, 4)).toEqual(['level', 'message', 'timestamp', 'service']);
});

test('entries below the level are not written; SILENT writes none', () => {
  const levels = (level: ConstructorParameters<typeof Logger>[1]) =>
    written(level, (logger) => {
      logger.debug('d');
      logger.info('i');
      logger.warn('w');
      logger.error('e');
    }).map((line) => line.level);
  expect(levels('DEBUG')).toEqual(['DEBUG', 'INFO', 'WARN', 'ERROR']);
  expect(levels('INFO')).toEqual(['INFO', 'WARN', 'ERROR']);
  expect(levels('ERROR')).toEqual(['ERROR']);
  expect(levels('SILENT')).toEqual([]);
});

test('an error is written with its name, location, message, stack, cause and own fields', () => {
  const cause = new Error('socket hang up');
  const error = Object.assign(new Error('download failed', { cause }), { code: 'ECONNRESET' });
  const [line] = written('INFO', (logger) => logger.error('request failed', { error }));
  expect(line?.error).toEqual({
    name: 'Error',
    location: expect.stringMatching(/logger\.test\.ts:\d+$/),
    message: 'download failed',
    stack: expect.stringContaining('Error: download failed'),
    cause: expect.objectContaining({ name: 'Error', message: 'socket hang up' }),
    code: 'ECONNRESET',
  });
});

test('reset drops the context and the keys added; the next entry has only its own', () => {
  const [, after] = written('INFO', (logger) => {
    logger.addContext({ function_name: 'f' });
    logger.appendKeys({ requestId: 'req-1' });
    logger.info('during');
    logger.resetKeys();
    logger.info('after', { status: 200 });
  });
  expect(after).not.toHaveProperty('function_name');
  expect(after).not.toHaveProperty('requestId');
  expect(after).toMatchObject({ message: 'after', status: 200 });
});

test('a value JSON cannot write is written anyway: a big integer as a string, an object inside itself as [Circular]', () => {
  const circular: Record<string, unknown> = { name: 'loop' };
  circular.self = circular;
  const error = Object.assign(new Error('failed'), { $response: circular });
  const [line] = written('INFO', (logger) =>
    logger.error('request failed', { size: 10n ** 20n, circular, error }),
  );
  expect(line).toMatchObject({
    size: '100000000000000000000',
    circular: { name: 'loop', self: '[Circular]' },
    // Met again but not inside itself: written in full.
    error: { message: 'failed', $response: { name: 'loop', self: '[Circular]' } },
  });
});
