import { stripVTControlCharacters } from 'node:util';
import { Logger } from '#shared/observability/logger';
import { terminalFormat, terminalLine } from '#shared/observability/terminal-format';
import { captureOutput } from '../../support/captured-output';

const plain = (line: string) => stripVTControlCharacters(line);

describe('terminalLine', () => {
  test('time, level, message, then the other keys', () => {
    const line = terminalLine({
      time: '12:00:01.234',
      level: 'INFO',
      message: 'request completed',
      route: 'GET /shipments',
      status: 200,
    });
    expect(plain(line)).toBe('12:00:01.234  INFO   request completed  route=GET /shipments status=200');
  });

  test("an error's stack goes below the line", () => {
    const line = terminalLine({
      time: '12:00:01.234',
      level: 'ERROR',
      message: 'request failed',
      error: { name: 'Error', message: 'boom', stack: 'Error: boom\n    at run (file.ts:1:1)' },
    });
    expect(plain(line).split('\n')).toEqual([
      '12:00:01.234  ERROR  request failed',
      '    Error: boom',
      '        at run (file.ts:1:1)',
    ]);
  });
});

describe('terminalFormat', () => {
  test('draws readable lines with the same redaction as the JSON lines, without the Lambda context', () => {
    const logger = new Logger(terminalFormat, 'INFO');
    const output = captureOutput();
    try {
      logger.addContext({ function_name: 'tms-dev-api-GetImages', cold_start: true });
      logger.appendKeys({ route: 'GET /images' });
      logger.info('signed', { url: 'https://b.s3/x?X-Amz-Signature=deadbeef', authorization: 'Bearer t' });
    } finally {
      output.restore();
    }
    const [line] = output.lines().map(plain);
    expect(line).toMatch(/^\d\d:\d\d:\d\d\.\d{3} {2}INFO {3}signed {2}route=GET \/images url=\S+$/);
    expect(line).toContain('X-Amz-Signature=REDACTED');
    expect(line).not.toMatch(/deadbeef|Bearer/);
  });
});
