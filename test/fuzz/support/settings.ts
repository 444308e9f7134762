/**
 * How much fuzzing a run does. The test suite uses a fixed seed and modest run
 * counts; `npm run fuzz` raises them (`FUZZ_RUNS`) and may draw a new seed
 * (`FUZZ_SEED=random`), which fast-check prints with any failure to replay it.
 */
const DEFAULT_SEED = 20261122;
const DEFAULT_RUNS = 40;

function seedFromEnvironment(): number {
  const value = process.env.FUZZ_SEED;
  if (value === 'random') return Math.floor(Math.random() * 2 ** 31);
  return value === undefined ? DEFAULT_SEED : Number(value);
}

export const FUZZ_SEED = seedFromEnvironment();
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);

/** fast-check parameters for a property worth `weight` times the base number of runs. */
export const fuzzParameters = (weight = 1) => ({ seed: FUZZ_SEED, numRuns: Math.ceil(FUZZ_RUNS * weight) });

/** A generous per-test time limit: a request takes milliseconds, a shrink on failure takes more. */
export const timeoutFor = (weight = 1) => 60_000 + Math.ceil(FUZZ_RUNS * weight) * 500;
