import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * `npm run bench -- --quick` end to end, so that the bench cannot rot: every
 * section runs a few iterations against the test run's stack (the environment
 * names it) and writes a results file of the expected shape. Times are never
 * asserted: this machine is shared and CI's is another.
 */
const run = promisify(execFile);
let results: Record<string, unknown>;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'bench-quick-'));
  const output = join(folder, 'results.json');
  await run(process.execPath, ['--import', 'tsx', 'bench/run.ts', '--quick', '--output', output], {
    // As `npm run bench` runs: with request budgets, which the test suite turns off for its own requests.
    env: { ...process.env, REQUEST_BUDGETS: 'on' },
    timeout: 280_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  results = JSON.parse(await readFile(output, 'utf8'));
}, 300_000);

afterAll(() => rm(folder, { recursive: true, force: true }));

const figures = () => results.figures as Record<string, unknown>;

test('describes the run: mode, commit and machine', () => {
  expect(results).toMatchObject({
    mode: 'quick',
    commit: expect.any(String),
    machine: { cpuModel: expect.any(String), cores: expect.any(Number), node: process.version },
  });
});

test('every target has its section, a figure, a measured value and a verdict', () => {
  const targets = results.targets as Record<string, unknown>[];
  expect(targets.length).toBeGreaterThan(30);
  for (const target of targets) {
    expect(target).toMatchObject({
      section: expect.any(String),
      figure: expect.any(String),
      target: expect.any(String),
      measured: expect.any(String),
      pass: expect.any(Boolean),
    });
  }
});

