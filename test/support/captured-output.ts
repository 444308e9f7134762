/** What the process wrote to stdout and stderr while a capture ran, line by line. */
export interface CapturedOutput {
  lines(): string[];
  /** The lines that are JSON objects (log entries, EMF records), parsed. */
  records(): Record<string, unknown>[];
  restore(): void;
}

/**
 * Captures stdout and stderr, where the logger and the metrics write (each
 * through a Console bound to these streams), until `restore`.
 */
export function captureOutput(): CapturedOutput {
  const writes = { stdout: process.stdout.write, stderr: process.stderr.write };
  const chunks: string[] = [];
  const capture = ((chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  }) as typeof process.stdout.write;
  process.stdout.write = capture;
  process.stderr.write = capture;
  const lines = () => chunks.join('').split('\n').filter(Boolean);
  return {
    lines,
    records: () =>
      lines()
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => {
      process.stdout.write = writes.stdout;
      process.stderr.write = writes.stderr;
    },
  };
}
