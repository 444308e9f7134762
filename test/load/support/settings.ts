/**
 * How much load a run holds. The test suite runs a few seconds; `npm run load`
 * sets `LOAD_SECONDS` (and may set `LOAD_CONNECTIONS`, `LOAD_MAX_REQUESTS`).
 * Both bounds hold: the run stops at whichever comes first.
 */
const positive = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number.`);
  return value;
};

export const LOAD_SECONDS = positive('LOAD_SECONDS', 5);
export const LOAD_CONNECTIONS = positive('LOAD_CONNECTIONS', 16);
export const LOAD_MAX_REQUESTS = positive('LOAD_MAX_REQUESTS', 50_000);

/** Room for seeding, warming up and the checks after the run, on top of the run itself. */
export const LOAD_TEST_TIMEOUT_MS = LOAD_SECONDS * 1_000 + 90_000;
