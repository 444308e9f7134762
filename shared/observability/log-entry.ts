import type { LogLevel } from '#shared/telemetry-names/log-levels';

export type LogAttributes = Record<string, unknown>;

/** One entry, before a format turns it into the line written. */
export interface LogEntry {
  level: LogLevel;
  message: string;
  time: Date;
  /** The Lambda invocation's keys (function name, request id, cold start). */
  context: LogAttributes;
  /** The keys appended for the request, then the entry's own. */
  attributes: LogAttributes;
}

/** Turns an entry into the line written: JSON in Lambda, colours on a terminal. */
export type LogFormat = (entry: LogEntry) => string;
