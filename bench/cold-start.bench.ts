/**
 * Cold start per function: every function bundled as the stack bundles it, each
 * loaded by a fresh Node process that serves one request against the embedded
 * stack, N times, next to a baseline that creates the same SDK clients and does
 * nothing else. Runs go round-robin over the functions so that a burst of load
 * on the machine lands on all of them alike.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FUNCTION_BUNDLING } from '#lib/bundling';
import { PROCESSOR_HANDLER } from '#lib/constructs/document-pipeline';
import { mapInWaves } from '#shared/data/batching';
import { routeList } from '#shared/route-table';
import { eventFor } from '../test/support/invoke';
import {
  BUILD_DIR,
  bundleBaseline,
  bundleFunction,
  bundleRunner,
  type FunctionBundle,
} from './cold-start/bundles';
import type { ColdStartSample } from './cold-start/sample';
import { coldStart } from './cold-start/spawn';
import type { BenchContext } from './support/context';
import { ms, type ReportRow, type SectionResult, times } from './support/report';
import { bodyOf, callRoute } from './support/route-call';
import { median, round } from './support/stats';

/** Functions bundled at once. */
const BUILDS_IN_FLIGHT = 4;
/** A function's init may take at most this many times its baseline's. */
const INIT_RATIO_LIMIT = 1.25;
/** No function's own code (the SDK left out) may weigh more, minified. */
const BUNDLE_LIMIT_BYTES = 300 * 1024;

interface Measured {
  bundle: FunctionBundle;
  eventsFile: string;
  samples: ColdStartSample[];
}

interface MeasuredFunction extends Measured {
  /** The init of the start of its baseline just before each of its own. */
  baselineInits: number[];
}

/** Functions that create the same SDK clients share a baseline. */
const baselineKey = (bundle: FunctionBundle) => bundle.clientModules.join(',');

export interface FunctionFigures {
  function: string;
  bundleKiB: number;
  bundleWithoutSdkKiB: number;
  /** The cold start figures, for the functions started fresh in this mode. */
  initMs?: number;
  firstRequestMs?: number;
  baseline?: string;
  baselineInitMs?: number;
  initRatio?: number;
}

const kib = (bytes: number) => round(bytes / 1024, 1);

/** The events each run serves: one per run, so that writes write something new each time. */
async function eventsOf(context: BenchContext, entry: string, runs: number): Promise<unknown[]> {
  const route = routeList.find((candidate) => candidate.handler === entry);
  if (route !== undefined) {
    return Array.from(
      { length: runs },
      (_, run) => eventFor(route.id, context.samples[route.id](1_000 + run)).event,
    );
  }
  // The queue processor: a submission of its own per run, recorded through the API.
  const submissions = [];
  for (let run = 0; run < runs; run++) {
    const response = await callRoute('submitImage', context.samples.submitImage(run));
    submissions.push(
      String(response.headers?.location ?? '')
        .split('/')
        .at(-1),
    );
    bodyOf(response);
  }
  return submissions.map((submissionId, run) => ({
    Records: [
      {
        messageId: `cold-start-${run}`,
        body: JSON.stringify({ submissionId }),
        attributes: { ApproximateReceiveCount: '1' },
      },
    ],
  }));
}

/** A function's name in the figures: its handler's path under functions/, without the extension. */
const functionName = (entry: string) => entry.replace(/^functions\/|\.ts$/g, '');

