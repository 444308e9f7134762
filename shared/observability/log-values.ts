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

/**
 * How much of a value one log entry holds (docs/observability.md, "Limits"):
 * a line stays far below CloudWatch Logs' 256 KB event, and writing it stays
 * cheap whatever was handed to the logger.
 */
export const LOG_ENTRY_LIMITS = {
  /** Characters of one string; a longer one keeps its first and last halves of this. */
  stringChars: 8 * 1024,
  /** Levels of nesting below the entry. */
  depth: 32,
  /** Characters of the entry's JSON: at most three bytes each in UTF-8. */
  entryChars: 64 * 1024,
} as const;

/** What a log line shows in place of a value it cannot, or will not, write whole. */
export const UNWRITTEN = {
  /** An object met again inside itself (a `cause` chain that loops, a parent link). */
  circular: '[Circular]',
  /** A value whose reading threw: a throwing getter or `toJSON`, a hostile Proxy. */
  unreadable: '[Unreadable]',
  tooDeep: '[Too deep]',
  /** What is left once the entry has used up its characters. */
  truncated: '[Truncated]',
} as const;

const FRAME_LOCATION = /\(([^()]*?):(\d+?):(\d+?)\)\\?$/;

function codeLocation(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  for (const frame of stack.split('\n')) {
    const match = FRAME_LOCATION.exec(frame);
    if (match) return `${match[1]}:${Number(match[2])}`;
  }
  return '';
}

/** A string cut to the limit in its middle: a message's start and a stack's frames both survive. */
function shortened(text: string): string {
  const kept = LOG_ENTRY_LIMITS.stringChars / 2;
  if (text.length <= 2 * kept) return text;
  return `${text.slice(0, kept)}…[${text.length - 2 * kept} characters omitted]…${text.slice(-kept)}`;
}

/** A property to write: its key, and how to read it (the read may throw). */
type Property = readonly [key: string, read: () => unknown];

const ERROR_FIELDS = new Set(['name', 'message', 'stack', 'cause']);

function ownProperties(value: object): Property[] {
  return Object.keys(value).map((key) => [key, () => (value as Record<string, unknown>)[key]]);
}

/** An error's {@link LoggedError} fields, then what it adds of its own (an SDK error's `$metadata`, a `code`). */
function errorProperties(error: Error): Property[] {
  return [
    ['name', () => error.name],
    ['location', () => codeLocation(error.stack)],
    ['message', () => error.message],
    ['stack', () => error.stack],
    ['cause', () => error.cause],
    ...ownProperties(error).filter(([key]) => !ERROR_FIELDS.has(key)),
  ];
}

const OMITTED = Symbol('omitted');
type Written = string | number | boolean | null | Written[] | { [key: string]: Written };

/**
 * Copies one entry into plain JSON, as `JSON.stringify` would write it
 * (`toJSON` applied; functions, symbols and `undefined` left out) but without
 * ever throwing: errors become {@link LoggedError}, big integers strings, an
 * object inside itself `[Circular]` (one merely met twice is written both
 * times), a value whose reading throws `[Unreadable]`; strings, depth and the
 * whole entry are bounded ({@link LOG_ENTRY_LIMITS}); credentials and
 * signatures are redacted (./redaction.ts), in errors too.
 */
class EntryCopy {
  #charsLeft: number = LOG_ENTRY_LIMITS.entryChars;
  readonly #ancestors = new Set<unknown>();

  /** Charges `chars` to the entry; false once it has none left for them. */
  #spend(chars: number): boolean {
    this.#charsLeft -= chars;
    return this.#charsLeft >= 0;
  }

  get #spent(): boolean {
    return this.#charsLeft < 0;
  }

  value(key: string, read: () => unknown, depth: number): Written | typeof OMITTED {
    try {
      return this.#copy(key, read(), depth);
    } catch {
      return this.#string(UNWRITTEN.unreadable);
    }
  }

  #copy(key: string, raw: unknown, depth: number): Written | typeof OMITTED {
    const original = raw;
    let value = raw;
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { toJSON?: unknown }).toJSON === 'function'
    )
      value = (value as { toJSON: (key: string) => unknown }).toJSON(key);
    if (typeof value === 'bigint') value = value.toString();
    value = redactSecrets(key, value);
    switch (typeof value) {
      case 'string':
        return this.#string(shortened(value));
      case 'number':
        return this.#primitive(Number.isFinite(value) ? value : null);
      case 'boolean':
        return this.#primitive(value);
      case 'object':
        if (value === null) return this.#primitive(null);
        if (depth >= LOG_ENTRY_LIMITS.depth) return this.#string(UNWRITTEN.tooDeep);
        if (this.#ancestors.has(original) || this.#ancestors.has(value))
          return this.#string(UNWRITTEN.circular);
        return this.#container(original, value, depth);
      default:
        return OMITTED;
    }
  }

  #string(text: string): string {
    return this.#spend(JSON.stringify(text).length) ? text : UNWRITTEN.truncated;
  }

  #primitive(value: number | boolean | null): Written {
    return this.#spend(String(value).length) ? value : UNWRITTEN.truncated;
  }

  #container(original: unknown, value: object, depth: number): Written {
    this.#ancestors.add(original).add(value);
    try {
      if (Array.isArray(value)) return this.#array(value, depth);
      return this.#object(value instanceof Error ? errorProperties(value) : ownProperties(value), depth);
    } finally {
      this.#ancestors.delete(original);
      this.#ancestors.delete(value);
    }
  }

  #array(items: unknown[], depth: number): Written[] {
    const copy: Written[] = [];
    this.#spend(2);
    for (let index = 0; index < items.length && !this.#spent; index++) {
      this.#spend(1);
      const item = this.value(String(index), () => items[index], depth + 1);
      copy.push(item === OMITTED ? null : item);
    }
    return copy;
  }

  #object(properties: Property[], depth: number): { [key: string]: Written } {
    const copy: { [key: string]: Written } = {};
    this.#spend(2);
    for (const [key, read] of properties) {
      const written = shortened(key);
      if (!this.#spend(JSON.stringify(written).length + 2)) break;
      const value = this.value(key, read, depth + 1);
      if (value !== OMITTED) copy[written] = value;
    }
    return copy;
  }
}

/** A log entry as plain, bounded, redacted JSON values; never throws (see {@link EntryCopy}). */
export function loggableEntry(entry: Record<string, unknown>): Record<string, unknown> {
  const copy = new EntryCopy().value('', () => entry, -1);
  return typeof copy === 'object' && copy !== null && !Array.isArray(copy) ? copy : {};
}
