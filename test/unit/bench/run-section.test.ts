import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchContext } from '../../../bench/support/context';
import type { SectionResult } from '../../../bench/support/report';
import { runSection } from '../../../bench/support/run-section';

const timing = { stallMs: 10_000, deadlineMs: 200, heartbeatMs: 60 };

function contextSaying(said: string[]): BenchContext {
  return { log: (line: string) => said.push(line) } as unknown as BenchContext;
}

const sectionOf = (run: (context: BenchContext) => Promise<SectionResult>) => async () => ({ run });

test('a section that never ends fails at its deadline as one row naming the last thing it said; the next section still runs', async () => {
  const said: string[] = [];
  const context = contextSaying(said);
  const started = Date.now();
  const stalled = await runSection(
    'events',
    sectionOf(async (section) => {
      section.log('events: consumer throughput');
      return new Promise<never>(() => {});
    }),
    context,
    timing,
  );
  expect(Date.now() - started).toBeLessThan(2_000);
  const failed = 'section events: not within 0.2 s; it last said "events: consumer throughput"';
  expect(stalled).toEqual({
    figures: { failed },
    rows: [
      {
        section: 'events',
        figure: 'the whole section',
        measured: failed,
        target: expect.stringMatching(/^says where it is every 10 s, ends within 0.2 s$/),
        pass: false,
      },
    ],
  });

  const next = await runSection(
    'webhooks',
    sectionOf(async () => ({ figures: { p99: 3 }, rows: [] })),
    context,
    timing,
  );
  expect(next).toEqual({ figures: { p99: 3 }, rows: [] });
  const heartbeats = said.filter((line) => /^events: still running after \d+ s$/.test(line));
  expect(heartbeats.length).toBeGreaterThan(0);
  expect(said.filter((line) => !heartbeats.includes(line))).toEqual([
    'events: started',
    'events: consumer throughput',
    expect.stringMatching(
      /^events: FAILED after \d+ s: section events: not within 0\.2 s; it last said "events: consumer throughput"$/,
    ),
    'webhooks: started',
    expect.stringMatching(/^webhooks: done in \d+ s$/),
  ]);
});

test('a section that throws is its failed row with the error, and says nothing more once ended', async () => {
  const said: string[] = [];
  const failing = await runSection(
    'load',
    sectionOf(() => Promise.reject(new Error('The local server exited (1) before listening'))),
    contextSaying(said),
    timing,
  );
  expect(failing.rows).toEqual([
    expect.objectContaining({ measured: 'The local server exited (1) before listening', pass: false }),
  ]);
  await sleep(timing.heartbeatMs * 2);
  expect(said).toEqual([
    'load: started',
    expect.stringMatching(/^load: FAILED after \d+ s: The local server/),
  ]);
});

test('a section slower than the stall limit but saying where it is goes on; one that falls silent fails, naming its last words', async () => {
  const said: string[] = [];
  const progressing = await runSection(
    'scale',
    sectionOf(async (section) => {
      for (let step = 1; step <= 6; step++) {
        section.log(`scale: step ${step}`);
        await sleep(50);
      }
      return { figures: { steps: 6 }, rows: [] };
    }),
    contextSaying(said),
    { stallMs: 150, deadlineMs: 10_000, heartbeatMs: 1_000 },
  );
  expect(progressing).toEqual({ figures: { steps: 6 }, rows: [] });

  const silent = await runSection(
    'intake',
    sectionOf(async (section) => {
      section.log('intake: 10000 live creations');
      return new Promise<never>(() => {});
    }),
    contextSaying(said),
    { stallMs: 150, deadlineMs: 10_000, heartbeatMs: 1_000 },
  );
  expect(silent.rows).toEqual([
    expect.objectContaining({
      measured: 'section intake: said nothing for 0.15 s; it last said "intake: 10000 live creations"',
      pass: false,
    }),
  ]);
});
