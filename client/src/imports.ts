import type { BodyOf, CallOptions, ResponseOf } from './types.js';

/** An import as `GET /imports/{id}` reports it: its status, counts per list and refusals. */
export type ImportReport = ResponseOf<'getImport'>;

/** How long and how often `imports.wait` and `imports.watch` poll an import. */
export interface ImportWaitOptions {
  /** How long to wait for the import to end before rejecting with `ImportWaitTimeout`. @default 900000 (15 minutes) */
  timeoutMs?: number;
  /** The first wait between two polls; it doubles while nothing changes, up to `maxIntervalMs`. @default 500 */
  intervalMs?: number;
  /** The longest wait between two polls. @default 10000 */
  maxIntervalMs?: number;
  signal?: AbortSignal | undefined;
}

/** The import had not ended when the wait ran out; `last` is how it stood at the last poll. */
export class ImportWaitTimeout extends Error {
  override readonly name = 'ImportWaitTimeout';
  constructor(readonly last: ImportReport) {
    super(`Import ${last.id} is still ${last.status} after the time given to wait for it.`);
  }
}

const DEFAULTS = { timeoutMs: 15 * 60_000, intervalMs: 500, maxIntervalMs: 10_000 };

/** The statuses an import ends in. */
const isSettled = (report: ImportReport) => report.status === 'completed' || report.status === 'failed';

/** Whether two polls report the same progress: the same status and counts. */
const sameProgress = (a: ImportReport, b: ImportReport) =>
  a.status === b.status && JSON.stringify(a.counts) === JSON.stringify(b.counts);

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** What the import calls send: the client's `createImport` and `getImport`. */
export interface ImportOperations {
  create(body: BodyOf<'createImport'>, options?: CallOptions): Promise<ResponseOf<'createImport'>>;
  get(importId: string, options?: CallOptions): Promise<ImportReport>;
}

/**
 * `client.imports`: `create` starts an import of a data file in the drop
 * bucket (`POST /imports`); `watch` yields an import's report each time its
 * status or counts change, ending with the report that says `completed` or
 * `failed`; `wait` resolves that last report. Both poll `GET /imports/{id}`
 * with a backoff (`intervalMs`, doubled while nothing changes, up to
 * `maxIntervalMs`), and reject with `ImportWaitTimeout` when `timeoutMs` runs
 * out first.
 */
export function importCalls(operations: ImportOperations) {
  async function* watch(importId: string, options: ImportWaitOptions = {}): AsyncGenerator<ImportReport> {
    const { timeoutMs, intervalMs, maxIntervalMs } = { ...DEFAULTS, ...options };
    const { signal } = options;
    const deadline = Date.now() + timeoutMs;
    let interval = intervalMs;
    let last: ImportReport | undefined;
    for (;;) {
      const report = await operations.get(importId, { signal });
      if (last === undefined || !sameProgress(last, report)) {
        yield report;
        interval = intervalMs;
      } else {
        interval = Math.min(interval * 2, maxIntervalMs);
      }
      last = report;
      if (isSettled(report)) return;
      const left = deadline - Date.now();
      if (left <= 0) throw new ImportWaitTimeout(report);
      await pause(Math.min(interval, left), signal);
    }
  }
  return {
    create: (body: BodyOf<'createImport'>, options?: CallOptions) => operations.create(body, options),
    watch,
    wait: async (importId: string, options?: ImportWaitOptions): Promise<ImportReport> => {
      let last: ImportReport | undefined;
      for await (const report of watch(importId, options)) last = report;
      return last as ImportReport;
    },
  };
}
