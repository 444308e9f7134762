/**
 * JSON text to a value, with the line and column of a syntax error. V8's
 * JSON.parse messages do not always carry a position ("Unexpected token '}',
 * ... is not valid JSON"), so the position is found by a small scanner that
 * follows the JSON grammar and runs only once parsing has failed.
 */

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL = /true|false|null/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

class SyntaxErrorAt {
  constructor(readonly offset: number) {}
}

class Scanner {
  private pos = 0;

  constructor(private readonly text: string) {}

  /** Offset of the first character that breaks the grammar, or undefined when the text is valid JSON. */
  firstError(): number | undefined {
    try {
      this.value();
      this.whitespace();
      if (this.pos < this.text.length) throw new SyntaxErrorAt(this.pos);
      return undefined;
    } catch (error) {
      if (error instanceof SyntaxErrorAt) return error.offset;
      throw error;
    }
  }

  private value(): void {
    this.whitespace();
    const char = this.text[this.pos];
    if (char === '{') this.members('}', () => this.member());
    else if (char === '[') this.members(']', () => this.value());
    else if (char === '"') this.string();
    else this.token(char === 't' || char === 'f' || char === 'n' ? LITERAL : NUMBER);
  }

  /** Object members or array elements, after the opening bracket, up to and including `close`. */
  private members(close: string, item: () => void): void {
    this.pos++;
    this.whitespace();
    if (this.text[this.pos] === close) {
      this.pos++;
      return;
    }
    for (;;) {
      item();
      this.whitespace();
      const char = this.text[this.pos];
      if (char === close) {
        this.pos++;
        return;
      }
      if (char !== ',') throw new SyntaxErrorAt(this.pos);
      this.pos++;
    }
  }

  private member(): void {
    this.whitespace();
    if (this.text[this.pos] !== '"') throw new SyntaxErrorAt(this.pos);
    this.string();
    this.whitespace();
    if (this.text[this.pos] !== ':') throw new SyntaxErrorAt(this.pos);
    this.pos++;
    this.value();
  }

  private string(): void {
    this.pos++;
    for (;;) {
      const char = this.text[this.pos];
      if (char === undefined || char < ' ') throw new SyntaxErrorAt(this.pos);
      if (char === '"') {
        this.pos++;
        return;
      }
      if (char === '\\') this.token(ESCAPE);
      else this.pos++;
    }
  }

  private token(pattern: RegExp): void {
    pattern.lastIndex = this.pos;
    if (!pattern.test(this.text)) throw new SyntaxErrorAt(this.pos);
    this.pos = pattern.lastIndex;
  }

  private whitespace(): void {
    while (' \t\n\r'.includes(this.text[this.pos] ?? 'x')) this.pos++;
  }
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

export type JsonTextResult = { ok: true; value: unknown } | { ok: false; error: string };

/** Parses JSON text; a leading byte-order mark is allowed, as editors on some systems write one. */
export function parseJsonText(text: string): JsonTextResult {
  const json = text.startsWith('\uFEFF') ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(json) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const offset = new Scanner(json).firstError() ?? 0;
    const { line, column } = lineAndColumn(json, offset);
    return {
      ok: false,
      error: `invalid JSON at line ${line}, column ${column} (position ${offset}): ${reason}`,
    };
  }
}
