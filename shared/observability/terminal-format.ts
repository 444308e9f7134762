import { styleText } from 'node:util';
import type { LogFormat } from './log-entry';
import { type LoggedError, loggableEntry } from './log-values';

type Style = Parameters<typeof styleText>[0];

const LEVEL_STYLES: Record<string, Style> = {
  TRACE: 'gray',
  DEBUG: 'gray',
  INFO: 'green',
  WARN: 'yellow',
  ERROR: 'red',
  CRITICAL: ['red', 'bold'],
  FATAL: ['red', 'bold'],
};

const renderValue = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

const isFormattedError = (value: unknown): value is Partial<LoggedError> =>
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
 * How the service logs at a terminal: one readable line per entry,
 * `12:00:01.234  INFO   request completed  route=GET /shipments status=200`.
 * It keeps what a developer reads there: the time of day, level, message and
 * the keys the service added (route, requestId, status, ...); the Lambda
 * context says nothing about a local run. Values are copied as for the JSON
 * lines first: redaction, error formatting and limits are theirs.
 */
export const terminalFormat: LogFormat = ({ level, message, time, attributes }) => {
  const millis = String(time.getMilliseconds()).padStart(3, '0');
  const entry = { time: `${time.toTimeString().slice(0, 8)}.${millis}`, level, message, ...attributes };
  return terminalLine(loggableEntry(entry));
};
