import { withinDeadline } from '#tools/deadline';
import type { BenchContext } from './context';
import type { SectionResult } from './report';

const seconds = (ms: number) => (ms >= 60_000 ? `${ms / 60_000} min` : `${ms / 1000} s`);

/** A section of the bench, loaded when its turn comes. */
export type SectionLoader = () => Promise<{ run: (context: BenchContext) => Promise<SectionResult> }>;

export interface SectionTiming {
  /**
   * A section that says nothing for this long has failed: it is stuck. A
   * section slowed by a busy machine still says where it is, and goes on.
   */
  stallMs: number;
  /** A section still running after this has failed however much it says: the hang guard. */
  deadlineMs: number;
  /** How often a running section says it still runs. */
  heartbeatMs: number;
}

/**
 * Runs one section, saying when it starts, every `heartbeatMs` while it runs,
 * and how it ended, each with its elapsed time. The section fails when it says
 * nothing for `stallMs` or runs past `deadlineMs`. Never throws: a section that
 * fails is one failed row naming why (for a stall or a missed deadline, the
 * last thing the section said it was doing), so that the run goes on to the
 * next.
 */
export async function runSection(
  name: string,
  load: SectionLoader,
  context: BenchContext,
  { stallMs, deadlineMs, heartbeatMs }: SectionTiming,
): Promise<SectionResult> {
  const { log } = context;
  let lastSaid: string | undefined;
  let lastSaidAt = Date.now();
  const sectionContext: BenchContext = {
    ...context,
    log: (line) => {
      lastSaid = line;
      lastSaidAt = Date.now();
      log(line);
    },
  };
  const lastWords = () => (lastSaid === undefined ? 'it said nothing' : `it last said "${lastSaid}"`);
  let stallCheck: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    stallCheck = setInterval(
      () => {
        if (Date.now() - lastSaidAt >= stallMs)
          reject(new Error(`section ${name}: said nothing for ${seconds(stallMs)}; ${lastWords()}`));
      },
      Math.min(heartbeatMs, stallMs / 2),
    );
  });
  log(`${name}: started`);
  const startedAt = Date.now();
  const elapsed = () => `${Math.round((Date.now() - startedAt) / 1000)} s`;
  const heartbeat = setInterval(() => log(`${name}: still running after ${elapsed()}`), heartbeatMs);
  try {
    const result = await withinDeadline(
      `section ${name}`,
      deadlineMs,
      () => Promise.race([load().then((section) => section.run(sectionContext)), stalled]),
      { explain: lastWords },
    );
    log(`${name}: done in ${elapsed()}`);
    return result;
  } catch (error) {
    const failed = (error as Error).message;
    log(`${name}: FAILED after ${elapsed()}: ${failed}`);
    return {
      figures: { failed },
      rows: [
        {
          section: name,
          figure: 'the whole section',
          measured: failed,
          target: `says where it is every ${seconds(stallMs)}, ends within ${seconds(deadlineMs)}`,
          pass: false,
        },
      ],
    };
  } finally {
    clearInterval(heartbeat);
    clearInterval(stallCheck);
  }
}
