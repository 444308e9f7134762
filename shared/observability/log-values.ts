import { redactSecrets } from './redaction';

/** An error as a log line shows it: the fields Powertools' formatter gives, so log queries read either. */
export interface LoggedError {
  name: string;
  /** `file:line` of the innermost frame with a location. */
  location: string;
  message: string;
  stack?: string;
  cause?: unknown;
  [key: string]: unknown;
}

const FRAME_LOCATION = /\(([^()]*?):(\d+?):(\d+?)\)\\?$/;

function codeLocation(stack: string | undefined): string {
  for (const frame of stack?.split('\n') ?? []) {
    const match = FRAME_LOCATION.exec(frame);
    if (match) return `${match[1]}:${Number(match[2])}`;
  }
  return '';
}

export function formatError(error: Error): LoggedError {
  // The rest keeps what the error adds of its own (an SDK error's `$metadata`, a `code`).
  const { name, message, stack, cause, ...own } = error as Error & Record<string, unknown>;
  return {
    name,
    location: codeLocation(stack),
    message,
    stack,
    cause: cause instanceof Error ? formatError(cause) : cause,
    ...own,
  };
}

/**
 * A JSON replacer for one log line: called for every key and value, nested
 * ones included, it writes errors as {@link LoggedError}, big integers as
 * strings and an object met again as `[Circular]` (a log call must never
 * throw), and redacts credentials and signatures (./redaction.ts), in the
 * formatted errors too.
 */
export function logReplacer(): (key: string, value: unknown) => unknown {
  const seen = new WeakSet<object>();
  return (key, value) => {
    if (typeof value === 'bigint') return value.toString();
    const shown = value instanceof Error ? formatError(value) : value;
    if (typeof shown === 'object' && shown !== null) {
      if (seen.has(shown)) return '[Circular]';
      seen.add(shown);
    }
    return redactSecrets(key, shown);
  };
}
