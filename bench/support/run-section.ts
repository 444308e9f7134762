import { withinDeadline } from '#tools/deadline';
import type { BenchContext } from './context';
import type { SectionResult } from './report';

/** A section of the bench, loaded when its turn comes. */
export type SectionLoader = () => Promise<{ run: (context: BenchContext) => Promise<SectionResult> }>;

export interface SectionTiming {
  /** A section still running after this has failed. */
  deadlineMs: number;
  /** How often a running section says it still runs. */
  heartbeatMs: number;
}

/**
 * Runs one section within its deadline, saying when it starts, every
 * `heartbeatMs` while it runs, and how it ended, each with its elapsed time.
 * Never throws: a section that fails or misses its deadline is one failed row
 * naming why (for a missed deadline, the last thing the section said it was
 * doing), so that the run goes on to the next.
 */
export async function runSection(
  name: string,
  load: SectionLoader,
  context: BenchContext,
  { deadlineMs, heartbeatMs }: SectionTiming,
): Promise<SectionResult> {
  const { log } = context;
  let lastSaid: string | undefined;
  const sectionContext: BenchContext = {
    ...context,
    log: (line) => {
      lastSaid = line;
      log(line);
    },
  };
  log(`${name}: started`);
  const startedAt = Date.now();
  const elapsed = () => `${Math.round((Date.now() - startedAt) / 1000)} s`;
  const heartbeat = setInterval(() => log(`${name}: still running after ${elapsed()}`), heartbeatMs);
  try {
    const result = await withinDeadline(
      `section ${name}`,
      deadlineMs,
      async () => (await load()).run(sectionContext),
      { explain: () => (lastSaid === undefined ? 'it said nothing' : `it last said "${lastSaid}"`) },
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
          target: `ends within ${deadlineMs / 60_000} min`,
          pass: false,
        },
      ],
    };
  } finally {
    clearInterval(heartbeat);
  }
}
