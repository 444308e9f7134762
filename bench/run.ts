/**
 * `npm run bench [-- --quick] [--only a,b] [--output FILE] [--feed-events N]`:
 * every benchmark of the service against a store of its own, one table of
 * figures and targets, and the results file (bench/results.json unless told
 * otherwise). `--quick` runs a few iterations of each, to prove the bench
 * works, not to measure; `--only` runs the named sections; `--feed-events`
 * sets the size of the event feed the eventFeed section reads (its target is
 * set at the full run's 1,000,000, whose load takes minutes and about 10 GB
 * of DynamoDB Local's memory). Every section has a deadline (BenchMode): one that
 * misses it, or fails, is a failed row naming why, and the run goes on to the
 * next. Progress lines carry the time since the start, and a running section
 * says so every half minute: a stall shows within a minute.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { openBenchStore } from './support/bench-store';
import type { BenchContext } from './support/context';
import { describeCommit, describeMachine } from './support/machine';
import { FULL, QUICK } from './support/mode';
import { printTable, type ReportRow } from './support/report';
import { runSection, type SectionLoader } from './support/run-section';

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    output: { type: 'string', default: 'bench/results.json' },
    only: { type: 'string' },
    'feed-events': { type: 'string' },
  },
});
/** A feed smaller than a few pages has no middle or random page to read. */
const FEWEST_FEED_EVENTS = 1_000;
const feedEvents = flags['feed-events'] === undefined ? undefined : Number(flags['feed-events']);
if (feedEvents !== undefined && !(Number.isSafeInteger(feedEvents) && feedEvents >= FEWEST_FEED_EVENTS)) {
  throw new Error(`--feed-events takes a whole number of at least ${FEWEST_FEED_EVENTS}.`);
}
const mode = { ...(flags.quick ? QUICK : FULL), ...(feedEvents !== undefined && { feedEvents }) };
const startedAt = new Date();
const sinceStart = () => `${Math.round((Date.now() - startedAt.getTime()) / 1000)} s`;
const log = (line: string) => process.stderr.write(`[${sinceStart()}] ${line}\n`);
/** How often a running section says it still runs. */
const HEARTBEAT_MS = 30_000;
// Taken at the start: what is measured is the tree as it was when the run began.
const measured = { ...describeCommit(), machine: describeMachine() };

/** Writes the results file; returns the rows that have a target. */
async function writeResults(figures: Record<string, unknown>, rows: readonly ReportRow[]) {
  const targets = rows.filter((row) => row.pass !== undefined);
  const results = {
    mode: mode.name,
    startedAt: startedAt.toISOString(),
    durationSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    ...measured,
    loadAverageAtEnd: describeMachine().loadAverage,
    targets,
    figures,
  };
  await writeFile(flags.output, `${JSON.stringify(results, null, 2)}\n`);
  return targets;
}

const store = await openBenchStore();
try {
  // Loaded once the store has set the environment: the handlers' clients read it when first imported.
  const { sampleRequests } = await import('./support/sample-requests');
  const context: BenchContext = {
    mode,
    dataSet: store.dataSet,
    environment: store.environment,
    samples: await sampleRequests(store.dataSet, store.environment.DROP_BUCKET!),
    log,
  };
  // In this order: the sections with absolute times first. Minutes of full load (the cold starts'
  // thousand processes, the load test) slow this machine down for a while after them; the cold-start
  // ratios compare starts taken side by side, so they are measured alike either way.
  const sections: Record<string, SectionLoader> = {
    warmRequests: () => import('./warm-requests.bench'),
    itineraryRules: () => import('./itinerary-rules.bench'),
    scale: () => import('./scale.bench'),
    itineraryPreview: () => import('./itinerary-preview.bench'),
    shipmentIntake: () => import('./shipment-intake.bench'),
    intakeImport: () => import('./intake-import.bench'),
    history: () => import('./history.bench'),
    masterData: () => import('./master-data.bench'),
    bounds: () => import('./bounds.bench'),
    itineraryEdits: () => import('./itinerary-edits.bench'),
    safeRetries: () => import('./safe-retries.bench'),
    webhooks: () => import('./webhooks.bench'),
    clientTokens: () => import('./client-tokens.bench'),
    budgets: () => import('./budgets.bench'),
    coldStart: () => import('./cold-start.bench'),
    restart: () => import('./restart.bench'),
    load: () => import('./load.bench'),
    // After the cold starts: it removes the other sections' sample subscriptions, which they still use.
    events: () => import('./events.bench'),
    // After every other: the million events it loads make the store larger for whatever follows.
    eventFeed: () => import('./event-feed.bench'),
  };
  const figures: Record<string, unknown> = {};
  const rows: ReportRow[] = [];
  const chosen = flags.only?.split(',') ?? Object.keys(sections);
  const unknown = chosen.filter((name) => !(name in sections));
  if (unknown.length > 0)
    throw new Error(`No section ${unknown.join(', ')}; sections: ${Object.keys(sections)}.`);
  for (const [name, load] of Object.entries(sections).filter(([name]) => chosen.includes(name))) {
    const result = await runSection(name, load, context, {
      stallMs: mode.sectionStallMs,
      deadlineMs: mode.sectionDeadlineMs,
      heartbeatMs: HEARTBEAT_MS,
    });
    figures[name] = result.figures;
    rows.push(...result.rows);
    // Written after each section too: a run that fails late keeps what it measured.
    await writeResults(figures, rows);
  }

  printTable(rows);
  const targets = await writeResults(figures, rows);
  const missed = targets.filter((row) => !row.pass).length;
  log(`${targets.length - missed}/${targets.length} targets met; results in ${flags.output}`);
} finally {
  await store.close();
}
// A section past its deadline, or a consumer that would not stop, may have left work running: it ends here.
await new Promise((flushed) => process.stdout.write('', flushed));
process.exit();
