import { styleText } from 'node:util';
import { LogFormatter, Logger, LogItem } from '@aws-lambda-powertools/logger';
import type {
  ConstructorOptions,
  LogAttributes,
  UnformattedAttributes,
} from '@aws-lambda-powertools/logger/types';

type Style = Parameters<typeof styleText>[0];

const LEVEL_STYLES: Record<string, Style> = {
  TRACE: 'gray',
  DEBUG: 'gray',
  INFO: 'green',
  WARN: 'yellow',
  ERROR: 'red',
  CRITICAL: ['red', 'bold'],
};

/**
 * Keeps what a developer reads at a terminal: the time of day, level, message
 * and the keys the service added (route, requestId, status, ...). The Lambda
 * context fields of the JSON lines (ARN, memory size, sampling rate) say
 * nothing about a local run.
 */
export class TerminalLogFormatter extends LogFormatter {
  override formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    const time = attributes.timestamp.toTimeString().slice(0, 8);
    const millis = String(attributes.timestamp.getMilliseconds()).padStart(3, '0');
    return new LogItem({
      attributes: { time: `${time}.${millis}`, level: attributes.logLevel, message: attributes.message },
    }).addAttributes(additional);
  }
}

const renderValue = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** A formatted error (Powertools' `formatError`): name, message and stack. */
interface FormattedError {
  message?: unknown;
  stack?: unknown;
}

const isFormattedError = (value: unknown): value is FormattedError =>
  typeof value === 'object' && value !== null && 'stack' in value;

/**
 * One log entry, as already redacted plain JSON, drawn as a terminal line:
 * time, level, message, the other keys as `key=value`, and an error's stack
 * indented below.
 */
export function terminalLine(entry: Record<string, unknown>): string {
  const { time, level, message, error, ...fields } = entry;
  const levelName = String(level);
  const keys = Object.entries(error === undefined || isFormattedError(error) ? fields : { ...fields, error })
    .map(([key, value]) => `${styleText('dim', `${key}=`)}${renderValue(value)}`)
    .join(' ');
  const head = [
    styleText('dim', String(time)),
    styleText(LEVEL_STYLES[levelName] ?? 'white', levelName.padEnd(5)),
    String(message ?? ''),
    keys,
  ]
    .filter(Boolean)
    .join('  ');
  if (!isFormattedError(error)) return head;
  const stack = String(error.stack ?? error.message).split('\n');
  return `${head}\n${styleText('red', stack.map((frame) => `    ${frame}`).join('\n'))}`;
}

/**
 * The service's logger when it runs at a terminal: one readable line per entry,
 * `12:00:01.234 INFO   request completed  route=GET /shipments status=200`.
 *
 * Powertools writes whatever a formatter returns as JSON, so the line is drawn
 * here, at print time. Values still pass through the logger's JSON replacer
 * first: redaction and error formatting are those of the JSON lines.
 */
export class TerminalLogger extends Logger {
  protected override printLog(_logLevel: number, log: LogItem): void {
    log.prepareForPrint();
    const entry = JSON.parse(JSON.stringify(log.getAttributes(), this.getJsonReplacer())) as Record<
      string,
      unknown
    >;
    process.stdout.write(`${terminalLine(entry)}\n`);
  }

  protected override createLogger(options?: ConstructorOptions): Logger {
    return new TerminalLogger(options);
  }
}
