import { AsyncLocalStorage } from 'node:async_hooks';
import { config } from '#shared/config';
import { LOG_LEVEL_SEVERITY, type LogLevel } from '#shared/telemetry-names/log-levels';
import type { LogAttributes, LogFormat } from './log-entry';
import { loggableEntry } from './log-values';
import { terminalFormat } from './terminal-format';
import { tracer } from './tracer';

export type { LogAttributes, LogEntry, LogFormat } from './log-entry';

/** The keys one invocation puts on its lines: the Lambda context, then those appended for the request. */
interface LogKeys {
  context: LogAttributes;
  keys: LogAttributes;
}

/**
 * A structured logger: one entry per line, written to stdout in the format
 * given, with the keys appended to it (a request's id and route) on every
 * entry until they are reset. The keys belong to the invocation under way
 * (`withOwnKeys`), followed through its asynchronous work: concurrent
 * invocations in one process (the local server) each write their own.
 */
export class Logger {
  #severity: number;
  /** The keys of lines written outside any invocation (a tool, a worker's loop). */
  readonly #outside: LogKeys = { context: {}, keys: {} };
  readonly #ofInvocation = new AsyncLocalStorage<LogKeys>();

  constructor(
    private readonly format: LogFormat,
    level: LogLevel,
  ) {
    this.#severity = LOG_LEVEL_SEVERITY[level];
  }

  setLogLevel(level: LogLevel): void {
    this.#severity = LOG_LEVEL_SEVERITY[level];
  }

  /** Runs one invocation with keys of its own, which end with it. */
  withOwnKeys<T>(invocation: () => T): T {
    return this.#ofInvocation.run({ context: {}, keys: {} }, invocation);
  }

  get #current(): LogKeys {
    return this.#ofInvocation.getStore() ?? this.#outside;
  }

  /** The Lambda context keys of the invocation under way. */
  addContext(context: LogAttributes): void {
    this.#current.context = context;
  }

  appendKeys(keys: LogAttributes): void {
    Object.assign(this.#current.keys, keys);
  }

  /** Drops the context and the appended keys: an invocation's keys end with it. */
  resetKeys(): void {
    this.#current.context = {};
    this.#current.keys = {};
  }

  debug(message: string, attributes?: LogAttributes): void {
    this.#write('DEBUG', message, attributes);
  }

  info(message: string, attributes?: LogAttributes): void {
    this.#write('INFO', message, attributes);
  }

  warn(message: string, attributes?: LogAttributes): void {
    this.#write('WARN', message, attributes);
  }

  error(message: string, attributes?: LogAttributes): void {
    this.#write('ERROR', message, attributes);
  }

  #write(level: LogLevel, message: string, attributes?: LogAttributes): void {
    if (LOG_LEVEL_SEVERITY[level] < this.#severity) return;
    const entry = {
      level,
      message,
      time: new Date(),
      context: this.#current.context,
      attributes: { ...this.#current.keys, ...attributes },
    };
    process.stdout.write(`${this.format(entry)}\n`);
  }
}

/**
 * The JSON line CloudWatch Logs stores: the keys of Powertools' logger
 * (`level`, `message`, `timestamp`, `service`, `xray_trace_id`, the Lambda
 * context), so that log queries and Logs Insights' field discovery read it
 * alike; credentials and presigned URL signatures redacted, and whatever the
 * values, written without throwing and bounded (./log-values.ts).
 */
export const jsonLine: LogFormat = ({ level, message, time, context, attributes }) =>
  JSON.stringify(
    loggableEntry({
      level,
      message,
      timestamp: time.toISOString(),
      service: config.serviceName,
      xray_trace_id: tracer.getRootXrayTraceId(),
      ...context,
      ...attributes,
    }),
  );

/**
 * The one logger of the service. In Lambda, and wherever output is piped or
 * collected, it writes one JSON object per line; run locally at a terminal, it
 * draws the same entries as readable lines. Each request appends its request
 * id and route (shared/http/middleware/request-logging.ts), under keys of its
 * own (`withOwnKeys`, from ./lambda-middlewares.ts).
 */
export const logger = new Logger(
  process.stdout.isTTY && !config.inLambda ? terminalFormat : jsonLine,
  config.logLevel,
);