export async function run(context: BenchContext): Promise<SectionResult> {
  const runs = context.mode.coldStartRuns;
  await rm(BUILD_DIR, { recursive: true, force: true });
  await mkdir(BUILD_DIR, { recursive: true });
  const runner = await bundleRunner();

  const chosen = context.mode.coldStartFunctions;
  // The quick run weighs only the functions it starts: the infra tests bundle every one already.
  const entries = [...routeList.map((route) => route.handler), PROCESSOR_HANDLER].filter(
    (entry) => chosen === 'all' || chosen.includes(functionName(entry)),
  );
  context.log(`cold start: bundling ${entries.length} functions`);
  // A few at a time: esbuild spreads each build over the cores, and all at once would hold every
  // bundle in memory together (gigabytes).
  const bundles = await mapInWaves(entries, BUILDS_IN_FLIGHT, (entry) =>
    bundleFunction(functionName(entry), entry),
  );
  const functions: MeasuredFunction[] = [];
  for (const [index, bundle] of bundles.entries()) {
    const eventsFile = join(BUILD_DIR, bundle.name, 'events.json');
    await writeFile(eventsFile, JSON.stringify(await eventsOf(context, entries[index]!, runs)));
    functions.push({ bundle, eventsFile, samples: [], baselineInits: [] });
  }
  const baselines = new Map<string, Measured>();
  for (const { bundle } of functions) {
    const key = baselineKey(bundle);
    if (baselines.has(key)) continue;
    const baseline = await bundleBaseline(bundle.clientModules);
    const eventsFile = join(BUILD_DIR, baseline.name, 'events.json');
    await writeFile(eventsFile, JSON.stringify(Array.from({ length: runs }, () => ({}))));
    baselines.set(key, { bundle: baseline, eventsFile, samples: [] });
  }
  const baselineOf = (measured: Measured) => baselines.get(baselineKey(measured.bundle))!;

  const start = (measured: Measured, index: number) =>
    coldStart(runner, measured.bundle.file, measured.eventsFile, index, context.environment);
  for (let index = 0; index < runs; index++) {
    context.log(
      `cold start: run ${index + 1}/${runs} of ${functions.length} functions, each after its baseline`,
    );
    for (const measured of functions) {
      const baseline = baselineOf(measured);
      const before = await start(baseline, index);
      baseline.samples.push(before);
      measured.baselineInits.push(before.initMs);
      measured.samples.push(await start(measured, index));
    }
  }
  await rm(BUILD_DIR, { recursive: true, force: true });

  const initOf = (measured: Measured) => median(measured.samples.map((sample) => sample.initMs));
  // On a shared machine a fresh process starts either quick or slow (two modes some 25 ms apart,
  // whatever the bundle), and the machine's load drifts: a median of 20 may land in either mode,
  // and a ratio of two medians swung by 0.3x between runs of the same code. Every start of a
  // function follows a start of its baseline; the ratio is the median of these pairs' ratios.
  const initRatioOf = (measured: MeasuredFunction) =>
    median(measured.samples.map((sample, run) => sample.initMs / measured.baselineInits[run]!));
  const started = new Map(functions.map((measured) => [measured.bundle.name, measured]));
  const figures = bundles.map((bundle): FunctionFigures => {
    const measured = started.get(bundle.name);
    const sizes = {
      function: bundle.name,
      bundleKiB: kib(bundle.bytes),
      bundleWithoutSdkKiB: kib(bundle.bytesWithoutSdk),
    };
    if (measured === undefined) return sizes;
    return {
      ...sizes,
      initMs: round(initOf(measured)),
      firstRequestMs: round(median(measured.samples.map((sample) => sample.firstRequestMs))),
      baseline: baselineOf(measured).bundle.name,
      // Its baseline's starts that preceded its own.
      baselineInitMs: round(median(measured.baselineInits)),
      initRatio: round(initRatioOf(measured)),
    };
  });
  const baselineFigures = [...baselines.values()].map((baseline) => ({
    baseline: baseline.bundle.name,
    bundleKiB: kib(baseline.bundle.bytes),
    initMs: round(initOf(baseline)),
    firstRequestMs: round(median(baseline.samples.map((sample) => sample.firstRequestMs))),
  }));

  const section = 'cold start';
  const rows: ReportRow[] = figures.flatMap((figure) => [
    ...(figure.initRatio === undefined
      ? []
      : [
          {
            section,
            figure: `${figure.function}: init (first request ${ms(figure.firstRequestMs ?? Number.NaN)})`,
            measured: ms(figure.initMs ?? Number.NaN),
            baseline: `${ms(figure.baselineInitMs ?? Number.NaN)} ${figure.baseline}`,
            ratio: times(figure.initRatio),
            target: `<= ${INIT_RATIO_LIMIT}x baseline`,
            pass: figure.initRatio <= INIT_RATIO_LIMIT,
          },
        ]),
    {
      section,
      figure: `${figure.function}: bundle without the SDK (with it ${figure.bundleKiB} KiB)`,
      measured: `${figure.bundleWithoutSdkKiB} KiB`,
      target: `<= ${BUNDLE_LIMIT_BYTES / 1024} KiB`,
      pass: figure.bundleWithoutSdkKiB * 1024 <= BUNDLE_LIMIT_BYTES,
    },
  ]);
  return {
    figures: {
      runsPerFunction: runs,
      awsSdkBundled: FUNCTION_BUNDLING.bundleAwsSDK === true,
      baselines: baselineFigures,
      functions: figures,
    },
    rows,
  };
}