test('cold start: the started functions weighed, SDK bundling stated, each next to a baseline', () => {
  const coldStart = figures().coldStart as {
    awsSdkBundled: boolean;
    functions: { bundleKiB: number; bundleWithoutSdkKiB: number; initMs?: number; baseline?: string }[];
  };
  expect(typeof coldStart.awsSdkBundled).toBe('boolean');
  // The quick run weighs only what it starts (the full run weighs every function).
  expect(coldStart.functions.length).toBeGreaterThanOrEqual(3);
  for (const fn of coldStart.functions) expect(fn.bundleWithoutSdkKiB).toBeLessThan(fn.bundleKiB);
  const started = coldStart.functions.filter((fn) => fn.initMs !== undefined);
  expect(started.length).toBeGreaterThan(0);
  for (const fn of started) expect(fn.baseline).toMatch(/^baseline\(/);
});

test('warm requests: every route with latency, own time, calls, round trips and capacity', () => {
  const warm = figures().warmRequests as Record<string, unknown>[];
  expect(warm.length).toBeGreaterThan(20);
  for (const endpoint of warm) {
    expect(endpoint).toEqual({
      route: expect.any(String),
      p50Ms: expect.any(Number),
      p99Ms: expect.any(Number),
      ownP50Ms: expect.any(Number),
      ownP99Ms: expect.any(Number),
      dynamodbCalls: expect.any(Number),
      s3Calls: expect.any(Number),
      roundTrips: expect.any(Number),
      capacityUnits: expect.any(Number),
    });
  }
});

test('rules engine, scale and load figures are present', () => {
  const rules = figures().itineraryRules as { moves: number; zones: number }[];
  // The 10-move itinerary again, with its locations in four zones.
  expect(rules.map((figure) => [figure.moves, figure.zones])).toEqual([
    [2, 1],
    [10, 1],
    [50, 1],
    [10, 4],
  ]);
  expect(figures().scale).toMatchObject({
    driverPlans: {
      short: { capacityUnits: expect.any(Number) },
      long: { capacityUnits: expect.any(Number) },
    },
    itineraries: [
      { moves: 1, put: { roundTrips: expect.any(Number) } },
      { moves: 50, get: { capacityUnits: expect.any(Number) } },
      { moves: 200, put: { capacityUnits: expect.any(Number) } },
    ],
    fleet: {
      loads: [{ seconds: expect.any(Number) }, { seconds: expect.any(Number) }],
      large: { pages: { '/shipments': { last: { roundTrips: expect.any(Number) } } } },
    },
  });
  expect(figures().load).toMatchObject({
    requestsPerSecond: expect.any(Number),
    latencyP99Ms: expect.any(Number),
  });
});

test('request budgets: write units and added latency at a steady rate, the other callers beside a flood, a refusal', () => {
  const callers = {
    neighbour: { p99Ms: expect.any(Number), serverErrors: expect.any(Number) },
    driver: { p99Ms: expect.any(Number), serverErrors: expect.any(Number) },
  };
  expect(figures().budgets).toMatchObject({
    steady: {
      writeUnitsPerRequest: expect.any(Number),
      dollarsPerMillion: expect.any(Number),
      addedP50Ms: expect.any(Number),
    },
    flood: {
      alone: callers,
      beside: callers,
      besideUnlimited: callers,
      budgetedFlood: { requestsPerSecond: expect.any(Number) },
    },
    refusals: { p50Ms: expect.any(Number) },
  });
});

test('history figures: the version record of a PUT, pages of few and many versions', () => {
  expect(figures().history).toMatchObject({
    versionRecord: { small: { itemSize: expect.any(Number), extraWcu: expect.any(Number) } },
    pages: { few: { capacityUnits: expect.any(Number) }, many: { capacityUnits: expect.any(Number) } },
  });
});

test('itinerary preview figures: preview and PUT side by side at 1, 50 and 100 moves', () => {
  const costs = {
    roundTrips: expect.any(Number),
    readUnits: expect.any(Number),
    writeUnits: expect.any(Number),
  };
  expect(figures().itineraryPreview).toEqual(
    [1, 50, 100].map((moves) =>
      expect.objectContaining({
        moves,
        preview: expect.objectContaining(costs),
        put: expect.objectContaining(costs),
      }),
    ),
  );
});

test('shipment intake: a creation next to the one-note PUT at 1 move, in round trips and capacity', () => {
  const costs = expect.objectContaining({
    roundTrips: expect.any(Number),
    capacityUnits: expect.any(Number),
  });
  const pages = { capacityUnits: expect.any(Number), roundTrips: expect.any(Number) };
  expect(figures().shipmentIntake).toEqual({
    create: costs,
    baseline: costs,
    pages: expect.objectContaining({
      created: expect.any(Number),
      before: expect.objectContaining({
        first: expect.objectContaining(pages),
        far: expect.objectContaining(pages),
      }),
      after: expect.objectContaining({
        first: expect.objectContaining(pages),
        far: expect.objectContaining(pages),
      }),
    }),
  });
});

test('itinerary edits: each edit next to the one-note PUT, and the reads, in items, capacity and round trips', () => {
  const cost = {
    transactionItems: expect.any(Number),
    capacityUnits: expect.any(Number),
    roundTrips: expect.any(Number),
  };
  expect(figures().itineraryEdits).toMatchObject({
    '4 moves': {
      onePutOfANote: cost,
      'insert one move at the front': expect.objectContaining({ roundTrips: expect.any(Number) }),
      'reverse two moves in the middle': expect.objectContaining({ roundTrips: expect.any(Number) }),
      'GET itinerary': cost,
      'GET history/{version}': cost,
    },
  });
});

test('events figures: webhook latency after a change, and the local consumer throughput', () => {
  expect(figures().events).toMatchObject({
    latencyMs: { p50: expect.any(Number), p99: expect.any(Number) },
    throughput: { eventsPerSecond: expect.any(Number) },
  });
});

test('event feed figures: the load, pages at positions against the first, a change on the feed', () => {
  const page = { roundTrips: expect.any(Number), capacityUnits: expect.any(Number) };
  expect(figures().eventFeed).toMatchObject({
    load: { items: expect.any(Number), seconds: expect.any(Number) },
    pages: {
      first: page,
      further: [
        { name: 'middle', ...page, ratio: expect.any(Number) },
        { name: 'last', ...page, ratio: expect.any(Number) },
        { name: 'random', ...page },
        { name: 'random', ...page },
        { name: 'random', ...page },
      ],
    },
    visibleMs: { p50: expect.any(Number), p99: expect.any(Number) },
  });
});
